#include "tictactoe/net/net_game.hpp"

#include "net_json.hpp"
#include "tictactoe/records/game_record.hpp"
#include "tictactoe/records/game_record_format.hpp"
#include "tictactoe/records/player_name.hpp"

#include <array>
#include <utility>

namespace ttt::net {

namespace {

// At most this many events or requests in one message (a whole 26x26 round
// of moves and decisions, and more).
constexpr std::size_t kMaxBatch = 2'000;

std::optional<ColourOption> optionNamed(std::string_view name) {
    for (const auto option :
         {ColourOption::TakeBlack, ColourOption::TakeWhite, ColourOption::PlaceTwo}) {
        if (colourOptionName(option) == name) {
            return option;
        }
    }
    return std::nullopt;
}

constexpr std::array<std::pair<NetChange, std::string_view>, 10> kChangeNames{{
    {NetChange::move, "move"},
    {NetChange::colour, "colour"},
    {NetChange::undo, "undo"},
    {NetChange::newRound, "round"},
    {NetChange::undoAsked, "undo-asked"},
    {NetChange::undoDeclined, "undo-declined"},
    {NetChange::resign, "resign"},
    {NetChange::drawOffered, "draw-offered"},
    {NetChange::drawDeclined, "draw-declined"},
    {NetChange::draw, "draw"},
}};

Json eventJson(const NetEvent& event) {
    Json json;
    for (const auto& [change, name] : kChangeNames) {
        if (change == event.change) {
            json["change"] = name;
        }
    }
    switch (event.change) {
    case NetChange::move:
        json["x"] = event.point.x;
        json["y"] = event.point.y;
        break;
    case NetChange::colour:
        json["option"] = colourOptionName(event.option);
        break;
    case NetChange::undo:
        json["count"] = event.count;
        break;
    case NetChange::undoAsked:
    case NetChange::undoDeclined:
    case NetChange::resign:
    case NetChange::drawOffered:
    case NetChange::drawDeclined:
    case NetChange::draw:
        json["player"] = event.player;
        break;
    case NetChange::newRound:
        break;
    }
    return json;
}

Expected<Point> pointOf(const Json& json) {
    constexpr long long kLimit = GameRecord::kMaxCoordinate;
    TTT_TRY(x, intField(json, "x", -kLimit, kLimit));
    TTT_TRY(y, intField(json, "y", -kLimit, kLimit));
    return Point{static_cast<int>(x), static_cast<int>(y)};
}

Expected<ColourOption> optionOf(const Json& json) {
    TTT_TRY(name, textField(json, "option", 8));
    const auto option = optionNamed(name);
    if (!option) {
        return failure(Text("\"option\" must be black, white or two"));
    }
    return *option;
}

Expected<NetEvent> readEvent(const Json& json) {
    if (!json.is_object()) {
        return failure(Text("an event that is not an object"));
    }
    TTT_TRY(name, textField(json, "change", 16));
    NetEvent event;
    bool known = false;
    for (const auto& [change, changeName] : kChangeNames) {
        if (changeName == name) {
            event.change = change;
            known = true;
        }
    }
    if (!known) {
        return failure(Text("an unknown change \"{0}\"", name));
    }
    switch (event.change) {
    case NetChange::move: {
        TTT_TRY(point, pointOf(json));
        event.point = point;
        break;
    }
    case NetChange::colour: {
        TTT_TRY(option, optionOf(json));
        event.option = option;
        break;
    }
    case NetChange::undo: {
        TTT_TRY(count, intField(json, "count", 1, static_cast<long long>(GameRecord::kMaxMoves)));
        event.count = static_cast<int>(count);
        break;
    }
    case NetChange::undoAsked:
    case NetChange::undoDeclined:
    case NetChange::resign:
    case NetChange::drawOffered:
    case NetChange::drawDeclined:
    case NetChange::draw: {
        TTT_TRY(player, intField(json, "player", 0, 1));
        event.player = static_cast<int>(player);
        break;
    }
    case NetChange::newRound:
        break;
    }
    return event;
}

// The list member `key` of a message: an array of at most kMaxBatch items.
Expected<const Json*> batchOf(const Json& message, std::string_view key) {
    const auto found = message.find(key);
    if (found == message.end() || !found->is_array()) {
        return failure(Text("\"{0}\" must be a list", std::string(key)));
    }
    if (found->size() > kMaxBatch) {
        return failure(Text("\"{0}\" holds more than {1} items", std::string(key),
                            static_cast<int>(kMaxBatch)));
    }
    return &*found;
}

Text brokenRule(const Text& why) {
    return Text("the other computer broke the game's rules: {0}", why);
}

} // namespace

// A request of the guest, read.
struct GuestRequest {
    enum class Kind {
        move,
        colour,
        newRound,
        undo,
        answer,
        resign,
        offerDraw,
        answerDraw
    } kind = Kind::move;
    Point point{};
    ColourOption option = ColourOption::TakeBlack;
    bool accept = false;
};

namespace {

Expected<GuestRequest> readRequest(const Json& json) {
    if (!json.is_object()) {
        return failure(Text("a request that is not an object"));
    }
    TTT_TRY(name, textField(json, "request", 16));
    GuestRequest request;
    if (name == "move") {
        request.kind = GuestRequest::Kind::move;
        TTT_TRY(point, pointOf(json));
        request.point = point;
    } else if (name == "colour") {
        request.kind = GuestRequest::Kind::colour;
        TTT_TRY(option, optionOf(json));
        request.option = option;
    } else if (name == "round") {
        request.kind = GuestRequest::Kind::newRound;
    } else if (name == "undo") {
        request.kind = GuestRequest::Kind::undo;
    } else if (name == "answer" || name == "draw-answer") {
        request.kind =
            name == "answer" ? GuestRequest::Kind::answer : GuestRequest::Kind::answerDraw;
        const auto accept = json.find("accept");
        if (accept == json.end() || !accept->is_boolean()) {
            return failure(Text("\"accept\" must be true or false"));
        }
        request.accept = accept->get<bool>();
    } else if (name == "resign") {
        request.kind = GuestRequest::Kind::resign;
    } else if (name == "draw") {
        request.kind = GuestRequest::Kind::offerDraw;
    } else {
        return failure(Text("an unknown request \"{0}\"", name));
    }
    return request;
}

} // namespace

// ---- NetGame

NetGame::NetGame(GameEngine game, int localPlayer) : game_(std::move(game)), local_(localPlayer) {}

bool NetGame::isLocalTurn() const {
    if (game_.isRoundOver() || undoAskedBy_) {
        return false;
    }
    if (const auto choice = game_.pendingChoice()) {
        return choice->chooser == local_;
    }
    return game_.actingPlayer() == local_;
}

bool NetGame::mayAskUndo() const {
    return !game_.isRoundOver() && !undoAskedBy_ && undoCount(local_) > 0;
}

bool NetGame::mayOfferDraw() const {
    return !game_.isRoundOver() && !undoAskedBy_ && !drawOfferedBy_;
}

std::vector<std::string> NetGame::takeOutgoing() {
    return std::exchange(outgoing_, {});
}

int NetGame::undoCount(int player) const {
    const auto& history = game_.history();
    int count = 0;
    for (auto index = history.size(); index > 0; --index) {
        ++count;
        if (game_.placedBy(index - 1) == player) {
            return count;
        }
    }
    return 0;
}

Expected<void> NetGame::apply(const NetEvent& event, int actor) {
    switch (event.change) {
    case NetChange::move:
        if (undoAskedBy_) {
            return failure(Text("a move while a request to take one back waits"));
        }
        if (auto played = game_.play(event.point); !played) {
            return failure(describe(played.error()));
        }
        drawOfferedBy_.reset(); // playing on declines an offered draw
        break;
    case NetChange::colour:
        if (auto chosen = game_.chooseColour(event.option); !chosen) {
            return failure(describe(chosen.error()));
        }
        break;
    case NetChange::undo:
        if (!undoAskedBy_ || event.count != undoCount(*undoAskedBy_)) {
            return failure(Text("moves taken back that nobody agreed to"));
        }
        for (int i = 0; i < event.count; ++i) {
            game_.undo();
        }
        undoAskedBy_.reset();
        break;
    case NetChange::newRound:
        if (!game_.isRoundOver()) {
            return failure(Text("a new round while the round goes on"));
        }
        game_.newRound();
        undoAskedBy_.reset();
        drawOfferedBy_.reset();
        break;
    case NetChange::undoAsked:
        if (undoAskedBy_ || event.player != actor || undoCount(event.player) == 0 ||
            game_.isRoundOver()) {
            return failure(Text("a request to take back a move that cannot be taken back"));
        }
        undoAskedBy_ = event.player;
        break;
    case NetChange::undoDeclined:
        if (!undoAskedBy_ || *undoAskedBy_ == event.player) {
            return failure(Text("an answer to a request nobody made"));
        }
        undoAskedBy_.reset();
        break;
    case NetChange::resign:
        if (event.player != actor) {
            return failure(Text("a resignation for the other player"));
        }
        if (auto resigned = game_.resign(event.player); !resigned) {
            return failure(describe(resigned.error()));
        }
        undoAskedBy_.reset();
        drawOfferedBy_.reset();
        break;
    case NetChange::drawOffered:
        if (event.player != actor || game_.isRoundOver() || undoAskedBy_ || drawOfferedBy_) {
            return failure(Text("an offer of a draw that cannot be made now"));
        }
        drawOfferedBy_ = event.player;
        break;
    case NetChange::drawDeclined:
    case NetChange::draw:
        if (!drawOfferedBy_ || *drawOfferedBy_ == event.player || event.player != actor) {
            return failure(Text("an answer to an offer nobody made"));
        }
        if (event.change == NetChange::draw) {
            if (auto drawn = game_.agreeDraw(); !drawn) {
                return failure(describe(drawn.error()));
            }
        }
        drawOfferedBy_.reset();
        break;
    }
    events_.push_back(event);
    return {};
}

// ---- NetGameHost

NetGameHost::NetGameHost(GameEngine game, int guestPlayer)
    : NetGame(std::move(game), 1 - guestPlayer) {}

std::string NetGameHost::welcome() const {
    const Json message{{"type", "game"},
                       {"record", writeGameRecord(recordOf(game_))},
                       {"guest", 1 - local_},
                       {"events", events_.size()}};
    return message.dump();
}

void NetGameHost::nameGuest(std::string_view name) {
    const auto cleaned = cleanPlayerName(name);
    if (cleaned.empty()) {
        return;
    }
    const int guest = 1 - local_;
    const auto& host = game_.player(local_).name;
    if (guest == 0) {
        game_.setPlayerNames(cleaned, host);
    } else {
        game_.setPlayerNames(host, cleaned);
    }
}

std::string NetGameHost::eventsMessage(std::size_t from) const {
    Json list = Json::array();
    for (auto i = from; i < events_.size(); ++i) {
        list.push_back(eventJson(events_[i]));
    }
    const Json message{
        {"type", "events"}, {"from", from + 1}, {"events", list}, {"handled", handled_}};
    return message.dump();
}

void NetGameHost::publish(const NetEvent& /*event*/) {
    outgoing_.push_back(eventsMessage(events_.size() - 1));
}

Expected<void> NetGameHost::play(Point point) {
    if (!isLocalTurn() || game_.pendingChoice()) {
        return failure(Text("it is not your turn"));
    }
    TTT_TRY_VOID(apply({NetChange::move, point}, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::chooseColour(ColourOption option) {
    const auto choice = game_.pendingChoice();
    if (!choice || choice->chooser != local_) {
        return failure(Text("it is not your decision"));
    }
    NetEvent event{NetChange::colour};
    event.option = option;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::startNewRound() {
    TTT_TRY_VOID(apply({NetChange::newRound}, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::askUndo() {
    NetEvent event{NetChange::undoAsked};
    event.player = local_;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::answerUndo(bool accept) {
    if (!undoAskedBy_ || *undoAskedBy_ == local_) {
        return failure(Text("nobody asked to take back a move"));
    }
    NetEvent event{accept ? NetChange::undo : NetChange::undoDeclined};
    event.count = undoCount(*undoAskedBy_);
    event.player = local_;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::resign() {
    NetEvent event{NetChange::resign};
    event.player = local_;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::offerDraw() {
    NetEvent event{NetChange::drawOffered};
    event.player = local_;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::answerDraw(bool accept) {
    NetEvent event{accept ? NetChange::draw : NetChange::drawDeclined};
    event.player = local_;
    TTT_TRY_VOID(apply(event, local_));
    publish(events_.back());
    return {};
}

Expected<void> NetGameHost::handle(const GuestRequest& request, std::vector<NetEvent>& done) {
    const int guest = 1 - local_;
    NetEvent event;
    switch (request.kind) {
    case GuestRequest::Kind::move:
        if (game_.isRoundOver() || game_.pendingChoice() || game_.actingPlayer() != guest) {
            return failure(Text("a move out of turn"));
        }
        event = {NetChange::move, request.point};
        break;
    case GuestRequest::Kind::colour: {
        const auto choice = game_.pendingChoice();
        if (!choice || choice->chooser != guest) {
            return failure(Text("a colour decision that is not theirs to take"));
        }
        event.change = NetChange::colour;
        event.option = request.option;
        break;
    }
    case GuestRequest::Kind::newRound:
        event.change = NetChange::newRound;
        break;
    case GuestRequest::Kind::undo:
        event.change = NetChange::undoAsked;
        event.player = guest;
        break;
    case GuestRequest::Kind::answer:
        if (!undoAskedBy_ || *undoAskedBy_ != local_) {
            return failure(Text("an answer to a request nobody made"));
        }
        event.change = request.accept ? NetChange::undo : NetChange::undoDeclined;
        event.count = undoCount(local_);
        event.player = guest;
        break;
    case GuestRequest::Kind::resign:
        event.change = NetChange::resign;
        event.player = guest;
        break;
    case GuestRequest::Kind::offerDraw:
        event.change = NetChange::drawOffered;
        event.player = guest;
        break;
    case GuestRequest::Kind::answerDraw:
        event.change = request.accept ? NetChange::draw : NetChange::drawDeclined;
        event.player = guest;
        break;
    }
    TTT_TRY_VOID(apply(event, guest));
    done.push_back(event);
    return {};
}

Expected<std::vector<NetEvent>> NetGameHost::receive(std::string_view text) {
    auto parsed = readJsonMessage(text);
    if (!parsed) {
        return failure(brokenRule(parsed.error().text));
    }
    const auto& message = *parsed;
    const auto type = textField(message, "type", 16);
    if (!type) {
        return failure(brokenRule(type.error().text));
    }
    const auto seen = intField(message, "seen", 0, static_cast<long long>(events_.size()));
    if (!seen) {
        return failure(brokenRule(seen.error().text));
    }
    if (*type == "resume") {
        // Everything the guest has not read, and how far its requests were handled.
        outgoing_.push_back(eventsMessage(static_cast<std::size_t>(*seen)));
        return std::vector<NetEvent>{};
    }
    if (*type != "requests") {
        return failure(brokenRule(Text("an unknown message \"{0}\"", *type)));
    }
    const auto from = intField(message, "from", 1, 1LL << 53);
    auto list = batchOf(message, "requests");
    if (!from || !list) {
        return failure(brokenRule(!from ? from.error().text : list.error().text));
    }
    if (static_cast<std::uint64_t>(*from) > handled_ + 1) {
        return failure(brokenRule(Text("requests were skipped")));
    }
    // Read every request before any is applied: a broken message changes nothing.
    std::vector<GuestRequest> requests;
    for (const auto& item : **list) {
        auto request = readRequest(item);
        if (!request) {
            return failure(brokenRule(request.error().text));
        }
        requests.push_back(*request);
    }
    std::vector<NetEvent> done;
    const auto before = events_.size();
    // Applied on a copy's terms: a request that breaks a rule takes back the
    // message's earlier ones too.
    GameEngine gameBefore = game_;
    const auto askedBefore = undoAskedBy_;
    const auto offeredBefore = drawOfferedBy_;
    const auto handledBefore = handled_;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const auto number = static_cast<std::uint64_t>(*from) + i;
        if (number <= handled_) {
            continue; // sent again after a reconnect: handled already
        }
        if (auto handled = handle(requests[i], done); !handled) {
            game_ = std::move(gameBefore);
            events_.resize(before);
            undoAskedBy_ = askedBefore;
            drawOfferedBy_ = offeredBefore;
            handled_ = handledBefore;
            return failure(brokenRule(handled.error().text));
        }
        handled_ = number;
    }
    if (events_.size() > before || !requests.empty()) {
        outgoing_.push_back(eventsMessage(before));
    }
    return done;
}

// ---- NetGameGuest

NetGameGuest::NetGameGuest(GameEngine game, int localPlayer, std::size_t eventsBefore)
    : NetGame(std::move(game), localPlayer), eventsBefore_(eventsBefore) {}

Expected<NetGameGuest> NetGameGuest::fromWelcome(std::string_view welcome) {
    auto parsed = readJsonMessage(welcome);
    if (!parsed) {
        return failure(brokenRule(parsed.error().text));
    }
    const auto& message = *parsed;
    if (textField(message, "type", 16).value_or("") != "game") {
        return failure(brokenRule(Text("the host did not send its game")));
    }
    auto recordText = message.find("record");
    auto guest = intField(message, "guest", 0, 1);
    auto events = intField(message, "events", 0, 1LL << 53);
    if (recordText == message.end() || !recordText->is_string() || !guest || !events) {
        return failure(brokenRule(Text("the host's game is incomplete")));
    }
    auto record = readGameRecord(recordText->get_ref<const std::string&>());
    if (!record) {
        return failure(brokenRule(record.error().text));
    }
    if (isTournamentOpening(record->setup.opening)) {
        // Their declarations and offers have no messages: see noTournamentOpenings.
        return failure(brokenRule(noTournamentOpenings()));
    }
    auto game = replay(*record);
    if (!game) {
        return failure(brokenRule(game.error().text));
    }
    return NetGameGuest(std::move(*game), static_cast<int>(*guest),
                        static_cast<std::size_t>(*events));
}

std::string NetGameGuest::requestsMessage(std::size_t fromIndex) const {
    Json list = Json::array();
    for (auto i = fromIndex; i < pending_.size(); ++i) {
        list.push_back(Json::parse(pending_[i].body));
    }
    const auto from = fromIndex < pending_.size() ? pending_[fromIndex].number : sent_ + 1;
    const Json message{{"type", "requests"},
                       {"from", from},
                       {"requests", list},
                       {"seen", eventsBefore_ + events_.size()}};
    return message.dump();
}

void NetGameGuest::request(std::string body) {
    pending_.push_back({++sent_, std::move(body)});
    outgoing_.push_back(requestsMessage(pending_.size() - 1));
}

Expected<void> NetGameGuest::play(Point point) {
    if (!pending_.empty()) {
        return failure(Text("waiting for the host"));
    }
    if (!isLocalTurn() || game_.pendingChoice()) {
        return failure(Text("it is not your turn"));
    }
    if (auto legal = game_.checkMove(point, game_.toMove()); !legal) {
        return failure(describe(legal.error()));
    }
    request(Json{{"request", "move"}, {"x", point.x}, {"y", point.y}}.dump());
    return {};
}

Expected<void> NetGameGuest::chooseColour(ColourOption option) {
    const auto choice = game_.pendingChoice();
    if (!pending_.empty() || !choice || choice->chooser != local_) {
        return failure(Text("it is not your decision"));
    }
    request(Json{{"request", "colour"}, {"option", colourOptionName(option)}}.dump());
    return {};
}

Expected<void> NetGameGuest::startNewRound() {
    if (!pending_.empty() || !game_.isRoundOver()) {
        return failure(Text("the round is not over"));
    }
    request(Json{{"request", "round"}}.dump());
    return {};
}

Expected<void> NetGameGuest::askUndo() {
    if (!pending_.empty() || undoAskedBy_ || game_.isRoundOver() || undoCount(local_) == 0) {
        return failure(Text("there is no move of yours to take back"));
    }
    request(Json{{"request", "undo"}}.dump());
    return {};
}

Expected<void> NetGameGuest::answerUndo(bool accept) {
    if (!pending_.empty() || !undoAskedBy_ || *undoAskedBy_ == local_) {
        return failure(Text("nobody asked to take back a move"));
    }
    request(Json{{"request", "answer"}, {"accept", accept}}.dump());
    return {};
}

Expected<void> NetGameGuest::resign() {
    if (!pending_.empty() || game_.isRoundOver()) {
        return failure(Text("the round is over"));
    }
    request(Json{{"request", "resign"}}.dump());
    return {};
}

Expected<void> NetGameGuest::offerDraw() {
    if (!pending_.empty() || !mayOfferDraw()) {
        return failure(Text("a draw cannot be offered now"));
    }
    request(Json{{"request", "draw"}}.dump());
    return {};
}

Expected<void> NetGameGuest::answerDraw(bool accept) {
    if (!pending_.empty() || !drawOfferedBy_ || *drawOfferedBy_ == local_) {
        return failure(Text("nobody offered a draw"));
    }
    request(Json{{"request", "draw-answer"}, {"accept", accept}}.dump());
    return {};
}

std::optional<std::string> NetGameGuest::resume() {
    resumed_ = true;
    const Json message{{"type", "resume"}, {"seen", eventsBefore_ + events_.size()}};
    return message.dump();
}

Expected<std::vector<NetEvent>> NetGameGuest::receive(std::string_view text) {
    auto parsed = readJsonMessage(text);
    if (!parsed) {
        return failure(brokenRule(parsed.error().text));
    }
    const auto& message = *parsed;
    if (textField(message, "type", 16).value_or("") != "events") {
        return failure(brokenRule(Text("the host sent an unknown message")));
    }
    const auto seen = eventsBefore_ + events_.size();
    const auto from = intField(message, "from", 1, 1LL << 53);
    const auto handled = intField(message, "handled", 0, static_cast<long long>(sent_));
    auto list = batchOf(message, "events");
    if (!from || !handled || !list) {
        return failure(brokenRule(!from      ? from.error().text
                                  : !handled ? handled.error().text
                                             : list.error().text));
    }
    if (static_cast<std::size_t>(*from) > seen + 1) {
        return failure(brokenRule(Text("events were skipped")));
    }
    std::vector<NetEvent> read;
    for (const auto& item : **list) {
        auto event = readEvent(item);
        if (!event) {
            return failure(brokenRule(event.error().text));
        }
        read.push_back(*event);
    }
    // Applied on a copy: a broken event leaves the game as it was.
    GameEngine before = game_;
    const auto eventsBefore = events_.size();
    const auto askedBefore = undoAskedBy_;
    const auto offeredBefore = drawOfferedBy_;
    std::vector<NetEvent> applied;
    for (std::size_t i = 0; i < read.size(); ++i) {
        const auto number = static_cast<std::size_t>(*from) + i;
        if (number <= eventsBefore_ + events_.size()) {
            continue; // read already
        }
        // The host is the authority: events of the guest's own acts come from it too.
        const bool byPlayer =
            read[i].change == NetChange::undoAsked || read[i].change == NetChange::resign ||
            read[i].change == NetChange::drawOffered || read[i].change == NetChange::drawDeclined ||
            read[i].change == NetChange::draw;
        const int actor = byPlayer ? read[i].player : 1 - local_;
        if (auto done = apply(read[i], actor); !done) {
            game_ = std::move(before);
            events_.resize(eventsBefore);
            undoAskedBy_ = askedBefore;
            drawOfferedBy_ = offeredBefore;
            return failure(brokenRule(done.error().text));
        }
        applied.push_back(read[i]);
    }
    std::erase_if(pending_, [&](const Pending& p) {
        return p.number <= static_cast<std::uint64_t>(*handled);
    });
    // After a reconnect the host's answer comes with what it handled: what
    // it did not get goes again.
    if (!pending_.empty() && static_cast<std::size_t>(*from) <= seen + 1 && resumed_) {
        outgoing_.push_back(requestsMessage(0));
    }
    resumed_ = false;
    return applied;
}

} // namespace ttt::net
