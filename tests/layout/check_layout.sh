#!/usr/bin/env bash
# The layout and habits the README's "Layout" section promises, checked on the source tree; any
# regression fails (CTest layout_check, and .ci/run before make test):
#   1. clang-format 14 with the repository's .clang-format reports no drift on a C++ file
#      (translations/ excluded);
#   2. app/cli never includes the widgets layer (ui/), and neither do the Qt libraries of app/lib;
#   3. nothing under core/ includes a Qt header (or app/, ui/);
#   4. no C++ file outside tests/ and translations/ is longer than 700 lines;
#   5. inside core/, a file includes only its own module or one before it in
#        util < catalog < features < data < predict < eval < plan < report
#   6. no file of ui/ or app/ calls core's figure functions (objective, its interval, costs, the
#      cost basis) or multiplies a fleet's GPUs into a peak: views format the plan outcome's
#      figures and comparators (core/plan/outcome.h), they never derive them
#   tests/layout/check_layout.sh [SOURCE_DIR]      (default: the tree this script is in)
# Exit 0 when everything holds, 1 on any finding (each one printed as file:line: what).
set -uo pipefail
root=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
cd "$root" || exit 1

modules=(util catalog features data predict eval plan report)
max_lines=700
status=0
fail() {
  echo "check_layout: $*"
  status=1
}

# The C++ files of the tree: tracked ones in a git checkout (plus new, unignored ones), else all.
if git -C "$root" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  mapfile -t files < <(git ls-files --cached --others --exclude-standard -- '*.cpp' '*.h' | sort -u)
else
  mapfile -t files < <(find . -path ./build\* -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sed 's|^\./||' | sort)
fi
existing=()
for f in "${files[@]}"; do [ -f "$f" ] && existing+=("$f"); done
files=("${existing[@]}")
[ ${#files[@]} -gt 100 ] || fail "only ${#files[@]} C++ files found under $root"

# 1. Formatting.
formatter=""
for c in clang-format-14 clang-format; do
  if command -v "$c" > /dev/null && "$c" --version | grep -q 'version 14\.'; then
    formatter=$c
    break
  fi
done
if [ -z "$formatter" ]; then
  fail "clang-format 14 is not installed (Debian: clang-format-14; packaging/install-deps.sh installs it)"
else
  formatted=()
  for f in "${files[@]}"; do
    case $f in translations/*) ;; *) formatted+=("$f") ;; esac
  done
  drift=$(printf '%s\0' "${formatted[@]}" | xargs -0 "$formatter" --dry-run -Werror 2>&1 | grep -E '^[^ ].*: error:' |
    sed 's/: error:.*//' | sort -u)
  if [ -n "$drift" ]; then
    while read -r where; do fail "$where: not formatted (run: $formatter -i ${where%%:*})"; done <<< "$drift"
  fi
fi

# 2-5. Includes and lengths.
rank() {
  local i
  for i in "${!modules[@]}"; do
    [ "${modules[$i]}" = "$1" ] && echo "$i" && return
  done
  echo -1
}
# Core's figure functions (core/plan/economics.h, outcome.h) and the fleet peak's product.
derivations='(^|[^:A-Za-z_])(objectiveValue|objectiveInterval|deploymentCost|costBasis|electricityUsdPerMTokens|'
derivations+='hardwareUsdPerMTokens|allInUsdPerMTokens|gco2PerMTokens|hardwareUsdPerGpuHour|percentLess)\(|totalGpus\)? \* '
for f in "${files[@]}"; do
  case $f in
  app/cli/* | app/lib/*)
    grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"ui/' "$f" | while IFS=: read -r line text; do
      echo "check_layout: $f:$line: includes the widgets layer: $text"
    done | grep . && status=1
    ;;
  core/*)
    grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](Q[A-Za-z]*|Qt[A-Za-z]*/[^>"]*)[>"]' "$f" |
      while IFS=: read -r line text; do echo "check_layout: $f:$line: Qt header in the Qt-free core: $text"; done |
      grep . && status=1
    grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"(app|ui)/' "$f" | while IFS=: read -r line text; do
      echo "check_layout: $f:$line: core includes a layer above it: $text"
    done | grep . && status=1
    own=$(echo "$f" | cut -d/ -f2)
    own_rank=$(rank "$own")
    if [ "$own_rank" -lt 0 ]; then
      fail "$f: core module '$own' is not in the documented order (${modules[*]}); add it to README and this script"
    else
      while IFS=: read -r line target; do
        [ -z "$line" ] && continue
        target_rank=$(rank "$target")
        if [ "$target_rank" -lt 0 ]; then
          fail "$f:$line: includes core/$target, a module not in the documented order"
        elif [ "$target_rank" -gt "$own_rank" ]; then
          fail "$f:$line: core/$own includes core/$target, which comes after it (${modules[*]})"
        fi
      done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"core/[a-z_]+/' "$f" |
        sed -E 's/^([0-9]+):.*"core\/([a-z_]+)\/.*/\1:\2/')
    fi
    ;;
  esac
  case $f in
  ui/* | app/*)
    grep -nE "$derivations" "$f" | grep -vE 'DisplayText::objectiveValue|static QString objectiveValue\(' |
      while IFS=: read -r line text; do
        echo "check_layout: $f:$line: a view derives a figure the plan outcome holds (core/plan/outcome.h): $text"
      done | grep . && status=1
    ;;
  esac
  case $f in
  tests/* | translations/*) ;;
  *)
    n=$(wc -l < "$f")
    [ "$n" -gt "$max_lines" ] && fail "$f: $n lines (at most $max_lines outside tests/ and translations/; split it along its seams)"
    ;;
  esac
done

[ $status -eq 0 ] && echo "check_layout: ${#files[@]} C++ files: formatted, layered as documented, no figure derived in a view, none over $max_lines lines"
exit $status
