#include "dialogs/settings_menus.hpp"

#include "app/player_notices.hpp"
#include "dialogs/custom_rules_panel.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "game/game_labels.hpp"

#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>

namespace ttt::gui {

void SettingsMenus::addChoice(wxMenu& menu, const wxString& label, std::function<bool()> isCurrent,
                              std::function<void()> choose, bool radio) {
    const int id = wxWindow::NewControlId();
    if (radio) {
        menu.AppendRadioItem(id, label);
    } else {
        menu.Append(id, label);
    }
    onMenu(id, std::move(choose));
    if (isCurrent) {
        checkWhen(id, std::move(isCurrent));
    }
}

void SettingsMenus::addMenuItems(Menus& menus) {
    wxMenu& settings = *menus.settings;
    const auto options = [this]() -> const GameOptions& { return context().options(); };
    // A submenu `title` with a radio item for each (value, label) of
    // `choices`: checked while `current()` is that value, `choose(value)`
    // when picked.
    const auto addChoiceMenu = [this, &settings](const wxString& title, const auto& choices,
                                                 auto current, auto choose) -> wxMenu& {
        auto* menu = new wxMenu;
        for (const auto& [value, label] : choices) {
            addChoice(
                *menu, label, [current, value = value] { return current() == value; },
                [choose, value = value] { choose(value); });
        }
        settings.AppendSubMenu(menu, title);
        return *menu;
    };

    const std::array<std::pair<Mode, wxString>, 3> modes{
        {{Mode::HumanVsHuman, _("&Human vs Human")},
         {Mode::HumanVsComputer, _("Human vs &Computer")},
         {Mode::ComputerVsComputer, _("Computer vs Computer (&demo)")}}};
    addChoiceMenu(
        _("&Players"), modes, [options] { return options().mode; },
        [this](Mode mode) { chooseMode(mode); });

    auto* difficulty = new wxMenu;
    for (const BotLevel level : kBotLevels) {
        addChoice(
            *difficulty, "&" + levelChoiceLabel(level),
            [options, level] {
                return options().computer.kind == PlayerSpec::Kind::Computer &&
                       options().computer.level == level;
            },
            [this, level] { chooseLevel(level); });
    }
    // Checked while an external engine plays (Settings > Engine…).
    const int engineId = wxWindow::NewControlId();
    difficulty->AppendRadioItem(engineId, _("External engine"));
    context().window().Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& event) {
            const PlayerSpec& computer = context().options().computer;
            event.Enable(computer.isEngine());
            event.Check(computer.isEngine());
            event.SetText(
                computer.isEngine()
                    ? wxString::Format(_("Engine: %s"), context().options().displayedEngineName())
                    : _("External engine (Settings ▸ Engine…)"));
        },
        engineId);
    difficulty->AppendSeparator();
    const int adaptId = wxWindow::NewControlId();
    difficulty->AppendCheckItem(
        adaptId, _("&Adapt to my results"),
        _("Two wins in a row move the computer one level up, two losses one level down"));
    onMenu(adaptId, [this] { setAdaptLevel(!adapt_); });
    checkWhen(adaptId, [this] { return adapt_; });
    settings.AppendSubMenu(difficulty, _("&Difficulty"));

    // Easy and Medium answer at once; Hard and engines use the time given.
    auto* thinking = new wxMenu;
    const auto thinks = [options] {
        const PlayerSpec& computer = options().computer;
        return computer.isEngine() || levelUsesThinkingTime(computer.level);
    };
    for (const std::chrono::milliseconds time : kThinkingTimes) {
        const int id = wxWindow::NewControlId();
        thinking->AppendRadioItem(id, thinkingTimeLabel(time));
        onMenu(id, [this, time] { chooseThinkingTime(time); });
        context().window().Bind(
            wxEVT_UPDATE_UI,
            [options, thinks, time](wxUpdateUIEvent& event) {
                event.Enable(thinks());
                event.Check(options().computer.budget.time == time);
            },
            id);
    }
    // Hard alone learns on the person's time (an engine's protocol cannot).
    thinking->AppendSeparator();
    const int ponderId = wxWindow::NewControlId();
    thinking->AppendCheckItem(
        ponderId, _("Think on &my time"),
        _("Hard goes on thinking about the game while you think about your move"));
    onMenu(ponderId, [this] { setPondering(!context().controller().ponders()); });
    context().window().Bind(
        wxEVT_UPDATE_UI,
        [this, options](wxUpdateUIEvent& event) {
            const PlayerSpec& computer = options().computer;
            event.Enable(computer.kind == PlayerSpec::Kind::Computer &&
                         computer.level == BotLevel::Hard);
            event.Check(context().controller().ponders());
        },
        ponderId);
    settings.AppendSubMenu(thinking, _("&Thinking time"),
                           _("How long Hard or an engine thinks about a move"));

    const std::array<std::pair<StartPolicy, wxString>, 3> starters{
        {{StartPolicy::Player1, _("Player &1")},
         {StartPolicy::Player2, _("Player &2")},
         {StartPolicy::Alternate, _("&Alternate every round")}}};
    addChoiceMenu(
        _("&Who starts"), starters, [options] { return options().starts; },
        [this](StartPolicy policy) { chooseStarts(policy); });

    // The tournament openings as RIF plays them: Soosõrv-8, Taraguchi-10.
    const std::array<std::pair<OpeningRule, wxString>, 6> openingRules{
        {{OpeningRule::None, _("&Free")},
         {OpeningRule::Swap, _("&Swap")},
         {OpeningRule::Swap2, _("Swap&2")},
         {OpeningRule::Yamaguchi, _("&Yamaguchi (Renju)")},
         {OpeningRule::Soosorv, _("S&oosõrv-8 (Renju)")},
         {OpeningRule::Taraguchi, _("&Taraguchi-10 (Renju)")}}};
    addChoiceMenu(
        _("&Opening rule (five in a row)"), openingRules, [options] { return options().opening; },
        [this](OpeningRule rule) { chooseOpening(rule); });

    const std::array<std::pair<Variant, wxString>, 6> variants{
        {{Variant::Classic, _("&Classic 3×3")},
         {Variant::GomokuFreestyle, _("&Gomoku 15×15 (freestyle)")},
         {Variant::GomokuExact, _("Gomoku 15×15 (&exactly five)")},
         {Variant::GomokuRenju, _("Gomoku 15×15 (&Renju)")},
         {Variant::GomokuCaro, _("Gomoku 15×15 (C&aro)")},
         {Variant::Unlimited, _("&Unlimited field, five in a row")}}};
    wxMenu& board = addChoiceMenu(
        _("&Board"), variants, [options] { return variantOf(options().rules); },
        [this](Variant variant) { chooseBoard(rulesOf(variant)); });
    // Radio items already checked send no event on GTK: the dialog also has
    // an item of its own, so that a custom board can be changed.
    addChoice(
        board, _("C&ustom board"),
        [options] { return variantOf(options().rules) == Variant::Custom; },
        [this] { chooseCustomBoard(); });
    board.AppendSeparator();
    addChoice(
        board, _("Custom board &size…"), {}, [this] { chooseCustomBoard(); }, false);

    auto* themes = new wxMenu;
    for (const ThemeId id : kAllThemes) {
        addChoice(
            *themes, themeLabel(id), [this, id] { return context().theme() == id; },
            [this, id] { context().setTheme(id); });
    }
    settings.AppendSubMenu(themes, _("&Theme"));

    auto* languages = new wxMenu;
    for (const LanguageId id : availableLanguages()) {
        addChoice(
            *languages, languageLabel(id), [this, id] { return language_ == id; },
            [this, id] { chooseLanguage(id); });
    }
    settings.AppendSubMenu(languages, _("&Language"));
}

