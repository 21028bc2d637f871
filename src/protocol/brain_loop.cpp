#include "tictactoe/protocol/brain_loop.hpp"

#include "tictactoe/protocol/protocol_text.hpp"

namespace ttt {

BrainLoop::BrainLoop(BrainSession& session, Writer writer)
    : session_(session), writer_(std::move(writer)) {
    // Progress lines are written by the search, on the worker thread.
    session_.setLineWriter(writer_);
    worker_ = std::thread([this] { run(); });
}

BrainLoop::~BrainLoop() {
    closeInput();
    wait();
    session_.setLineWriter({});
}

bool BrainLoop::post(ProtocolLine line) {
    const std::string keyword =
        line.truncated ? std::string() : gomocup::splitCommand(line.text).keyword;
    const bool isEnd = keyword == "END";
    if (keyword == "YXSTOP") {
        session_.requestStop(); // now, not when its turn in the queue comes
    }
    const bool interrupts = line.truncated || BrainSession::interruptsSearch(line.text);
    {
        const std::lock_guard lock(mutex_);
        if (closed_) {
            return false;
        }
        closed_ = isEnd;
        queue_.push_back(std::move(line));
    }
    if (isEnd) {
        session_.halt();
    } else if (interrupts && session_.searching()) {
        session_.interrupt();
    }
    ready_.notify_one();
    return !isEnd;
}

void BrainLoop::closeInput() {
    {
        const std::lock_guard lock(mutex_);
        closed_ = true;
    }
    // The manager is gone: nobody waits for the move being thought about.
    session_.halt();
    ready_.notify_one();
}

void BrainLoop::wait() {
    if (worker_.joinable()) {
        worker_.join();
    }
}

void BrainLoop::run() {
    for (;;) {
        ProtocolLine line;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [this] { return closed_ || !queue_.empty(); });
            if (queue_.empty()) {
                return; // closed and everything answered
            }
            line = std::move(queue_.front());
            queue_.pop_front();
        }
        for (const std::string& reply : session_.handleLine(line)) {
            writer_(reply);
        }
        if (session_.finished()) {
            return;
        }
    }
}

} // namespace ttt
