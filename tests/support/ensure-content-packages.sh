#!/usr/bin/env bash
# The content tests check v4 pages' code against XState v4, whose packages live in a package folder
# of their own (tests/content/xstate-v4; see tests/content/package-environments.ts). Install it when
# it is missing or its lock file changed since the last install.
set -euo pipefail
dir="$(dirname "$0")/../content/xstate-v4"
if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package.json" -nt "$dir/node_modules/.package-lock.json" ]; then
  echo "Installing the XState v4 packages the v4 code blocks are checked against..."
  # npm install (not ci): npm ci refuses this lock for vitest's per-platform optional packages (an npm bug); install still follows the lock.
  npm install --prefix "$dir" --ignore-scripts --no-audit --no-fund --loglevel=error
fi
