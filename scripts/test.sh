#!/usr/bin/env bash
# The one gate: typecheck, lint, unit + integration tests, build, a short load run, end-to-end tests
# in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

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

step "End-to-end tests (Playwright + Debian Chromium)"
npm run test:e2e
