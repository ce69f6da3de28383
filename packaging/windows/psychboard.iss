; Inno Setup script for the Windows installer: a per-user install (no administrator needed,
; though one can choose "for all users"), a Start-menu entry, an optional desktop icon and an
; uninstaller. Build the bundle first (`pyinstaller --noconfirm build.spec`), then from the
; checkout's root:
;   iscc /DAppVersion=0.1.0 packaging\windows\psychboard.iss
; which writes dist\psychboard-<version>-windows-x64-setup.exe. CI (.github/workflows/
; release.yml) passes the version from psychboard/__init__.py.
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\psychboard.iss
#endif
#define Root AddBackslash(SourcePath) + "..\..\"

[Setup]
AppId={{6F1C2B1E-5C3B-4C55-9E0B-7A3D2B9C4E10}
AppName=Psychboard
AppVersion={#AppVersion}
AppVerName=Psychboard {#AppVersion}
AppPublisher=The Psychboard authors
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Psychboard
DefaultGroupName=Psychboard
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#Root}build\generated\LICENSES\THIRD-PARTY.md
SetupIconFile={#Root}build\generated\icons\psychboard.ico
UninstallDisplayIcon={app}\psychboard.exe
OutputDir={#Root}dist
OutputBaseFilename=psychboard-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}dist\psychboard\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Psychboard"; Filename: "{app}\psychboard.exe"
Name: "{group}\Licences"; Filename: "{app}\_internal\LICENSES\THIRD-PARTY.md"
Name: "{autodesktop}\Psychboard"; Filename: "{app}\psychboard.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\psychboard.exe"; Description: "{cm:LaunchProgram,Psychboard}"; Flags: nowait postinstall skipifsilent
