# The two commands a newcomer needs (Debian bookworm, as root or with sudo):
#   make run    install packages if missing, build, launch the planner on its bundled data
#   make test   install packages if missing, build, run every test suite
BUILD ?= build
JOBS ?= $(shell nproc)
# -g1: line tables only (file:line in backtraces and sanitizer reports, no variables): a third
# less compile time than RelWithDebInfo's -g. For a debugger, configure a build of your own
# (cmake -S . -B build-debug -DCMAKE_BUILD_TYPE=Debug). tests/layout/gui_off.sh builds with the
# same flags (exported), so ccache serves it make test's objects.
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWATTGPU_WERROR=ON -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
export CMAKE_FLAGS

.PHONY: deps configure build run test test-gui-off test-sanitize bench clean

deps:
	@bash packaging/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) $(CMAKE_FLAGS) > /dev/null

build: configure
	@cmake --build $(BUILD) -j$(JOBS)

run: build
	@if [ -x $(BUILD)/bin/wattgpu ]; then $(BUILD)/bin/wattgpu; \
	else $(BUILD)/bin/wattgpu-cli recommend --model meta-llama/Llama-3.1-8B-Instruct --sla-itl-ms 50 --format table; fi

test: build
	@cd $(BUILD) && ctest --output-on-failure -j$(JOBS) --timeout 900

bench: build
	@$(BUILD)/bin/wattgpu-bench

clean:
	@rm -rf $(BUILD)

# The CLI built with -DWATTGPU_BUILD_GUI=OFF in $(BUILD)-nogui, its tests and every subcommand.
test-gui-off: deps
	@BUILD=$(BUILD)-nogui JOBS=$(JOBS) bash tests/layout/gui_off.sh

# ASan + UBSan build of core, CLI and the non-GUI test suites (see tests/sanitizers/run.sh).
test-sanitize: deps
	@bash tests/sanitizers/run.sh
