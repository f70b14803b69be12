#!/usr/bin/env bash
# `make test`: lint and the type check run alongside the test suite instead of before it (the
# tests wait on browsers and bots, so the two cores have room), each into its own log; the
# tests print as they go, the other two when they end. Fails if any of the three fails.
#   scripts/test-all.sh [pytest arguments]   (BIN: the virtualenv's bin directory)
set -uo pipefail
cd "$(dirname "$0")/.."
BIN="${BIN:-.venv/bin}"
# Each browser test module starts a server, and the CLI and cluster tests start processes of
# their own: with bytecode written (git ignores __pycache__), they import compiled modules
# instead of compiling the whole package again. Some machines set PYTHONDONTWRITEBYTECODE.
unset PYTHONDONTWRITEBYTECODE
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

check() {  # check NAME COMMAND...: runs COMMAND in the background into $logs/NAME
  local name="$1"
  shift
  ( "$@" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc" ) &
}
check lint sh -c "'$BIN/ruff' check src tests benchmarks && '$BIN/ruff' format --check src tests benchmarks"
check types "$BIN/mypy"

"$BIN/pytest" "$@"
echo $? >"$logs/tests.rc"
wait

status=0
for name in lint types; do
  echo
  echo "=============================== $name ==============================="
  cat "$logs/$name.log"
done
echo
for name in lint types tests; do
  rc="$(cat "$logs/$name.rc")"
  if [ "$rc" = 0 ]; then echo "$name: passed"; else echo "$name: FAILED (exit $rc)"; status=1; fi
done
exit "$status"
