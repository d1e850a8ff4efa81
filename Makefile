# The two commands a newcomer needs (Debian bookworm, as root or with sudo):
#   make run    install packages if missing, build, launch the planner on its bundled data
#   make test   install packages if missing, build, run every test suite
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWATTGPU_WERROR=ON

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
