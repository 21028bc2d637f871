#include "temp_dir.hpp"
#include "tictactoe/core/atomic_file.hpp"
#include "tictactoe/core/owned_file.hpp"
#include "tictactoe/core/path_text.hpp"
#include "tictactoe/core/read_file.hpp"

#include <catch2/catch.hpp>
#include <regex>

#ifndef _WIN32
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace ttt;
using test::readBytes;
using test::TempDir;
using test::writeBytes;

TEST_CASE("an atomic write replaces the file and leaves no temporary file", "[core][files]") {
    TempDir dir;
    const auto target = dir / "data.json";
    CHECK(writeFileAtomically(target, "first"));
    CHECK(readBytes(target) == "first");
    CHECK(writeFileAtomically(target, "second, longer content"));
    CHECK(readBytes(target) == "second, longer content");
    CHECK(dir.entries() == std::vector<std::string>{"data.json"});
}

TEST_CASE("the folder of the target is created", "[core][files]") {
    TempDir dir;
    const auto target = dir.path() / "a" / "b" / "file.txt";
    CHECK(writeFileAtomically(target, "x"));
    CHECK(readBytes(target) == "x");
}

TEST_CASE("a writer destroyed before commit leaves the old file intact", "[core][files]") {
    TempDir dir;
    const auto target = dir / "board.json";
    writeBytes(target, "old content");
    {
        AtomicFileWriter writer(target);
        REQUIRE(writer.write("new content, half of it"));
        CHECK(std::filesystem::exists(writer.temporaryPath()));
        CHECK(writer.temporaryPath().parent_path() == target.parent_path());
        // The "crash": no commit.
    }
    CHECK(readBytes(target) == "old content");
    CHECK(dir.entries() == std::vector<std::string>{"board.json"});
}

