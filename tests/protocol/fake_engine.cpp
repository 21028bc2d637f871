// A small Gomocup brain for the tests: it plays the first free cell and, when
// asked, misbehaves in one chosen way. Before each answer it reports the
// command it got as a MESSAGE line, so a test can see what the manager sent.
//
// usage: fake_engine MODE   (MODE: good, crash-at-start, crash, abort, sleep,
//        garbage, occupied, offboard, refuse-start, long-line, no-restart,
//        flood, suggest, ignore-end, error-move, double, suggest-flood,
//        chatty, long-debug, orphan, slow-settings, nbest, nbest-wait,
//        nbest-die, nbest-flood)
//
// The nbest modes answer YXBOARD and YXNBEST as Yixin Board's engines do: the
// n first free cells as the best moves, each told in a MESSAGE line (rank 1
// in Rapfi's "(1) ev | depth | line" form, the others as "depth ... pv"),
// then the first free cell; nbest-wait waits for YXSTOP before it answers,
// nbest-die dies after its first line, nbest-flood prints 100000 lines.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#ifndef _WIN32
#include <unistd.h>
#endif

namespace {

std::string mode;
int width = 0;
int height = 0;
std::vector<int> cells;
// "chatty": DEBUG lines pour out between commands until the next one arrives.
std::atomic<bool> chatter{false};
std::thread chatterThread;

void stopChatter() {
    chatter = false;
    if (chatterThread.joinable()) {
        chatterThread.join();
    }
}

// "double": the answer and the unrequested line go out in one write.
bool holdOutput = false;
std::string heldOutput;

void say(const std::string& line) {
    if (holdOutput) {
        heldOutput += line + "\r\n";
        return;
    }
    std::cout << line << "\r\n" << std::flush;
}

bool readPoint(const std::string& text, int& x, int& y) {
    char comma = 0;
    std::istringstream in(text);
    return static_cast<bool>(in >> x >> comma >> y) && comma == ',';
}

bool onBoard(int x, int y) {
    return x >= 0 && y >= 0 && x < width && y < height;
}

void answerMove(int lastX, int lastY) {
    if (mode == "crash") {
        std::exit(3);
    }
    if (mode == "abort") {
        std::abort();
    }
    if (mode == "sleep") {
        std::this_thread::sleep_for(std::chrono::seconds(30));
    }
    if (mode == "garbage") {
        say("I think I will win");
        return;
    }
    if (mode == "offboard") {
        say(std::to_string(width) + ",0");
        return;
    }
    if (mode == "occupied" && lastX >= 0) {
        say(std::to_string(lastX) + "," + std::to_string(lastY));
        return;
    }
    if (mode == "long-line") {
        say(std::string(100000, '7'));
        return;
    }
    if (mode == "error-move") {
        say("ERROR I cannot play here");
        return;
    }
    if (mode == "flood") {
        for (;;) {
            say("DEBUG still thinking");
        }
    }
    if (mode == "suggest-flood") {
        // Proposes without end and never reads the manager's PLAY answers.
        for (;;) {
            say("SUGGEST 0,0");
        }
    }
    if (mode == "long-debug") {
        say("DEBUG " + std::string(10000, 'd'));
        say("MESSAGE " + std::string(5000, 'm'));
    }
    for (int i = 0; i < width * height; ++i) {
        if (cells[static_cast<std::size_t>(i)] == 0) {
            cells[static_cast<std::size_t>(i)] = 1;
            const std::string move = std::to_string(i % width) + "," + std::to_string(i / width);
            if (mode == "suggest") {
                say("SUGGEST " + move);
                std::string play;
                std::getline(std::cin, play);
                say("MESSAGE got " + play.substr(0, play.find('\r')));
            }
            if (mode == "double") {
                holdOutput = true;
            }
            say(move);
            if (mode == "chatty") {
                chatter = true;
                chatterThread = std::thread([] {
                    while (chatter) {
                        say("DEBUG " + std::string(200, 'c'));
                    }
                });
            }
            if (mode == "double") {
                mode = "double-done"; // a second, unrequested move, once
                answerMove(lastX, lastY);
                mode = "double";
                // In the same write as the answer, so that it has arrived
                // before the manager's next command, however busy the machine.
                holdOutput = false;
                std::cout << heldOutput << std::flush;
                heldOutput.clear();
            }
            return;
        }
    }
    say("ERROR the board is full");
}

// The stones of a BOARD or YXBOARD block up to DONE, on an empty board; the
// last stone's cell (-1, -1 when none).
std::pair<int, int> readStones() {
    cells.assign(cells.size(), 0);
    int lastX = -1;
    int lastY = -1;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line == "DONE") {
            break;
        }
        int x = 0;
        int y = 0;
        std::istringstream in(line);
        char comma = 0;
        int field = 0;
        if (in >> x >> comma >> y >> comma >> field && onBoard(x, y)) {
            cells[static_cast<std::size_t>(y * width + x)] = field;
            lastX = x;
            lastY = y;
        }
    }
    return {lastX, lastY};
}

} // namespace

