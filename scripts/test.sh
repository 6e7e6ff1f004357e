#!/usr/bin/env bash
# Runs every test: typecheck, unit tests, docs snippet check, the production build, the build-failure
# tests, and the end-to-end specs in Chromium against the served build. Stops at the first failing stage.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
stage() {
  local name=$1; shift
  echo
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "=== $name FAILED"; summary; exit 1; fi
}
summary() {
  echo
  echo "test stages: $passed passed, $failed failed"
}

stage "chromium" bash scripts/ensure-chromium.sh
stage "typecheck" npx tsc -p .
stage "unit tests" npx tsx --test tests/unit/*.test.ts
stage "docs snippets" node scripts/check-snippets.mjs
stage "docs API names" npx tsx scripts/check-api-names.mjs
stage "production build" npx docusaurus build
stage "build failure tests" npx tsx --test tests/build/*.test.ts
stage "end-to-end (chromium)" npx playwright test
summary