TEST_CASE("a write that fails after N bytes leaves the old file intact", "[core][files]") {
    TempDir dir;
    const auto target = dir / "board.json";
    const std::string old = "the old leaderboard";
    const std::string content(10'000, 'n');
    for (const std::size_t failAt :
         {std::size_t{0}, std::size_t{1}, std::size_t{4096}, content.size() - 1}) {
        writeBytes(target, old);
        AtomicFileWriter writer(target);
        writer.failAfterBytesForTesting(failAt);
        CHECK_FALSE(writer.write(content));
        const auto committed = writer.commit();
        REQUIRE_FALSE(committed);
        CHECK_THAT(committed.error().message(), Catch::Contains("no space left"));
        CHECK(readBytes(target) == old);
        CHECK(dir.entries() == std::vector<std::string>{"board.json"});
    }
}

#ifndef _WIN32
TEST_CASE("a process killed in the middle of a write leaves the old file intact", "[core][files]") {
    TempDir dir;
    const auto target = dir / "autosave.tttgame";
    writeBytes(target, "the previous autosave");
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        AtomicFileWriter writer(target);
        (void)writer.write(std::string(100'000, 'z'));
        std::_Exit(3); // dies without unwinding: no destructor, no commit
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 3);
    CHECK(readBytes(target) == "the previous autosave");
    // The dead writer's temporary file is left behind under its own name, untouched by readers.
    const auto entries = dir.entries();
    CHECK(entries.size() == 2);
    for (const auto& name : entries) {
        CHECK(
            (name == "autosave.tttgame" || (name.starts_with(".ttt-") && name.ends_with(".tmp"))));
    }
}

TEST_CASE("a file name as long as the file system allows can be written", "[core][files]") {
    TempDir dir;
    const auto target = dir / (std::string(250, 'n') + ".psq"); // 254 bytes
    CHECK(writeFileAtomically(target, "first"));
    CHECK(writeFileAtomically(target, "second"));
    CHECK(readBytes(target) == "second");
    CHECK(dir.entries().size() == 1);
}

TEST_CASE("a symbolic link is written through and stays a link", "[core][files]") {
    TempDir dir;
    std::filesystem::create_directories(dir / "real");
    const auto real = dir / "real" / "leaderboard.json";
    writeBytes(real, "old");
    const auto link = dir / "leaderboard.json";
    std::filesystem::create_symlink(std::filesystem::path("real") / "leaderboard.json", link);
    CHECK(writeFileAtomically(link, "new"));
    CHECK(std::filesystem::is_symlink(link));
    CHECK(readBytes(real) == "new");
    CHECK(readBytes(link) == "new");
    // A link to a file that does not exist yet creates that file.
    const auto dangling = dir / "settings.json";
    std::filesystem::create_symlink(std::filesystem::path("real") / "settings.json", dangling);
    CHECK(writeFileAtomically(dangling, "made"));
    CHECK(std::filesystem::is_symlink(dangling));
    CHECK(readBytes(dir / "real" / "settings.json") == "made");
}

TEST_CASE("a read-only folder leaves the old file intact with a clear message", "[core][files]") {
    TempDir dir;
    const auto folder = dir / "locked";
    std::filesystem::create_directories(folder);
    const auto target = folder / "autosave.tttgame";
    writeBytes(target, "old");
    REQUIRE(chmod(folder.c_str(), 0555) == 0);
    // Root writes into read-only folders: the write is tried as "nobody" then.
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) {
            std::_Exit(2);
        }
        const auto written = writeFileAtomically(target, "new");
        std::_Exit(!written && written.error().message().find("cannot create") != std::string::npos
                       ? 0
                       : 1);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(chmod(folder.c_str(), 0700) == 0);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(readBytes(target) == "old");
}

TEST_CASE("an atomic write keeps the old file's permissions", "[core][files]") {
    TempDir dir;
    const auto target = dir / "private.json";
    writeBytes(target, "a");
    REQUIRE(chmod(target.c_str(), 0600) == 0);
    CHECK(writeFileAtomically(target, "b"));
    struct stat info {};
    REQUIRE(stat(target.c_str(), &info) == 0);
    CHECK((info.st_mode & 0777) == 0600);
}
#endif

TEST_CASE("reading caps the size", "[core][files]") {
    TempDir dir;
    const auto path = dir / "big";
    writeBytes(path, std::string(1000, 'a'));
    using Kind = FileProblem::Kind;
    const auto ok = readTextFile(path, 1000);
    REQUIRE(ok);
    CHECK(ok->size() == 1000);
    const auto big = readTextFile(path, 999);
    REQUIRE_FALSE(big);
    CHECK(big.error().kind == Kind::TooLarge);
    CHECK_THAT(big.error().message(), Catch::Contains("too large"));
    CHECK(readTextFile(dir / "missing", 10).error().kind == Kind::Missing);
    CHECK(readTextFile(dir.path(), 10).error().kind == Kind::Unreadable);
}

TEST_CASE("setting a file aside renames it with a timestamp", "[core][files]") {
    TempDir dir;
    const auto path = dir / "leaderboard.json";
    writeBytes(path, "damaged");
    const auto first = setAside(path);
    REQUIRE(first.has_value());
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK(readBytes(first.value()) == "damaged");
    const std::regex pattern(R"(leaderboard\.json\.corrupt-\d{8}-\d{6})");
    CHECK(std::regex_match(first.value().filename().string(), pattern));

    // A second damaged file in the same second gets its own name.
    writeBytes(path, "damaged again");
    const auto second = setAside(path);
    REQUIRE(second.has_value());
    CHECK(second.value() != first.value());
    CHECK(readBytes(first.value()) == "damaged");
    CHECK(readBytes(second.value()) == "damaged again");
    CHECK_FALSE(setAside(dir / "missing").has_value());
}

TEST_CASE("loadOrSetAside: missing, good and damaged files", "[core][files]") {
    TempDir dir;
    const auto path = dir / "leaderboard.json";
    auto parser = [](std::string_view text) -> Expected<void> {
        if (text == "good") {
            return {};
        }
        return failure(Text("line 1: not good"));
    };

    const LoadReport missing =
        loadOrSetAside(path, 100, Text("The leaderboard file"), Text("an empty one"), parser);
    CHECK_FALSE(missing.loaded);
    CHECK_FALSE(missing.notice);
    CHECK(missing.safeToSave);

    writeBytes(path, "good");
    const LoadReport good =
        loadOrSetAside(path, 100, Text("The leaderboard file"), Text("an empty one"), parser);
    CHECK(good.loaded);
    CHECK_FALSE(good.notice);
    CHECK(readBytes(path) == "good");

    writeBytes(path, "bad");
    const LoadReport bad =
        loadOrSetAside(path, 100, Text("The leaderboard file"), Text("an empty one"), parser);
    CHECK_FALSE(bad.loaded);
    REQUIRE(bad.notice);
    REQUIRE(bad.setAsideAs);
    CHECK(bad.safeToSave);
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK(readBytes(*bad.setAsideAs) == "bad");
    CHECK_THAT(bad.notice->english(), Catch::Contains("line 1: not good"));
    CHECK_THAT(bad.notice->english(), Catch::Contains(displayPath(*bad.setAsideAs)));
    CHECK_THAT(bad.notice->english(), Catch::Contains("continues with an empty one"));

    // Told once: the next start finds no file and says nothing.
    const LoadReport again =
        loadOrSetAside(path, 100, Text("The leaderboard file"), Text("an empty one"), parser);
    CHECK_FALSE(again.notice);

    writeBytes(path, std::string(101, 'x'));
    const LoadReport huge =
        loadOrSetAside(path, 100, Text("The leaderboard file"), Text("an empty one"), parser);
    REQUIRE(huge.notice);
    CHECK_THAT(huge.notice->english(), Catch::Contains("too large"));
    REQUIRE(huge.setAsideAs);
    CHECK(std::filesystem::file_size(*huge.setAsideAs) == 101);
}