int main(int argc, char** argv) {
    mode = argc > 1 ? argv[1] : "good";
    if (mode == "crash-at-start") {
        return 4;
    }
#ifndef _WIN32
    if (mode == "orphan") {
        // A launcher (a script, wine) that ends while its child plays on in
        // the same process group; the child tells its pid on START.
        if (fork() != 0) {
            return 0;
        }
    }
#endif
    std::string line;
    while (std::getline(std::cin, line)) {
        stopChatter();
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.empty()) {
            continue;
        }
        const std::string command = line.substr(0, line.find(' '));
        const std::string arguments =
            line.find(' ') == std::string::npos ? std::string() : line.substr(line.find(' ') + 1);
        if (command == "INFO") {
            if (mode == "echo-info") {
                say("MESSAGE info " + arguments); // what the manager told, for the tests
            }
            if (mode == "slow-settings" && arguments.rfind("max_memory", 0) == 0) {
                // Like an engine that sizes its tables for the memory it may use.
                std::this_thread::sleep_for(std::chrono::milliseconds(600));
            }
            continue; // no answer expected
        }
        if (command == "END") {
            if (mode == "ignore-end") {
                std::this_thread::sleep_for(std::chrono::seconds(30));
            }
            stopChatter();
            return 0;
        }
        say("MESSAGE received " + line);
        if (command == "START" || command == "RECTSTART") {
            if (mode == "refuse-start") {
                say("ERROR size not supported");
                continue;
            }
            int w = 0;
            int h = 0;
            if (command == "START") {
                w = h = std::atoi(arguments.c_str());
            } else if (!readPoint(arguments, w, h)) {
                say("ERROR bad size");
                continue;
            }
            width = w;
            height = h;
            cells.assign(static_cast<std::size_t>(w * h), 0);
#ifndef _WIN32
            if (mode == "orphan") {
                say("MESSAGE pid " + std::to_string(getpid()));
            }
#endif
            say("OK");
        } else if (command == "RESTART") {
            if (mode == "no-restart") {
                say("UNKNOWN RESTART");
                continue;
            }
            cells.assign(cells.size(), 0);
            say("OK");
        } else if (command == "ABOUT") {
            say("name=\"Fake " + mode + "\", version=\"0.1\", author=\"Tests\", country=\"None\"");
        } else if (command == "BEGIN") {
            answerMove(-1, -1);
        } else if (command == "TURN") {
            int x = -1;
            int y = -1;
            if (!readPoint(arguments, x, y) || !onBoard(x, y)) {
                say("ERROR bad coordinates");
                continue;
            }
            cells[static_cast<std::size_t>(y * width + x)] = 2;
            answerMove(x, y);
        } else if (command == "BOARD") {
            const auto [lastX, lastY] = readStones();
            answerMove(lastX, lastY);
        } else if (command == "YXBOARD" && mode.rfind("nbest", 0) == 0) {
            readStones();
        } else if (command == "YXNBEST" && mode.rfind("nbest", 0) == 0) {
            const int n = std::max(1, std::atoi(arguments.c_str()));
            std::vector<int> free;
            for (std::size_t i = 0; i < cells.size() && free.size() < static_cast<std::size_t>(n);
                 ++i) {
                if (cells[i] == 0) {
                    free.push_back(static_cast<int>(i));
                }
            }
            const auto letters = [](int i) {
                return std::string(1, static_cast<char>('A' + i % width)) +
                       std::to_string(i / width + 1);
            };
            const auto xy = [](int i) {
                return std::to_string(i % width) + "," + std::to_string(i / width);
            };
            const int lines = mode == "nbest-flood" ? 100000 : 1;
            for (int round = 0; round < lines; ++round) {
                for (std::size_t k = 0; k < free.size(); ++k) {
                    const int depth = 3 + round;
                    if (k == 0) {
                        say("MESSAGE (1) " + std::to_string(120 - round % 7) + " | " +
                            std::to_string(depth) + "-9 | " + letters(free[k]));
                    } else {
                        say("MESSAGE depth " + std::to_string(depth) + " multipv " +
                            std::to_string(k + 1) + " ev -" + std::to_string(10 * k) +
                            " w 45.5 n 1000 n/ms 10 tm 5 pv " + xy(free[k]));
                    }
                    if (mode == "nbest-die") {
                        std::exit(5);
                    }
                }
            }
            if (mode == "nbest-wait") {
                while (std::getline(std::cin, line) && line.rfind("YXSTOP", 0) != 0) {
                }
            }
            if (!free.empty()) {
                cells[static_cast<std::size_t>(free[0])] = 1;
                say(xy(free[0]));
            }
        } else {
            say("UNKNOWN " + command);
        }
    }
    stopChatter();
    return 0;
}
