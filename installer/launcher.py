"""Entry point of the frozen app (PyInstaller): the same main() as `expmech-gui`."""
import sys

from expmech_gui.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
