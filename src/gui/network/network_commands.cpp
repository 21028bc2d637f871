#include "network/network_commands.hpp"

#include "app/player_notices.hpp"
#include "app/translated_text.hpp"
#include "build_info.hpp"
#include "game/game_labels.hpp"
#include "network/network_dialogs.hpp"
#include "records/game_files.hpp"
#include "tictactoe/records/game_record.hpp"

#include <cassert>
#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

namespace {

constexpr auto kPingEvery = std::chrono::seconds(2);
constexpr auto kRefusalNoticeEvery = std::chrono::seconds(3);

wxString nameOf(const GameEngine& game, int player) {
    return wxString::FromUTF8(game.player(player).name);
}

} // namespace

NetworkCommands::NetworkCommands(WindowContext& window) : WindowFeature(window) {
    refusalTimer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { tellRefusals(); });
    giveUpTimer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        if (host_ && host_->state() == net::SessionState::reconnecting) {
            ended(translated(Text("the other computer did not come back")));
        }
    });
    pingTimer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        if (host_) {
            host_->ping();
        } else if (guest_) {
            guest_->ping();
        }
    });
}

NetworkCommands::~NetworkCommands() {
    dropSession();
}

void NetworkCommands::addMenuItems(Menus& menus) {
    const int hostId = wxWindow::NewControlId();
    const int joinId = wxWindow::NewControlId();
    const int leaveId = wxWindow::NewControlId();
    auto* network = new wxMenu;
    network->Append(hostId, _("&Host a game…"),
                    _("Play someone on another computer: they join with a code"));
    network->Append(joinId, _("&Join a game…"), _("Join a game hosted on another computer"));
    network->Append(leaveId, _("&Leave the network game"),
                    _("End the game with the other computer; the board keeps the round"));
    menus.game->AppendSubMenu(network, _("Play over &network"));

    onMenu(hostId, [this] { showHostDialog(); });
    onMenu(joinId, [this] { showJoinDialog(); });
    onMenu(leaveId, [this] {
        if (!context().controller().isRoundInProgress() ||
            askPlayer(&context().window(),
                      wxString::Format(_("Leave the game with %s? They are told."), otherName()),
                      _("Leave the network game"))) {
            leave();
        }
    });
    enableWhen(leaveId, [this] { return host_ != nullptr || guest_ != nullptr; });
}

void NetworkCommands::windowClosing() {
    leave();
}

std::optional<net::SessionState> NetworkCommands::state() const {
    if (host_) {
        return host_->state();
    }
    if (guest_) {
        return guest_->state();
    }
    return std::nullopt;
}

net::NetGame* NetworkCommands::shared() const {
    if (host_) {
        return &host_->game();
    }
    return guest_ ? guest_->game() : nullptr;
}

wxString NetworkCommands::otherName() const {
    const net::NetGame* game = shared();
    if (game == nullptr) {
        return _("the other player");
    }
    return nameOf(game->game(), 1 - game->localPlayer());
}

net::Post NetworkCommands::post() {
    // From the link's threads: the task runs on the window's, if the feature
    // is still there (the sessions, which own the threads, go first anyway).
    wxFrame* frame = &context().window();
    std::weak_ptr<bool> alive = alive_;
    return [frame, alive](std::function<void()> task) {
        frame->CallAfter([alive, task = std::move(task)] {
            if (alive.lock()) {
                task();
            }
        });
    };
}

