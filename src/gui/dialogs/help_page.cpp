#include "dialogs/help_page.hpp"

#include "dialogs/help_page_view.hpp"

#include <wx/window.h>

#ifdef TTT_HELP_MODULE_BUILD
#include "app/user_dirs.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <system_error>
#include <vector>
#include <wx/dynlib.h>
#include <wx/log.h>
#include <wx/module.h>
#include <wx/stdpaths.h>
#endif

namespace ttt::gui {
namespace {

std::filesystem::path& firstFolder() {
    static std::filesystem::path folder;
    return folder;
}

#ifdef TTT_HELP_MODULE_BUILD

// What wxWidgets logs while one lives (why a library could not be loaded),
// instead of showing it in a box of its own. Help opens on the main thread.
class CollectedLog final : public wxLog {
public:
    CollectedLog() : previous_(wxLog::SetActiveTarget(this)) {}
    ~CollectedLog() override { wxLog::SetActiveTarget(previous_); }
    CollectedLog(const CollectedLog&) = delete;
    CollectedLog& operator=(const CollectedLog&) = delete;

    [[nodiscard]] const wxString& text() const { return text_; }

protected:
    void DoLogRecord(wxLogLevel /*level*/, const wxString& message,
                     const wxLogRecordInfo& /*info*/) override {
        text_ += (text_.empty() ? "" : "\n") + message;
    }

private:
    wxLog* previous_;
    wxString text_;
};

std::vector<std::filesystem::path> moduleCandidates() {
    const std::filesystem::path name = TTT_HELP_MODULE_FILE;
    std::vector<std::filesystem::path> candidates;
    if (!firstFolder().empty()) {
        candidates.push_back(firstFolder() / name);
    }
    const std::filesystem::path program =
        pathFromWx(wxStandardPaths::Get().GetExecutablePath()).parent_path();
    candidates.push_back(program / name);
    candidates.push_back((program / TTT_HELP_MODULE_FROM_PROGRAM / name).lexically_normal());
    return candidates;
}

// The wxWidgets modules of the html library the help module brought in (its
// tag handlers): started when it is loaded, ended with wxWidgets' own.
// wxPluginLibrary would register them as never started, and wxWidgets would
// assert for each of them at its end.
class LoadedLibraryModules final : public wxModule {
public:
    // Starts the modules of the classes wxWidgets learnt of since `before`.
    static void start(const wxClassInfo* before) {
        for (const wxClassInfo* info = wxClassInfo::GetFirst(); info != nullptr && info != before;
             info = info->GetNext()) {
            if (info->IsKindOf(wxCLASSINFO(wxModule)) && info != wxCLASSINFO(wxModule)) {
                std::unique_ptr<wxModule> module(wxDynamicCast(info->CreateObject(), wxModule));
                if (module && module->Init()) {
                    started().push_back(std::move(module));
                }
            }
        }
    }

    bool OnInit() override { return true; }
    void OnExit() override {
        for (auto module = started().rbegin(); module != started().rend(); ++module) {
            (*module)->Exit();
        }
        started().clear();
    }

private:
    static std::vector<std::unique_ptr<wxModule>>& started() {
        static std::vector<std::unique_ptr<wxModule>> modules;
        return modules;
    }

    wxDECLARE_DYNAMIC_CLASS(LoadedLibraryModules);
};
wxIMPLEMENT_DYNAMIC_CLASS(LoadedLibraryModules, wxModule);

// The module's page maker. Loaded once and never unloaded: wxWidgets keeps
// the html library's classes until it ends.
Expected<HelpPageCreateFunction> loadModule() {
    static HelpPageCreateFunction loaded = nullptr;
    if (loaded != nullptr) {
        return loaded;
    }
    const std::vector<std::filesystem::path> candidates = moduleCandidates();
    const auto file = std::find_if(candidates.begin(), candidates.end(), [](const auto& path) {
        std::error_code error;
        return std::filesystem::is_regular_file(path, error);
    });
    if (file == candidates.end()) {
        std::string places;
        for (const std::filesystem::path& path : candidates) {
            places += "\n" + wxFromPath(path).utf8_string();
        }
        return failure(Text("The help viewer is missing. It was looked for as:{0}", places));
    }
    const wxString path = wxFromPath(*file);
    const std::string shownPath = path.utf8_string();
    const CollectedLog log;
    const wxClassInfo* const before = wxClassInfo::GetFirst();
    wxDynamicLibrary library;
    if (!library.Load(path, wxDL_NOW | wxDL_VERBATIM)) {
        return failure(Text("The help viewer {0} could not be loaded: {1}", shownPath,
                            log.text().utf8_string()));
    }
    LoadedLibraryModules::start(before);
    bool found = false; // asking with a flag: a missing name is not logged
    const auto build =
        reinterpret_cast<HelpPageBuildFunction>(library.GetSymbol(kHelpPageBuildSymbol, &found));
    const auto create =
        reinterpret_cast<HelpPageCreateFunction>(library.GetSymbol(kHelpPageCreateSymbol, &found));
    library.Detach(); // loaded until the program ends
    if (build == nullptr || create == nullptr || std::strcmp(build(), TTT_HELP_MODULE_BUILD) != 0) {
        return failure(
            Text("The help viewer {0} belongs to another version of TicTacToe.", shownPath));
    }
    loaded = create;
    return loaded;
}

#endif

} // namespace

void setHelpModuleFolder(const std::filesystem::path& folder) {
    firstFolder() = folder;
}

Expected<wxWindow*> makeHelpPage(wxWindow& parent, const wxString& html) {
    const int border = parent.FromDIP(12);
#ifdef TTT_HELP_MODULE_BUILD
    return loadModule().map(
        [&](HelpPageCreateFunction create) { return create(&parent, &html, border); });
#else
    return createHelpPageView(&parent, html, border);
#endif
}

} // namespace ttt::gui
