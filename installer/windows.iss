; Inno Setup script: wraps the one-folder build (dist\ExpMechStudio) into ExpMechStudio-setup.exe.
; Build the folder first with `python installer\build.py`, then run `iscc installer\windows.iss`.
[Setup]
AppName=ExpMech Studio
AppVersion=0.1.0
AppPublisher=ExpMech
DefaultDirName={autopf}\ExpMech Studio
DefaultGroupName=ExpMech Studio
OutputDir=..\dist
OutputBaseFilename=ExpMechStudio-setup
SetupIconFile=..\build\icons\expmech.ico
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible

[Files]
Source: "..\dist\ExpMechStudio\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs

[Icons]
Name: "{group}\ExpMech Studio"; Filename: "{app}\ExpMechStudio.exe"
Name: "{autodesktop}\ExpMech Studio"; Filename: "{app}\ExpMechStudio.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\ExpMechStudio.exe"; Description: "Launch ExpMech Studio"; Flags: nowait postinstall skipifsilent
