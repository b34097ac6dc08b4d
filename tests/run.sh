#!/usr/bin/env bash
# The project's test command. `npm test` runs every tier; `npm run test:unit`, `test:integration`
# and `test:e2e` run one (--tier); file paths run only those files. See tests/support/run-tests.ts
# and CONTRIBUTING.md.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node --import tsx tests/support/run-tests.ts "$@"