Expected<HostedGame> NetworkCommands::host(const HostRequest& request) {
    GameController& controller = context().controller();
    const OpeningRule opening =
        request.continueBoard ? controller.game().setup().opening : request.options.opening;
    if (isTournamentOpening(opening)) {
        return failure(net::noTournamentOpenings());
    }
    int local = 0;
    if (request.continueBoard && controller.networkPlayer()) {
        local = *controller.networkPlayer();
        leave(); // a session of this round that was still waiting
    } else {
        GameOptions options = request.options;
        options.mode = Mode::HumanVsHuman;
        options.names[0] = wxString::FromUTF8(request.name);
        options.names[1] = _("Guest");
        options.clock = {}; // each side's clock would be its own (features.md G16)
        if (!context().startNewGame(options)) {
            return failure(Text("the round on the board was kept"));
        }
    }
    const auto code = request.code.value_or(net::JoinCode::random());
    TTT_TRY(key, net::CodeKey::make(code, request.cost));
    GameRecord shared = controller.record();
    shared.setup.clock = {};
    shared.clockLeft.reset();
    TTT_TRY(game, replay(shared));
    net::NetHost::Options link{std::move(key), build::kVersion};
    link.port = request.port;
    net::HostSession::Options hostOptions{std::move(game), 1 - local, std::move(link)};
    auto started = net::HostSession::start(std::move(hostOptions), post(),
                                           [this](const auto& event) { onSession(event); });
    if (!started) {
        return failure(started.error());
    }
    dropSession();
    host_ = std::move(*started);
    applied_ = host_->game().events().size();
    accepted_ = true;
    lastPort_ = request.port;
    controller.attachRemote(*this, local);
    HostedGame hosted{code, host_->port(), net::machineAddresses()};
    hostingText_ = wxString::Format(_("Hosting · code %s · port %u"),
                                    wxString::FromUTF8(code.shown()), unsigned{hosted.port});
    showConnection(hostingText_);
    return hosted;
}

Expected<void> NetworkCommands::join(const JoinRequest& request) {
    TTT_TRY(code, net::JoinCode::parse(request.code));
    TTT_TRY(address, net::parseHostAddress(request.address));
    (void)address; // checked here, dialled by the session
    net::GuestSession::Options options{
        {request.address, code, build::kVersion, request.cost, {}}, request.name, {}};
    leave();
    lastJoin_ = request;
    accepted_ = false;
    applied_ = 0;
    guest_ = net::GuestSession::start(std::move(options), post(),
                                      [this](const auto& event) { onSession(event); });
    showConnection(wxString::Format(_("Connecting to %s…"), wxString::FromUTF8(request.address)));
    return {};
}

void NetworkCommands::leave() {
    if (context().controller().remote() == this) {
        context().controller().detachRemote();
    }
    if (host_) {
        host_->leave();
    }
    if (guest_) {
        guest_->leave();
    }
    dropSession();
    showConnection({});
}

void NetworkCommands::dropSession() {
    pingTimer_.Stop();
    giveUpTimer_.Stop();
    refusalTimer_.Stop();
    refusedSinceTold_ = 0;
    host_.reset();
    guest_.reset();
    roundTrip_.reset();
    accepted_ = false;
    asking_ = false;
}

void NetworkCommands::showConnection(const wxString& text) {
    connection_ = text;
    context().showConnection(text);
}

void NetworkCommands::onSession(const net::SessionEvent& event) {
    using Kind = net::SessionEvent::Kind;
    switch (event.kind) {
    case Kind::refused:
        refused(translated(event.text));
        return;
    case Kind::roundTrip:
        roundTrip_ = event.roundTrip;
        if (event.state == net::SessionState::playing && accepted_) {
            showConnection(
                wxString::Format(_("Connected to %s · %d ms"), otherName(),
                                 static_cast<int>((event.roundTrip.count() + 500) / 1000)));
        }
        return;
    case Kind::changes:
        sync();
        return;
    case Kind::state:
        break;
    }
    // Who may play here follows the connection (the window's words too).
    if (context().controller().remote() == this) {
        context().window().CallAfter([this, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.lock() && context().controller().remote() == this) {
                context().controller().remoteChanged();
            }
        });
    }
    switch (event.state) {
    case net::SessionState::waiting:
        // The host: a guest saw the game and did not take it; the card's
        // code still lets another in.
        pingTimer_.Stop();
        showConnection(hostingText_);
        // After the window's own words for the new state (posted above).
        context().window().CallAfter([this, alive = std::weak_ptr<bool>(alive_),
                                      why = translated(event.text)] {
            if (alive.lock()) {
                context().showStatus(wxString::Format(_("Waiting for another guest: %s."), why));
            }
        });
        return;
    case net::SessionState::playing:
        giveUpTimer_.Stop();
        if (host_ && !pingTimer_.IsRunning()) {
            guestJoined();
        } else if (guest_ && !accepted_) {
            welcomed();
        } else {
            showConnection(wxString::Format(_("Connected to %s"), otherName()));
            sync(); // what was missed while the connection was down
        }
        pingTimer_.Start(static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(kPingEvery).count()));
        return;
    case net::SessionState::reconnecting:
        if (host_) {
            // As long as the guest dials again (net_session.hpp's SessionTiming).
            giveUpTimer_.StartOnce(
                static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                     net::SessionTiming{}.reconnectFor)
                                     .count()));
        }
        showConnection(
            host_ ? wxString::Format(_("Connection lost: waiting for %s to come back"), otherName())
                  : wxString::Format(_("Connection lost: reconnecting to %s…"), otherName()));
        context().showStatus(
            wxString::Format(_("The connection dropped (%s)."), translated(event.text)));
        return;
    case net::SessionState::ended:
        ended(translated(event.text));
        return;
    }
}

