#pragma once

// Runs a BrainSession on a worker thread while the caller keeps reading input,
// as the protocol recommends: END or a new command is seen while the brain
// thinks. A command other than INFO that arrives during a search stops it (the
// manager no longer waits for that move); END stops any search at once, and
// the lines queued before it get their answers except for moves. YXSTOP
// stops a search at once and its move is answered.

#include "tictactoe/protocol/brain_session.hpp"
#include "tictactoe/protocol/line_splitter.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace ttt {

class BrainLoop {
public:
    // Called on the worker thread for every reply line (it should flush).
    using Writer = std::function<void(const std::string& line)>;

    BrainLoop(BrainSession& session, Writer writer);
    ~BrainLoop(); // closes the input and waits for the worker
    BrainLoop(const BrainLoop&) = delete;
    BrainLoop& operator=(const BrainLoop&) = delete;

    // Queues one input line. Returns false once END was posted: the caller
    // should stop reading.
    bool post(ProtocolLine line);
    // No more input (the manager is gone): like END, any search stops at once;
    // the worker answers what is queued (but moves), then stops.
    void closeInput();
    // Waits until the worker stopped (after END or the end of the input).
    void wait();

private:
    void run();

    BrainSession& session_;
    Writer writer_;
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<ProtocolLine> queue_;
    bool closed_ = false;
    std::thread worker_;
};

} // namespace ttt
