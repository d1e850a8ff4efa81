// main() of every tests_<folder> executable: runs one registered Qt Test class, or all of them
// one after the other, each in a child process of its own (tests/support/test_registry.h).
//   tests_cli                      every class; exit 1 when any failed
//   tests_cli test_cli_plans [-v2 fixesAreProven ...]   one class, Qt Test's options after it
//   tests_cli -silent              every class, each with these Qt Test options
//   tests_cli --list               the classes: file name and class name
#include "tests/support/test_registry.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace wattgpu::testing {
namespace {

struct TestClass {
    std::string name;      // the file's base name: test_cli
    std::string className; // TestCli
    TestClassRun run;
};

std::vector<TestClass>& registry()
{
    static std::vector<TestClass> classes;
    return classes;
}

const TestClass* find(const char* name)
{
    for (const TestClass& c : registry())
        if (c.name == name || c.className == name)
            return &c;
    return nullptr;
}

// Runs `self name args...` and waits for it. A child of its own keeps what one class leaves
// behind (the application object, QSettings paths, static caches) away from the next.
int runInChild(const char* self, const TestClass& c, int argc, char* argv[])
{
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t pid = fork();
    if (pid < 0) {
        std::perror("fork");
        return 1;
    }
    if (pid == 0) {
        std::vector<char*> args{const_cast<char*>(self), const_cast<char*>(c.name.c_str())};
        args.insert(args.end(), argv, argv + argc);
        args.push_back(nullptr);
        execv("/proc/self/exe", args.data());
        std::perror("execv /proc/self/exe");
        _exit(127);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) {
            std::perror("waitpid");
            return 1;
        }
    if (WIFSIGNALED(status)) {
        std::fprintf(stderr, "%s crashed: signal %d (%s)\n", c.name.c_str(), WTERMSIG(status),
                     strsignal(WTERMSIG(status)));
        return 128 + WTERMSIG(status);
    }
    return WEXITSTATUS(status);
}

int runAll(const char* self, int argc, char* argv[])
{
    std::vector<std::string> failed;
    for (const TestClass& c : registry()) {
        std::printf("=== %s (%s)\n", c.name.c_str(), c.className.c_str());
        if (runInChild(self, c, argc, argv) != 0)
            failed.push_back(c.name);
    }
    std::printf("=== %zu classes, %zu failed", registry().size(), failed.size());
    for (std::size_t i = 0; i < failed.size(); ++i)
        std::printf("%s%s", i == 0 ? ": " : ", ", failed[i].c_str());
    std::printf("\n");
    return failed.empty() ? 0 : 1;
}

void usage(const char* self)
{
    std::printf("usage: %s [NAME] [Qt Test options and functions]\n"
                "  NAME: a test class, by file name or class name; without it every class runs,\n"
                "  each in a process of its own. --list prints the classes.\n",
                self);
}

} // namespace

bool registerTestClass(const char* file, const char* className, TestClassRun run)
{
    std::string name = file;
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    registry().push_back({name, className, run});
    return true;
}

} // namespace wattgpu::testing

int main(int argc, char* argv[])
{
    using namespace wattgpu::testing;
    std::sort(registry().begin(), registry().end(),
              [](const TestClass& a, const TestClass& b) { return a.name < b.name; });
    if (argc < 2)
        return runAll(argv[0], 0, nullptr);
    if (std::strcmp(argv[1], "--list") == 0) {
        for (const TestClass& c : registry())
            std::printf("%s %s\n", c.name.c_str(), c.className.c_str());
        return 0;
    }
    if (std::strcmp(argv[1], "--help") == 0) {
        usage(argv[0]);
        return 0;
    }
    if (const TestClass* c = find(argv[1])) {
        // Qt Test sees the executable's name and the options after the class's.
        argv[1] = argv[0];
        return c->run(argc - 1, argv + 1);
    }
    if (argv[1][0] == '-')
        return runAll(argv[0], argc - 1, argv + 1);
    std::fprintf(stderr, "%s: no test class %s; --list prints them\n", argv[0], argv[1]);
    return 2;
}
