#!/usr/bin/env bash
# ASan + UBSan build of what reads outside input — core (catalogs, configs, importers, models,
# plans' numbers), the Hub client, the report library and the CLI — with their suites (core,
# reliability, net, report, cli) and the fuzz targets' seed corpora and regressions replayed
# (tests/fuzz, built with a replay main: -DWATTGPU_FUZZ_REPLAY=ON), then ctest with the options
# below. Exits non-zero on a test failure or on any sanitizer report, including reports from child
# processes (the CLI suites run wattgpu-cli): every report goes to a log file checked at the end.
# The GUI and its suites are left out by default (tests/sanitizers/README.md says why); GUI=ON
# adds them (and test_screenshot's GUI binary, test_translations' catalogs).
#   tests/sanitizers/run.sh            # build dir build-asan, -j$(nproc)
#   BUILD=/tmp/asan JOBS=1 tests/sanitizers/run.sh -R test_reliability   # extra args go to ctest
#   GUI=ON tests/sanitizers/run.sh     # the GUI suites too
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build-asan}
jobs=${JOBS:-$(nproc)}
gui=${GUI:-OFF}
here=$root/tests/sanitizers
logs=$build/sanitizer-logs

start=$(date +%s)
mkdir -p "$build"
# -O1 -g1: ASan's recommended optimisation level, and line tables are all a report needs; both
# cut the cold build (the CI stage's main cost) against RelWithDebInfo's -O2 -g. No benchmarks
# or package: the default target is what the suites run (libraries, wattgpu-cli, the test
# executables, the fuzz replayers; with GUI=ON the GUI and the .qm catalogs too).
# No -Werror here: ASan's instrumentation at -O1 makes gcc 12 report maybe-uninitialized inside
# libstdc++ (std::regex's std::function, test_hf_config), a false positive; warnings are enforced
# by the plain build of `make test`, which compiles the same sources with WATTGPU_WERROR=ON.
cmake -S "$root" -B "$build" -DWATTGPU_SANITIZE=ON -DWATTGPU_WERROR=OFF -DWATTGPU_BUILD_GUI="$gui" -DWATTGPU_BUILD_BENCHMARKS=OFF \
  -DWATTGPU_FUZZ_REPLAY=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  > "$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j"$jobs"
built=$(date +%s)

rm -rf "$logs"
mkdir -p "$logs"
# detect_leaks: LSan runs at exit of every process. abort_on_error gives a core-dump-style exit
# ctest reports; log_path sends each process's report to $logs/<tool>.<pid>.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1:strict_string_checks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1:log_path=$logs/asan"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="suppressions=$here/ubsan.supp:print_stacktrace=1:halt_on_error=1:log_path=$logs/ubsan"

status=0
# The packaging test builds and inspects a .deb, the layout check reads the sources: nothing for
# the sanitizers to see. The CLI suites start the ASan wattgpu-cli hundreds of times, and with
# detect_stack_use_after_return each start takes twice as long (1.9 s against 0.9 s for a
# recommend): they run without it (the last value of an option wins); every other suite, the
# in-process ones that reach the same core code, with it.
(cd "$build" && ctest --output-on-failure -j"$jobs" --timeout 1800 -LE 'packaging|layout|cli' "$@") || status=$?
(cd "$build" && ASAN_OPTIONS="$ASAN_OPTIONS:detect_stack_use_after_return=0" \
  ctest --output-on-failure -j"$jobs" --timeout 1800 -L cli "$@") || status=$?

reports=$(find "$logs" -type f -size +0 | sort)
if [ -n "$reports" ]; then
  echo "sanitizer reports:"
  for f in $reports; do echo "== $f"; cat "$f"; done
  status=1
fi
end=$(date +%s)
echo "sanitizers: build $((built - start)) s, tests $((end - built)) s, $( [ $status -eq 0 ] && echo clean || echo FAILED)"
exit $status
