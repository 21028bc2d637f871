; The Windows installer (docs/windows-and-linux.md, "Installing on Windows"),
; built by scripts/build-windows.sh with Debian's NSIS:
;   makensis -DVERSION=1.0.0 -DDIST=<folder with the exes> -DREPO=<repository>
;            -DOUTFILE=<installer.exe> installer.nsi
;
; - For the current user, without administrator rights, by default (into
;   %LOCALAPPDATA%\Programs\TicTacToe); for everyone on the computer as an
;   option (the first page, or /AllUsers; needs an administrator's account;
;   into Program Files). /S installs silently, /D=<folder> elsewhere.
; - A Start-menu shortcut, optionally one on the desktop.
; - .tttgame and .psq open with the game: ProgIDs of its own and an entry in
;   each extension's OpenWithProgids, the Applications key and the
;   RegisteredApplications capabilities. .tttgame is the game's own
;   extension and gets it as its default when no program has one; .psq
;   (Piskvork's) never has another program's default taken.
; - Listed in Settings > Apps with publisher, version, size and icon. The
;   uninstaller removes every file and key the installer added, and the
;   player's games and settings (%APPDATA%\TicTacToe) only when asked to.
; - A newer version installed over an older one goes into the same folder
;   and scope and keeps the player's data.

Unicode true
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include nsDialogs.nsh

!define APP "TicTacToe"
!define PUBLISHER "The TicTacToe authors"
!define APP_KEY "Software\TicTacToe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TicTacToe"
!define GAME_PROGID "TicTacToe.Game"
!define PSQ_PROGID "TicTacToe.PiskvorkGame"
!define CLASSES "Software\Classes"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
BrandingText "${APP} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "${PUBLISHER}"

Var AllUsers    ; 1: for everyone on the computer
Var ForMe       ; the scope page's radio buttons
Var ForEveryone
Var Earlier     ; the folder of an earlier installation, if any

!define MUI_ICON "${REPO}\resources\windows\tictactoe.ico"
!define MUI_UNICON "${REPO}\resources\windows\tictactoe.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\TicTacToe.exe"
!define MUI_COMPONENTSPAGE_NODESC

Page custom ScopePage ScopePageLeave
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Macedonian"
!insertmacro MUI_LANGUAGE "SimpChinese"

LangString ScopeTitle ${LANG_ENGLISH} "Who is it for?"
LangString ScopeTitle ${LANG_RUSSIAN} "Для кого установить?"
LangString ScopeTitle ${LANG_MACEDONIAN} "За кого е?"
LangString ScopeTitle ${LANG_SIMPCHINESE} "为谁安装？"
LangString ScopeText ${LANG_ENGLISH} "Install TicTacToe:"
LangString ScopeText ${LANG_RUSSIAN} "Установить TicTacToe:"
LangString ScopeText ${LANG_MACEDONIAN} "Инсталирај TicTacToe:"
LangString ScopeText ${LANG_SIMPCHINESE} "安装 TicTacToe："
LangString ScopeMe ${LANG_ENGLISH} "Only for me (no administrator rights needed)"
LangString ScopeMe ${LANG_RUSSIAN} "Только для меня (права администратора не нужны)"
LangString ScopeMe ${LANG_MACEDONIAN} "Само за мене (не се потребни администраторски права)"
LangString ScopeMe ${LANG_SIMPCHINESE} "仅为我安装（不需要管理员权限）"
LangString ScopeEveryone ${LANG_ENGLISH} "For everyone on this computer (an administrator's account)"
LangString ScopeEveryone ${LANG_RUSSIAN} "Для всех пользователей компьютера (учётная запись администратора)"
LangString ScopeEveryone ${LANG_MACEDONIAN} "За сите на овој компјутер (администраторска сметка)"
LangString ScopeEveryone ${LANG_SIMPCHINESE} "为此电脑上的所有人安装（需要管理员帐户）"
LangString NeedsAdmin ${LANG_ENGLISH} "Installing for everyone needs an administrator's account: start the installer with $\"Run as administrator$\", or install it only for you."
LangString NeedsAdmin ${LANG_RUSSIAN} "Для установки для всех нужна учётная запись администратора: запустите установщик через $\"Запуск от имени администратора$\" или установите только для себя."
LangString NeedsAdmin ${LANG_MACEDONIAN} "За инсталирање за сите е потребна администраторска сметка: стартувајте го инсталерот со $\"Run as administrator$\" или инсталирајте само за вас."
LangString NeedsAdmin ${LANG_SIMPCHINESE} "为所有人安装需要管理员帐户：请以管理员身份运行安装程序，或只为自己安装。"
LangString GameFile ${LANG_ENGLISH} "TicTacToe game"
LangString GameFile ${LANG_RUSSIAN} "Партия TicTacToe"
LangString GameFile ${LANG_MACEDONIAN} "Игра TicTacToe"
LangString GameFile ${LANG_SIMPCHINESE} "TicTacToe 对局"
LangString PsqFile ${LANG_ENGLISH} "Piskvork game"
LangString PsqFile ${LANG_RUSSIAN} "Партия Piskvork"
LangString PsqFile ${LANG_MACEDONIAN} "Игра Piskvork"
LangString PsqFile ${LANG_SIMPCHINESE} "Piskvork 对局"
LangString DesktopShortcut ${LANG_ENGLISH} "Shortcut on the desktop"
LangString DesktopShortcut ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString DesktopShortcut ${LANG_MACEDONIAN} "Кратенка на работната површина"
LangString DesktopShortcut ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString RemoveData ${LANG_ENGLISH} "Also remove my games and settings"
LangString RemoveData ${LANG_RUSSIAN} "Удалить также мои партии и настройки"
LangString RemoveData ${LANG_MACEDONIAN} "Отстрани ги и моите игри и поставки"
LangString RemoveData ${LANG_SIMPCHINESE} "同时删除我的对局和设置"
LangString Description ${LANG_ENGLISH} "Noughts and crosses, Gomoku and five in a row"
LangString Description ${LANG_RUSSIAN} "Крестики-нолики, гомоку и пять в ряд"
LangString Description ${LANG_MACEDONIAN} "Икс-тото, гомоку и пет во ред"
LangString Description ${LANG_SIMPCHINESE} "井字棋、五子棋与五连珠"

; --- scope ------------------------------------------------------------------

; For everyone or for the current user: the shell's folders and SHCTX (the
; registry root: HKLM or HKCU) follow, and the default folder when no
; earlier installation chose one.
Function ApplyScope
    ${If} $AllUsers == 1
        UserInfo::GetAccountType
        Pop $0
        ${If} $0 != "Admin"
            MessageBox MB_OK|MB_ICONEXCLAMATION "$(NeedsAdmin)" /SD IDOK
            ${If} ${Silent}
                SetErrorLevel 5 ; access denied
                Quit
            ${EndIf}
            StrCpy $AllUsers 0
        ${EndIf}
    ${EndIf}
    ${If} $AllUsers == 1
        SetShellVarContext all
        ReadRegStr $Earlier HKLM "${APP_KEY}" "InstallDir"
        StrCpy $INSTDIR "$PROGRAMFILES64\${APP}"
    ${Else}
        SetShellVarContext current
        ReadRegStr $Earlier HKCU "${APP_KEY}" "InstallDir"
        StrCpy $INSTDIR "$LOCALAPPDATA\Programs\${APP}"
    ${EndIf}
    ${If} $Earlier != ""
        StrCpy $INSTDIR $Earlier
    ${EndIf}
