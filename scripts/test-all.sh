#!/usr/bin/env bash
# The whole test suite, from a fresh machine: installs what it needs, then typecheck, lint,
# unit tests, integration tests on PGlite and on PostgreSQL 15, a production build and the
# browser tests. Ends with one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .reports
rm -f .reports/*.json

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
need_apt=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need_apt+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need_apt+=(postgresql-15)
# Without a colour emoji font the browser draws emoji (the emoji card, posts) as empty boxes.
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need_apt+=(fonts-noto-color-emoji)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "== installing ${need_apt[*]} (Debian packages)"
  as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" || exit 1
fi

failed_steps=()
step() {
  local name=$1; shift
  echo; echo "== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

step typecheck npx tsc --noEmit
step lint npx eslint --max-warnings=0 .
step "unit tests" npx vitest run --project unit --project unit-dom --passWithNoTests --reporter=default --reporter=json --outputFile.json=.reports/unit.json
# The two databases' runs side by side: each is one process (PGlite's is one thread), so on two cores
# they share the machine instead of waiting for each other. Each prints its output when it ends.
# (The production build and the browser tests run after them: beside them too, every part ran 2-2.5x
# slower on two cores and the whole took no less.)
together() {
  local names=() pids=() logs=() i
  while [ $# -gt 0 ]; do
    names+=("$1"); shift
    local cmd=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do cmd+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    logs+=("$(mktemp)")
    "${cmd[@]}" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    echo; echo "== ${names[$i]}"
    if ! wait "${pids[$i]}"; then failed_steps+=("${names[$i]}"); fi
    cat "${logs[$i]}"; rm -f "${logs[$i]}"
  done
}

# PGlite's handler fuzz (a third of its run, on its own in-memory database) is a third process: the
# PostgreSQL run ends minutes before PGlite's, and until then the two cores are shared three ways
# instead of one idling at the end.
FUZZ=tests/integration/security/handler-fuzz.test.ts
together \
  "integration tests (PGlite)" npx vitest run --project integration --exclude "$FUZZ" --reporter=default --reporter=json --outputFile.json=.reports/integration-pglite.json -- \
  "handler fuzz (PGlite)" npx vitest run --project integration "$FUZZ" --reporter=default --reporter=json --outputFile.json=.reports/integration-pglite-fuzz.json -- \
  "integration tests (PostgreSQL 15)" env TEST_DATABASE=postgres npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=.reports/integration-postgres.json
step "analysis benchmark (PostgreSQL 1/20, PGlite 1/100 corpus; fails when a cell's ratio to a posts scan regressed 1.5x)" npm run -s bench:analysis:ci
step "fault tests (PostgreSQL 15 restarts, killed imports, X API 429/5xx)" npx vitest run --project faults --silent=passed-only --reporter=default --reporter=json --outputFile.json=.reports/faults-postgres.json
step "extension build" npm run extension:build
step build npx next build
if [[ ! " ${failed_steps[*]} " =~ " build " ]]; then
  step "browser tests" npx playwright test
fi

echo
node scripts/test-summary.mjs .reports "${failed_steps[@]}"