void SettingsMenus::startSession(const StoredSettings& settings) {
    language_ = settings.language;
    adapt_ = settings.adaptLevel;
    setPondering(settings.ponder);
}

void SettingsMenus::saveSettings(StoredSettings& settings) const {
    settings.language = language_;
    settings.adaptLevel = adapt_;
    settings.ponder = context().controller().ponders();
}

void SettingsMenus::setPondering(bool on) {
    context().controller().setPondering(on);
}

void SettingsMenus::setAdaptLevel(bool adapt) {
    adapt_ = adapt;
    adapter_.forget();
}

std::optional<LevelAdapter::Result> SettingsMenus::resultAgainstLevel() const {
    const GameEngine& game = context().controller().game();
    if (game.mode() != Mode::HumanVsComputer || !game.isRoundOver()) {
        return std::nullopt;
    }
    const int human = game.player(0).isHuman() ? 0 : 1;
    const Player& computer = game.player(1 - human);
    if (computer.spec.kind != PlayerSpec::Kind::Computer) {
        return std::nullopt; // an engine is not on the ladder
    }
    if (game.result().outcome == Outcome::Drawn) {
        return LevelAdapter::Result::Draw;
    }
    return playerIndex(game.result().winner) == human ? LevelAdapter::Result::Win
                                                      : LevelAdapter::Result::Loss;
}