FunctionEnd

; The language is the system's (English where it is none of the four).
Function .onInit
    StrCpy $AllUsers 0
    ; An earlier installation for everyone is updated for everyone.
    ReadRegStr $0 HKLM "${APP_KEY}" "InstallDir"
    ${If} $0 != ""
        StrCpy $AllUsers 1
    ${EndIf}
    ${GetParameters} $1
    ClearErrors
    ${GetOptions} $1 "/AllUsers" $2
    ${IfNot} ${Errors}
        StrCpy $AllUsers 1
    ${EndIf}
    ClearErrors
    ${GetOptions} $1 "/CurrentUser" $2
    ${IfNot} ${Errors}
        StrCpy $AllUsers 0
    ${EndIf}
    ; /D= sets $INSTDIR before .onInit: it wins over every default. (Both
    ; read in the current user's context, before ApplyScope changes it.)
    StrCpy $3 $INSTDIR
    StrCpy $4 "$LOCALAPPDATA\Programs\${APP}"
    Call ApplyScope
    ${If} $3 != $4
        StrCpy $INSTDIR $3
    ${EndIf}
FunctionEnd

Function ScopePage
    !insertmacro MUI_HEADER_TEXT "$(ScopeTitle)" "$(Description)"
    nsDialogs::Create 1018
    Pop $0
    ${NSD_CreateLabel} 0 0 100% 12u "$(ScopeText)"
    Pop $0
    ${NSD_CreateRadioButton} 10u 20u 90% 12u "$(ScopeMe)"
    Pop $ForMe
    ${NSD_CreateRadioButton} 10u 36u 90% 12u "$(ScopeEveryone)"
    Pop $ForEveryone
    ${If} $AllUsers == 1
        ${NSD_Check} $ForEveryone
    ${Else}
        ${NSD_Check} $ForMe
    ${EndIf}
    nsDialogs::Show
FunctionEnd

Function ScopePageLeave
    ${NSD_GetState} $ForEveryone $0
    ${If} $0 == ${BST_CHECKED}
        StrCpy $AllUsers 1
    ${Else}
        StrCpy $AllUsers 0
    ${EndIf}
    Call ApplyScope
    ${If} $AllUsers == 0
    ${AndIf} $0 == ${BST_CHECKED}
        Abort ; not an administrator: stay on the page
    ${EndIf}
FunctionEnd

; --- what is installed ------------------------------------------------------

; A file type opened by the game: its ProgID, and the game among the
; programs that open the extension. `default`: the extension is the game's
; own, and gets the ProgID when no program has claimed it.
!macro Associate EXT PROGID DESCRIPTION DEFAULT
    WriteRegStr SHCTX "${CLASSES}\${PROGID}" "" "${DESCRIPTION}"
    WriteRegStr SHCTX "${CLASSES}\${PROGID}" "FriendlyTypeName" "${DESCRIPTION}"
    WriteRegStr SHCTX "${CLASSES}\${PROGID}\DefaultIcon" "" "$\"$INSTDIR\TicTacToe.exe$\",0"
    WriteRegStr SHCTX "${CLASSES}\${PROGID}\shell\open\command" "" \
        "$\"$INSTDIR\TicTacToe.exe$\" $\"%1$\""
    WriteRegStr SHCTX "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}" ""
    WriteRegStr SHCTX "${CLASSES}\Applications\TicTacToe.exe\SupportedTypes" "${EXT}" ""
    WriteRegStr SHCTX "${APP_KEY}\Capabilities\FileAssociations" "${EXT}" "${PROGID}"
    !if ${DEFAULT} == 1
        ReadRegStr $0 SHCTX "${CLASSES}\${EXT}" ""
        ${If} $0 == ""
            WriteRegStr SHCTX "${CLASSES}\${EXT}" "" "${PROGID}"
        ${EndIf}
    !endif
!macroend

Section "TicTacToe" SecGame
    SectionIn RO
    SetOutPath "$INSTDIR"
    File "${DIST}\TicTacToe.exe"
    File "${DIST}\pbrain-tictactoe.exe"
    File /oname=LICENSE.txt "${REPO}\LICENSE"
    File /oname=README.txt "${REPO}\resources\windows\README.txt"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\TicTacToe.exe" "" \
        "$INSTDIR\TicTacToe.exe" 0 SW_SHOWNORMAL "" "$(Description)"

    WriteRegStr SHCTX "${APP_KEY}" "InstallDir" "$INSTDIR"
    WriteRegStr SHCTX "${APP_KEY}" "Version" "${VERSION}"
    !insertmacro Associate ".tttgame" "${GAME_PROGID}" "$(GameFile)" 1
    !insertmacro Associate ".psq" "${PSQ_PROGID}" "$(PsqFile)" 0
    WriteRegStr SHCTX "${CLASSES}\Applications\TicTacToe.exe" "FriendlyAppName" "${APP}"
    WriteRegStr SHCTX "${CLASSES}\Applications\TicTacToe.exe\shell\open\command" "" \
        "$\"$INSTDIR\TicTacToe.exe$\" $\"%1$\""
    WriteRegStr SHCTX "${APP_KEY}\Capabilities" "ApplicationName" "${APP}"
    WriteRegStr SHCTX "${APP_KEY}\Capabilities" "ApplicationDescription" "$(Description)"
    WriteRegStr SHCTX "Software\RegisteredApplications" "${APP}" "${APP_KEY}\Capabilities"

    ; Settings > Apps.
    ${If} $AllUsers == 1
        StrCpy $1 "/AllUsers"
    ${Else}
        StrCpy $1 "/CurrentUser"
    ${EndIf}
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${APP}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$\"$INSTDIR\TicTacToe.exe$\",0"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\" $1"
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" \
        "$\"$INSTDIR\uninstall.exe$\" $1 /S"
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
    ${GetSize} "$INSTDIR" "/S=0K" $0 $2 $3
    IntFmt $0 "0x%08X" $0
    WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" "$0"

    ; Explorer shows the new types' icons and menus at once.
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "$(DesktopShortcut)" SecDesktop
    CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\TicTacToe.exe" "" "$INSTDIR\TicTacToe.exe" 0
SectionEnd

; --- the uninstaller ----------------------------------------------------------

Function un.onInit
    ${GetParameters} $1
    ClearErrors
    ${GetOptions} $1 "/AllUsers" $2
    ${If} ${Errors}
        SetShellVarContext current
    ${Else}
        SetShellVarContext all
    ${EndIf}
FunctionEnd

; Takes the game's ProgID out of an extension's list, and the extension's
; default when it is the game's; the extension's key only when nothing else
; is left in it.
!macro Unassociate EXT PROGID
    DeleteRegKey SHCTX "${CLASSES}\${PROGID}"
    DeleteRegValue SHCTX "${CLASSES}\${EXT}\OpenWithProgids" "${PROGID}"
    DeleteRegKey /ifempty SHCTX "${CLASSES}\${EXT}\OpenWithProgids"
    ReadRegStr $0 SHCTX "${CLASSES}\${EXT}" ""
    ${If} $0 == "${PROGID}"
        DeleteRegValue SHCTX "${CLASSES}\${EXT}" ""
    ${EndIf}
    DeleteRegKey /ifempty SHCTX "${CLASSES}\${EXT}"
!macroend

Section "un.TicTacToe" UnSecGame
    SectionIn RO
    Delete "$INSTDIR\TicTacToe.exe"
    Delete "$INSTDIR\pbrain-tictactoe.exe"
    Delete "$INSTDIR\LICENSE.txt"
    Delete "$INSTDIR\README.txt"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    Delete "$SMPROGRAMS\${APP}.lnk"
    Delete "$DESKTOP\${APP}.lnk"

    !insertmacro Unassociate ".tttgame" "${GAME_PROGID}"
    !insertmacro Unassociate ".psq" "${PSQ_PROGID}"
    DeleteRegKey SHCTX "${CLASSES}\Applications\TicTacToe.exe"
    DeleteRegValue SHCTX "Software\RegisteredApplications" "${APP}"
    DeleteRegKey SHCTX "${APP_KEY}"
    DeleteRegKey SHCTX "${UNINSTALL_KEY}"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

; The player's leaderboard, autosave and settings are the person's, kept
; unless asked for: %APPDATA%\TicTacToe of the user who uninstalls.
Section /o "un.$(RemoveData)" UnSecData
    SetShellVarContext current
    RMDir /r "$APPDATA\${APP}"
SectionEnd