void NetworkCommands::refused(const wxString& why) {
    // Told at once, then at most every few seconds, summed up: a flood of
    // attempts must not keep the status bar (and the window) busy, and the
    // last word (a lock-out) is never lost.
    lastRefusal_ = why;
    ++refusedSinceTold_;
    if (refusalTimer_.IsRunning()) {
        return;
    }
    const auto since = std::chrono::steady_clock::now() - refusalToldAt_;
    if (since >= kRefusalNoticeEvery) {
        tellRefusals();
        return;
    }
    refusalTimer_.StartOnce(static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(kRefusalNoticeEvery - since)
            .count()));
}

void NetworkCommands::tellRefusals() {
    if (refusedSinceTold_ == 0) {
        return;
    }
    context().showStatus(
        refusedSinceTold_ == 1
            ? wxString::Format(_("Another computer was turned away: %s"), lastRefusal_)
            : wxString::Format(wxPLURAL("%d other computer was turned away, the last: %s",
                                        "%d other computers were turned away, the last: %s",
                                        refusedSinceTold_),
                               refusedSinceTold_, lastRefusal_));
    refusalToldAt_ = std::chrono::steady_clock::now();
    refusedSinceTold_ = 0;
}

void NetworkCommands::guestJoined() {
    const GameEngine& game = host_->game().game();
    context().controller().setPlayerNames(game.player(0).name, game.player(1).name);
    showConnection(wxString::Format(_("Connected to %s"), otherName()));
    context().showStatus(wxString::Format(_("%s joined the game."), otherName()));
    if (waitDialog_ != nullptr) {
        waitDialog_->joined();
    }
}

void NetworkCommands::welcomed() {
    net::NetGame* game = shared();
    assert(game != nullptr);
    const GameEngine& offered = game->game();
    const wxString question =
        wxString::Format(_("%s invites you to play %s. You play %s. Join the game?"),
                         nameOf(offered, 1 - game->localPlayer()), describeRules(offered.rules()),
                         wxString::FromUTF8(offered.player(game->localPlayer()).name));
    asking_ = true;
    const bool yes = askPlayer(&context().window(), question, _("Join a network game"));
    asking_ = false;
    if (!yes || !guest_) {
        if (guest_) {
            guest_->decline(); // the host waits for another guest
        }
        leave();
        return;
    }
    // The host's game as it stands now (moves may have come while asking).
    game = shared();
    if (game == nullptr) {
        return;
    }
    const GameRecord record = recordOf(game->game());
    if (auto restored = context().controller().restore(record); !restored) {
        ended(translated(restored.error().text));
        return;
    }
    context().adoptOptions(optionsFromSetup(record.setup, context().options()));
    applied_ = game->events().size();
    accepted_ = true;
    context().controller().attachRemote(*this, game->localPlayer());
    showConnection(wxString::Format(_("Connected to %s"), otherName()));
}

void NetworkCommands::ended(const wxString& why) {
    const bool neverJoined = guest_ != nullptr && !accepted_;
    const bool wasPlaying = context().controller().remote() == this;
    if (wasPlaying) {
        context().controller().detachRemote();
    }
    dropSession();
    showConnection({});
    if (neverJoined) {
        // The person just asked to join: a box, not a line to miss.
        tellPlayer(&context().window(), wxString::Format(_("Could not join the game: %s."), why),
                   NoticeKind::Problem);
        return;
    }
    if (wasPlaying && context().controller().isRoundInProgress()) {
        // The round stays on the board: saved, it can be hosted again later.
        context().showStatus(
            wxString::Format(_("The network game ended: %s. Game ▸ Save game keeps the round; "
                               "hosting it again goes on with it."),
                             why));
    } else {
        context().showStatus(wxString::Format(_("The network game ended: %s."), why));
    }
}

