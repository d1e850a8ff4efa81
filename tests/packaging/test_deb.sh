#!/usr/bin/env bash
# Builds the Debian package from an already-built tree and checks what a user would get:
# the file list, the control fields, the desktop/AppStream/man files, and that the installed
# wattgpu-cli finds its data next to itself, with WATTGPU_DATA_DIR unset.
#
# Usage: test_deb.sh BUILD_DIR SOURCE_DIR PROJECT_VERSION EXPECT_GUI(0|1) [CPACK]
set -uo pipefail

BUILD_DIR=$1
SOURCE_DIR=$2
VERSION=$3
EXPECT_GUI=$4
CPACK=${5:-cpack}
APP_ID=io.wattgpu.Planner
LLM=meta-llama/Llama-3.1-8B-Instruct
GPU=h100-sxm5-80gb

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
die() { echo "FAIL: $*"; exit 1; }
# json_ok FILE [jq options] FILTER: FILE holds JSON and FILTER is true (jq -e alone passes empty input).
json_ok() { local f=$1; shift; [ -s "$f" ] && jq -e "$@" "$f" > /dev/null 2>&1; }

if ! command -v dpkg-deb > /dev/null; then
  echo "SKIP: dpkg-deb not found; the .deb can only be built and checked on Debian/Ubuntu"
  exit 77
fi
for tool in dpkg-shlibdeps appstreamcli desktop-file-validate file jq groff; do
  command -v "$tool" > /dev/null || die "$tool not found: run packaging/install-deps.sh"
done

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/wattgpu-deb-test.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

# --- Build the package -------------------------------------------------------------------
# -B keeps cpack's staging and output in the scratch folder, away from a user's `make package`.
echo "== cpack -G DEB (build dir: $BUILD_DIR)"
if ! "$CPACK" -G DEB --config "$BUILD_DIR/CPackConfig.cmake" -B "$SCRATCH/out" > "$SCRATCH/cpack.log" 2>&1; then
  cat "$SCRATCH/cpack.log"
  for log in "$SCRATCH"/out/_CPack_Packages/*/*/*Output.log; do
    [ -f "$log" ] && { echo "--- tail of $log"; tail -n 40 "$log"; }
  done
  die "cpack failed"
