#!/usr/bin/env bash
# The CLI without the GUI: configures a second build with -DWATTGPU_BUILD_GUI=OFF, builds only
# wattgpu-cli and the CLI suites (tests_cli) there (core, app/lib/net, app/lib/report; no Widgets,
# QCustomPlot or Linguist), and checks that every subcommand works, Hugging Face fetch and PDF
# export included:
#   - wattgpu-cli links no Qt Widgets library;
#   - every CLI suite (ctest -L cli: goldens, errors, server mode, Hub fetch from a local fake Hub,
#     export to PDF and JSON, import of every format, train then predict, hostile inputs, limits,
#     outputs, budgets, inventories) passes against this binary;
#   - a smoke run of catalog, predict, recommend, plan-capacity, export (.pdf, .html), import and
#     train on a small subset, each exiting 0 with output.
# It configures with the flags of `make test` (CMAKE_FLAGS, which the Makefile exports) plus
# -DWATTGPU_BUILD_GUI=OFF, so with ccache the objects of core, app/lib and the CLI are cache hits of
# that build (the top-level CMakeLists.txt sets ccache's base_dir to the source tree).
#   tests/layout/gui_off.sh                 # build dir build-nogui, -j$(nproc)
#   BUILD=/tmp/nogui JOBS=1 tests/layout/gui_off.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build-nogui}
jobs=${JOBS:-$(nproc)}
start=$(date +%s)

mkdir -p "$build"
# The Makefile's default when run on its own (keep the two the same).
eval "flags=(${CMAKE_FLAGS:--DCMAKE_BUILD_TYPE=RelWithDebInfo -DWATTGPU_WERROR=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO=\"-O2 -g1 -DNDEBUG\"})"
cmake -S "$root" -B "$build" "${flags[@]}" -DWATTGPU_BUILD_GUI=OFF -DWATTGPU_BUILD_BENCHMARKS=OFF \
  > "$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j"$jobs" --target wattgpu-cli tests_cli
built=$(date +%s)
cli=$build/bin/wattgpu-cli

fail() {
  echo "gui_off: $*" >&2
  exit 1
}
[ ! -e "$build/bin/wattgpu" ] || fail "the GUI was built although WATTGPU_BUILD_GUI=OFF"
if ldd "$cli" | grep -q 'libQt6Widgets'; then
  fail "wattgpu-cli links Qt Widgets: $(ldd "$cli" | grep Widgets)"
fi

(cd "$build" && ctest --output-on-failure -j"$jobs" --timeout 900 -L cli)

export WATTGPU_DATA_DIR=$root QT_QPA_PLATFORM=offscreen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
llama=meta-llama/Llama-3.1-8B-Instruct
run() {
  local out=$tmp/out.txt
  "$cli" "$@" > "$out" 2> "$tmp/err.txt" || { cat "$tmp/err.txt" >&2; fail "wattgpu-cli $* exited $?"; }
  [ -s "$out" ] || fail "wattgpu-cli $*: no output"
  echo "gui_off: ok: wattgpu-cli $*"
}
run catalog gpus --format json
run catalog llms --search llama --format csv
run catalog models
run predict --model "$llama" --gpu all --format json
run predict --model "$llama" --gpu h100-sxm5-80gb --rate 0.5
run recommend --model "$llama" --sla-itl-ms 50 --format json
run plan-capacity --model "$llama" --rate 5 --sla-itl-ms 50
run export --model "$llama" --sla-itl-ms 50 --out "$tmp/plan.pdf"
head -c 5 "$tmp/plan.pdf" | grep -q '%PDF' || fail "export wrote no PDF"
run export --model "$llama" --sla-itl-ms 50 --compare h100-sxm5-80gb,a100-sxm4-80gb --out "$tmp/compare.html"
grep -q '<html' "$tmp/compare.html" || fail "export wrote no HTML"
run import "$root/tests/data/import/wattcounts_format.csv" --planner "$root/tests/data/cli/measurements_small.csv" \
  --out "$tmp/imported.csv"
run train --data "$root/tests/data/cli/measurements_small.csv" --methods default --out "$tmp/models" --format json
[ -s "$tmp/models/default.json" ] || fail "train wrote no model"

end=$(date +%s)
echo "gui_off: CLI without the GUI: build $((built - start)) s, checks $((end - built)) s, all passed"