void NetworkCommands::sync() {
    net::NetGame* game = shared();
    if (game == nullptr || !accepted_) {
        return;
    }
    GameController& controller = context().controller();
    const int local = game->localPlayer();
    const auto& events = game->events();
    bool agreed = true; // the window's game took the shared game's change
    while (agreed && applied_ < events.size()) {
        const net::NetEvent event = events[applied_++];
        switch (event.change) {
        case net::NetChange::move:
            agreed = controller.playFromPeer(event.point);
            break;
        case net::NetChange::colour:
            agreed = controller.chooseColourFromPeer(event.option);
            break;
        case net::NetChange::undo:
            controller.takeBackFromPeer(event.count);
            break;
        case net::NetChange::newRound:
            controller.newRoundFromPeer();
            break;
        case net::NetChange::undoAsked:
            if (event.player != local) {
                askLater(Question::undo);
            } else {
                context().showStatus(
                    wxString::Format(_("Asked %s to let you take back your move…"), otherName()));
            }
            break;
        case net::NetChange::undoDeclined:
            if (event.player != local) {
                context().showStatus(
                    wxString::Format(_("%s said no to taking back the move."), otherName()));
            }
            break;
        case net::NetChange::resign:
            controller.resignFromPeer(event.player);
            break;
        case net::NetChange::draw:
            controller.drawFromPeer();
            break;
        case net::NetChange::drawOffered:
            if (event.player != local) {
                askLater(Question::draw);
            } else {
                context().showStatus(wxString::Format(_("You offered %s a draw…"), otherName()));
            }
            break;
        case net::NetChange::drawDeclined:
            if (event.player != local) {
                context().showStatus(wxString::Format(_("%s said no to a draw."), otherName()));
            }
            break;
        }
    }
    // Both windows show the shared game, move for move. Should this window's
    // game ever refuse what the shared game agreed to, it no longer shows
    // that game: the network game is left (after this event, whose session
    // it ends), the board kept, the person told.
    if (!agreed || controller.game().history() != game->game().history()) {
        context().window().CallAfter([this, alive = std::weak_ptr<bool>(alive_)] {
            if (alive.expired()) {
                return;
            }
            leave();
            tellPlayer(&context().window(),
                       _("This window's board no longer agrees with the network game, so the "
                         "network game was left. The board stays as it was: save it, or host "
                         "the game again."),
                       NoticeKind::Warning);
        });
    }
}

void NetworkCommands::askLater(Question question) {
    // Still the other side's question, not yet answered?
    const auto due = [question](const net::NetGame& game) {
        const auto by = question == Question::undo ? game.undoAskedBy() : game.drawOfferedBy();
        return by && *by != game.localPlayer();
    };
    // Asked outside the game event that brought it.
    context().window().CallAfter([this, due, question, alive = std::weak_ptr<bool>(alive_)] {
        if (!alive.lock() || asking_) {
            return;
        }
        net::NetGame* game = shared();
        if (game == nullptr || !due(*game)) {
            return;
        }
        asking_ = true;
        const bool yes =
            question == Question::undo
                ? askPlayer(&context().window(),
                            wxString::Format(_("%s asks to take back their last move. Allow it?"),
                                             otherName()),
                            _("Take back a move"))
                : askPlayer(&context().window(),
                            wxString::Format(_("%s offers a draw. Accept it?"), otherName()),
                            _("Offer of a draw"));
        asking_ = false;
        // It may have lapsed meanwhile (a move, the connection).
        if (shared() == game && due(*game)) {
            sent(question == Question::undo ? game->answerUndo(yes) : game->answerDraw(yes));
        }
    });
}

bool NetworkCommands::sent(const Expected<void>& done) {
    if (!done) {
        context().showStatus(translated(done.error().text));
        return false;
    }
    if (host_) {
        host_->flush();
    } else if (guest_) {
        guest_->flush();
    }
    sync();
    return true;
}

bool NetworkCommands::isConnected() const {
    return accepted_ && state() == net::SessionState::playing;
}

bool NetworkCommands::isLocalTurn() const {
    const net::NetGame* game = shared();
    return game != nullptr && accepted_ && state() == net::SessionState::playing &&
           !game->awaitsHost() && game->isLocalTurn();
}