fi
shopt -s nullglob
debs=("$SCRATCH"/out/*.deb)
[ ${#debs[@]} -eq 1 ] || die "expected one .deb, got: ${debs[*]:-none}"
DEB=${debs[0]}
pass "built $(basename "$DEB")"

# --- Control fields ----------------------------------------------------------------------
mark=$failures
field() { dpkg-deb -f "$DEB" "$1"; }
[ "$(field Package)" = wattgpu-planner ] || fail "Package is '$(field Package)'"
[[ "$(field Version)" == "$VERSION"-* ]] || fail "Version '$(field Version)' does not start with $VERSION-"
[ "$(field Section)" = science ] || fail "Section is '$(field Section)'"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
[ -n "$(field Description)" ] || fail "no Description"
# libc6 in Depends proves dpkg-shlibdeps ran on the binaries.
field Depends | grep -q 'libc6 (>= ' || fail "Depends lacks the shlibdeps-computed libc6: '$(field Depends)'"
if readelf -d "$BUILD_DIR/bin/wattgpu-cli" 2> /dev/null | grep -q 'libxgboost'; then
  field Depends | grep -q libxgboost || fail "wattgpu-cli links XGBoost but Depends lacks it: '$(field Depends)'"
fi
[ $failures -eq $mark ] && pass "control fields; Depends: $(field Depends)"

# --- File list ---------------------------------------------------------------------------
dpkg-deb -c "$DEB" | awk '{print $6}' | sed 's|^\./|/|' > "$SCRATCH/files.txt"
expect=(
  /usr/bin/wattgpu-cli
  /usr/share/wattgpu/resources/catalog/gpu_specs.csv
  /usr/share/wattgpu/resources/catalog/llm_catalog.json
  /usr/share/wattgpu/models/data/measurements.csv
  /usr/share/applications/$APP_ID.desktop
  /usr/share/metainfo/$APP_ID.metainfo.xml
  /usr/share/icons/hicolor/scalable/apps/$APP_ID.svg
  /usr/share/icons/hicolor/48x48/apps/$APP_ID.png
  /usr/share/icons/hicolor/128x128/apps/$APP_ID.png
  /usr/share/icons/hicolor/256x256/apps/$APP_ID.png
  /usr/share/man/man1/wattgpu-cli.1.gz
)
# The GUI's translations (the CLI stays English and needs none).
[ "$EXPECT_GUI" = 1 ] && expect+=(/usr/bin/wattgpu /usr/share/wattgpu/translations/wattgpu_{pt_BR,es,de}.qm)
# Every data file of the source tree ships, so models added later are checked automatically.
for f in "$SOURCE_DIR"/resources/catalog/* "$SOURCE_DIR"/models/*.json "$SOURCE_DIR"/models/MODEL_CARD.md "$SOURCE_DIR"/models/docs/* \
         "$SOURCE_DIR"/models/data/*; do
  [ -f "$f" ] && expect+=("/usr/share/wattgpu/${f#"$SOURCE_DIR"/}")
done
missing=0
for f in "${expect[@]}"; do
  grep -qxF "$f" "$SCRATCH/files.txt" || { fail "package lacks $f"; missing=1; }
done
[ "$EXPECT_GUI" = 1 ] || ! grep -qxF /usr/bin/wattgpu "$SCRATCH/files.txt" || fail "GUI binary packaged in a GUI-less build"
if grep -v -e '^/usr/' "$SCRATCH/files.txt" | grep -qv '^/$'; then
  fail "files outside /usr: $(grep -v '^/usr/' "$SCRATCH/files.txt" | tr '\n' ' ')"
fi
[ $missing -eq 0 ] && pass "file list: ${#expect[@]} expected files present ($(wc -l < "$SCRATCH/files.txt") entries)"

# --- Extract and validate the desktop integration ----------------------------------------
ROOT=$SCRATCH/root
dpkg-deb -x "$DEB" "$ROOT" || die "dpkg-deb -x failed"

out=$(appstreamcli validate --no-net "$ROOT/usr/share/metainfo/$APP_ID.metainfo.xml" 2>&1)
rc=$?
if [ $rc -ne 0 ] || grep -qE '^[EW]:' <<< "$out"; then
  fail "appstreamcli validate --no-net (rc $rc):"; echo "$out"
else
  pass "appstreamcli validate --no-net: $(tail -n1 <<< "$out")"
fi

out=$(desktop-file-validate "$ROOT/usr/share/applications/$APP_ID.desktop" 2>&1)
rc=$?
if [ $rc -ne 0 ] || [ -n "$out" ]; then
  fail "desktop-file-validate (rc $rc):"; echo "$out"
else
  pass "desktop-file-validate: no errors or warnings"
fi
grep -qx "Icon=$APP_ID" "$ROOT/usr/share/applications/$APP_ID.desktop" || fail ".desktop Icon= is not $APP_ID"

mark=$failures
for size in 48 128 256; do
  png=$ROOT/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png
  desc=$(file -b "$png" 2> /dev/null)
  [[ "$desc" == "PNG image data, $size x $size,"* ]] || fail "icon ${size}x${size} is '$desc'"
done
file -b "$ROOT/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg" | grep -q SVG || fail "scalable icon is not SVG"
[ $failures -eq $mark ] && pass "icons: SVG + PNG 48/128/256"

man=$ROOT/usr/share/man/man1/wattgpu-cli.1.gz
if ! gzip -t "$man"; then
  fail "man page is not gzip"
else
  mark=$failures
  warnings=$(zcat "$man" | groff -man -ww -z 2>&1)
  [ -z "$warnings" ] || fail "groff warnings in the man page: $warnings"
  text=$(zcat "$man" | groff -man -Tascii 2> /dev/null | sed 's/.\x08//g')
  for word in catalog predict recommend train evaluate export "--format" JSON WATTGPU_DATA_DIR; do
    grep -q -- "$word" <<< "$text" || fail "man page does not mention $word"
  done
  [ $failures -eq $mark ] && pass "man page: gzip, no groff warnings, covers every command"
fi

# --- The installed CLI finds its data without environment variables -----------------------
CLI=$ROOT/usr/bin/wattgpu-cli
run_cli() { (cd "$SCRATCH" && env -u WATTGPU_DATA_DIR "$CLI" "$@"); }

# Append a sentinel GPU to the *installed* catalog: if the CLI lists it, it read the installed
# data, not the source tree it was built from.
catalog=$ROOT/usr/share/wattgpu/resources/catalog/gpu_specs.csv
sentinel=packaging-test-sentinel-gpu
grep "^$GPU," "$catalog" | awk -F, -v OFS=, -v id=$sentinel '{$1 = id; $3 = "Packaging Test Sentinel GPU"; print}' \
  >> "$catalog"

if ! run_cli catalog gpus --format json > "$SCRATCH/gpus.json" 2> "$SCRATCH/gpus.err"; then
  fail "installed 'wattgpu-cli catalog gpus --format json' failed:"; cat "$SCRATCH/gpus.err"
elif ! json_ok "$SCRATCH/gpus.json" --arg gpu "$GPU" --arg s "$sentinel" \
        'type == "array" and (map(.id) | index($gpu) != null and index($s) != null)'; then
  fail "installed catalog output lacks $GPU or the sentinel GPU:"; head -c 600 "$SCRATCH/gpus.json"; echo
else
  pass "installed wattgpu-cli catalog gpus: $(jq length "$SCRATCH/gpus.json") GPUs from /usr/share/wattgpu"
fi

# Every packaged model is loaded from the installed folder.
models=("$ROOT"/usr/share/wattgpu/models/*.json)
if [ ${#models[@]} -gt 0 ]; then
  if ! run_cli catalog models --format json > "$SCRATCH/models.json" 2> "$SCRATCH/models.err"; then
    fail "installed 'wattgpu-cli catalog models' failed:"; cat "$SCRATCH/models.err"
  elif ! json_ok "$SCRATCH/models.json" '[.[] | select(.file != "")] | length > 0'; then
    fail "installed wattgpu-cli loaded no model file:"; cat "$SCRATCH/models.json" "$SCRATCH/models.err"
  else
    # Baselines have no file; every trained model must come from the installed folder.
    mark=$failures
    while IFS= read -r f; do
      [[ "$(realpath -m "$f")" == "$(realpath "$ROOT")"/usr/share/wattgpu/models/* ]] \
        || fail "model loaded from $f, not from the installed folder"
    done < <(jq -r '.[].file | select(. != "")' "$SCRATCH/models.json")
    [ $failures -eq $mark ] && pass "installed wattgpu-cli loads $(jq -r '[.[] | select(.file != "") | .method] | join(", ")' \
      "$SCRATCH/models.json") from /usr/share/wattgpu/models"
  fi
fi

if ! run_cli predict --model "$LLM" --gpu "$GPU" --format json > "$SCRATCH/predict.json" 2> "$SCRATCH/predict.err"; then
  fail "installed 'wattgpu-cli predict' failed:"; cat "$SCRATCH/predict.err"
elif ! json_ok "$SCRATCH/predict.json" --arg gpu "$GPU" '.predictions | length == 1 and .[0].gpu == $gpu
          and .[0].power_w > 0 and .[0].itl_ms > 0'; then
  fail "unexpected predict output:"; cat "$SCRATCH/predict.json"
else
  pass "installed wattgpu-cli predict: $(jq -r '.predictions[0] | "\(.power_w | floor) W, \((.itl_ms * 10 | round) / 10) ms ITL"' \
        "$SCRATCH/predict.json") (method $(jq -r .method "$SCRATCH/predict.json"))"
fi

# The installed GUI starts from the package and renders its main window offscreen, in Brazilian
# Portuguese: --language fails (exit 2) unless the installed share/wattgpu/translations is found.
if [ "$EXPECT_GUI" = 1 ]; then
  if ! (cd "$SCRATCH" && env -u WATTGPU_DATA_DIR QT_QPA_PLATFORM=offscreen "$ROOT/usr/bin/wattgpu" \
          --screenshot "$SCRATCH/window.png" --model "$LLM" --size 1200x800 --language pt_BR) > "$SCRATCH/gui.log" 2>&1; then
    fail "installed 'wattgpu --screenshot' failed:"; tail -n 20 "$SCRATCH/gui.log"
  elif [[ "$(file -b "$SCRATCH/window.png" 2> /dev/null)" != "PNG image data"* ]]; then
    fail "installed wattgpu wrote no PNG screenshot"; tail -n 20 "$SCRATCH/gui.log"
  else
    pass "installed wattgpu renders its window offscreen in pt_BR ($(file -b "$SCRATCH/window.png" | cut -d, -f2 | xargs))"
  fi
fi

if [ $failures -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "All packaging checks passed"
