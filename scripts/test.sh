#!/usr/bin/env bash
# The one gate: typecheck, lint, unit + integration tests, build, a short load run, end-to-end tests
# in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed as a table when the script ends (also when a step fails).
STEP_NAMES=()
STEP_SECONDS=()
CURRENT_STEP=""
STEP_STARTED=0
RUN_STARTED=$(date +%s)

finish_step() {
  if [ -n "$CURRENT_STEP" ]; then
    STEP_NAMES+=("$CURRENT_STEP")
    STEP_SECONDS+=($(($(date +%s) - STEP_STARTED)))
    CURRENT_STEP=""
  fi
}

step() {
  finish_step
  CURRENT_STEP="$1"
  STEP_STARTED=$(date +%s)
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

print_step_table() {
  local status=$?
  local failed="$CURRENT_STEP"
  finish_step
  printf '\n\033[1m== Step times\033[0m\n\n| Step | Wall time |\n|:--|--:|\n'
  local i
  for i in "${!STEP_NAMES[@]}"; do
    local seconds=${STEP_SECONDS[$i]}
    local mark=""
    if [ "$status" -ne 0 ] && [ "${STEP_NAMES[$i]}" = "$failed" ]; then mark=" (failed)"; fi
    printf '| %s%s | %d min %02d s |\n' "${STEP_NAMES[$i]}" "$mark" $((seconds / 60)) $((seconds % 60))
  done
  local total=$(($(date +%s) - RUN_STARTED))
  printf '| **Total** | **%d min %02d s** |\n' $((total / 60)) $((total % 60))
  return "$status"
}
trap print_step_table EXIT

step "Test tools (Chromium, pdftotext)"
bash scripts/ensure-test-tools.sh

step "Dependency audit (docs/security.md)"
node scripts/audit-dependencies.mjs

step "Typecheck"
npm run typecheck

step "Lint and format"
npm run lint

step "Unit and integration tests (Vitest)"
npx vitest run

step "Build"
npm run build

step "Front-end budgets (docs/benchmarks.md)"
node scripts/check-budgets.mjs

step "No server secret in the built client (docs/security.md)"
VITE_CONFIG_NATIVE_IGNORE_WARNING=true node scripts/check-client-secrets.mjs

step "Load (short form): no failed request, no crash, floors (docs/benchmarks.md)"
npm run bench:load -- --short

step "Benchmarks, tiny forms: they still run and print their tables (docs/benchmarks.md)"
npm run bench:pricing -- --tiny
npm run bench:files -- --tiny
npm run bench:realtime -- --tiny

step "End-to-end tests (Playwright + Debian Chromium)"
npm run test:e2e