bool NetworkCommands::mayAskUndo() const {
    const net::NetGame* game = shared();
    return game != nullptr && accepted_ && state() == net::SessionState::playing &&
           !game->awaitsHost() && game->mayAskUndo();
}

bool NetworkCommands::mayOfferDraw() const {
    const net::NetGame* game = shared();
    return game != nullptr && accepted_ && state() == net::SessionState::playing &&
           !game->awaitsHost() && game->mayOfferDraw();
}

bool NetworkCommands::requestDraw() {
    net::NetGame* game = shared();
    return game != nullptr && sent(game->offerDraw());
}

bool NetworkCommands::mayResign() const {
    const net::NetGame* game = shared();
    return game != nullptr && accepted_ && state() == net::SessionState::playing &&
           !game->awaitsHost() && !game->game().isRoundOver();
}

bool NetworkCommands::requestResign() {
    net::NetGame* game = shared();
    return game != nullptr && mayResign() && sent(game->resign());
}

bool NetworkCommands::requestMove(Point point) {
    net::NetGame* game = shared();
    return game != nullptr && sent(game->play(point));
}

bool NetworkCommands::requestColour(ColourOption option) {
    net::NetGame* game = shared();
    return game != nullptr && sent(game->chooseColour(option));
}

bool NetworkCommands::requestUndo() {
    net::NetGame* game = shared();
    return game != nullptr && sent(game->askUndo());
}

bool NetworkCommands::requestNewRound() {
    net::NetGame* game = shared();
    return game != nullptr && accepted_ && state() == net::SessionState::playing &&
           game->game().isRoundOver() && sent(game->startNewRound());
}

void NetworkCommands::showHostDialog() {
    HostRequest request;
    request.options = context().options();
    request.name = context().options().nameOf(0).utf8_string();
    request.port = lastPort_;
    // A network round on the board that did not end: go on with it.
    const GameController& controller = context().controller();
    request.continueBoard = controller.networkPlayer().has_value() &&
                            !controller.game().isRoundOver() && !controller.remote();
    if (const auto details = askHostDetails(&context().window(), request)) {
        hostAndWait(*details);
    }
}

void NetworkCommands::hostAndWait(const HostRequest& request) {
    auto hosted = host(request);
    if (!hosted) {
        tellPlayer(&context().window(),
                   wxString::Format(_("The game could not be hosted: %s."),
                                    translated(hosted.error().text)),
                   NoticeKind::Problem);
        return;
    }
    HostWaitDialog dialog(&context().window(), *hosted,
                          describeRules(context().controller().game().rules()));
    waitDialog_ = &dialog;
    const int answer = dialog.ShowModal();
    waitDialog_ = nullptr;
    if (answer != wxID_OK && state() == net::SessionState::waiting) {
        leave(); // stopped hosting before anyone came
        context().showStatus(_("Hosting stopped."));
    }
}

void NetworkCommands::hostFromCommandLine(std::uint16_t port, std::optional<net::JoinCode> code) {
    HostRequest request;
    request.continueBoard = context().controller().networkPlayer().has_value() &&
                            !context().controller().game().isRoundOver();
    request.options = context().options();
    request.name = context().options().nameOf(0).utf8_string();
    request.port = port;
    request.code = std::move(code);
    hostAndWait(request);
}

void NetworkCommands::joinFromCommandLine(const std::string& address, const std::string& code) {
    JoinRequest request{address, code, context().options().nameOf(0).utf8_string()};
    if (auto joined = join(request); !joined) {
        tellPlayer(
            &context().window(),
            wxString::Format(_("That cannot be joined: %s."), translated(joined.error().text)),
            NoticeKind::Problem);
    }
}

void NetworkCommands::showJoinDialog() {
    JoinRequest request = lastJoin_;
    if (request.name.empty()) {
        request.name = context().options().nameOf(0).utf8_string();
    }
    while (auto details = askJoinDetails(&context().window(), request)) {
        if (auto joined = join(*details); joined) {
            return;
        } else {
            tellPlayer(
                &context().window(),
                wxString::Format(_("That cannot be joined: %s."), translated(joined.error().text)),
                NoticeKind::Problem);
        }
        request = *details;
    }
}

} // namespace ttt::gui