void SettingsMenus::gameChanged(GameEvent event) {
    const GameController& controller = context().controller();
    if (controller.isLoading()) {
        return;
    }
    switch (event) {
    case GameEvent::RoundEnded:
        // A round from a set-up position says nothing of the person's level.
        if (controller.game().setUpStones() == 0) {
            finished_ = resultAgainstLevel();
        }
        break;
    case GameEvent::PositionSetUp:
        finished_.reset();
        break;
    case GameEvent::MoveUndone:
        if (!controller.game().isRoundOver()) {
            finished_.reset();
        }
        break;
    case GameEvent::RoundStarted: {
        const auto result = std::exchange(finished_, std::nullopt);
        if (!adapt_ || !result) {
            break;
        }
        const PlayerSpec& computer = context().options().computer;
        const BotLevel level = computer.level;
        const auto next = adapter_.record(level, *result);
        if (!next || computer.kind != PlayerSpec::Kind::Computer) {
            break;
        }
        GameOptions options = context().options();
        options.computer = PlayerSpec::computer(*next, computer.budget);
        // After the round has started: the engine is still telling its observers.
        context().window().CallAfter([this, options, up = *next > level] {
            adapting_ = true;
            context().continueWith(options);
            adapting_ = false;
            context().showStatus(
                wxString::Format(up ? _("Two wins in a row: the computer now plays at %s.")
                                    : _("Two losses in a row: the computer now plays at %s."),
                                 levelChoiceLabel(options.computer.level)));
        });
        break;
    }
    case GameEvent::GameStarted:
        finished_.reset();
        if (!adapting_) {
            adapter_.forget();
        }
        break;
    case GameEvent::MovePlayed:
    case GameEvent::MoveRedone:
    case GameEvent::ColourChosen:
    case GameEvent::ScoreChanged:
    case GameEvent::PlayersChanged:
        break;
    }
}

void SettingsMenus::chooseLanguage(LanguageId language) {
    if (language == language_) {
        return;
    }
    language_ = language;
    // The menus and panels were made with the words of the language the game
    // started in; the next start makes them all in the new one.
    const wxString message =
        language == LanguageId::System
            ? _("TicTacToe will use the system's language from its next start.")
            // TRANSLATORS: %s is a language's own name, e.g. "Русский" or "English".
            : wxString::Format(_("TicTacToe will use this language from its next start: %s."),
                               languageLabel(language));
    tellPlayer(&context().window(), message, NoticeKind::Information);
}

void SettingsMenus::chooseMode(Mode mode) {
    GameOptions next = context().options();
    next.mode = mode;
    if (next.mode != context().options().mode) {
        context().startNewGame(next);
    }
}

void SettingsMenus::chooseLevel(BotLevel level) {
    GameOptions next = context().options();
    // A level keeps the thinking time chosen for the computer.
    next.computer = PlayerSpec::computer(level, context().options().computer.budget);
    if (next.computer == context().options().computer) {
        return;
    }
    if (context().options().mode == Mode::HumanVsHuman) {
        context().adoptOptions(next); // used by the next game against the computer
        return;
    }
    context().startNewGame(next);
}

void SettingsMenus::chooseThinkingTime(std::chrono::milliseconds time) {
    GameOptions next = context().options();
    next.computer.budget.time = time;
    if (next.computer == context().options().computer) {
        return;
    }
    if (context().options().mode == Mode::HumanVsHuman) {
        context().adoptOptions(next); // used by the next game against the computer
        return;
    }
    context().startNewGame(next);
}

void SettingsMenus::chooseStarts(StartPolicy starts) {
    GameOptions next = context().options();
    next.starts = starts;
    if (next.starts != context().options().starts) {
        context().startNewGame(next);
    }
}

void SettingsMenus::chooseOpening(OpeningRule rule) {
    GameOptions next = context().options();
    next.opening = rule;
    if (next.opening != context().options().opening) {
        context().startNewGame(next);
    }
}

void SettingsMenus::chooseBoard(const Rules& rules) {
    GameOptions next = context().options();
    next.rules = rules;
    if (!(next.rules == context().options().rules)) {
        context().startNewGame(next);
    }
}

void SettingsMenus::chooseCustomBoard() {
    const std::optional<Rules> rules =
        askCustomRules(&context().window(), context().options().rules);
    if (rules) {
        GameOptions next = context().options();
        next.rules = *rules;
        context().startNewGame(next);
    }
}

} // namespace ttt::gui
