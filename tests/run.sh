#!/usr/bin/env bash
# The project's test command (`npm test`): makes sure Debian's Chromium is there for the browser
# tests, then runs every test file with Node's test runner. Pass file paths to run only those.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/support/ensure-chromium.sh
bash tests/support/ensure-content-packages.sh
if [ "$#" -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(find tests -name '*.test.ts' -not -path '*/fixtures/*' | sort)
  # The whole suite builds the real site once; test files that need it read REAL_SITE_OUT.
  node --import tsx tests/support/build-real-site.ts
  export REAL_SITE_OUT="$PWD/.cache/test-site/build"
fi
exec node --import tsx --test --test-concurrency=1 --test-timeout=600000 --test-reporter=spec "${files[@]}"
