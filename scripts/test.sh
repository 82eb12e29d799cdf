#!/usr/bin/env bash
# The one gate: typecheck, lint, unit + integration tests, build, end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Test tools (Chromium, pdftotext)"
bash scripts/ensure-test-tools.sh

step "Typecheck"
npm run typecheck

step "Lint and format"
npm run lint

step "Unit and integration tests (Vitest)"
npx vitest run

step "Build"
npm run build

step "End-to-end tests (Playwright + Debian Chromium)"
npm run test:e2e
