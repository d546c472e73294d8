"""`python -m expmech_gui.cli …` = `expmech …`."""
import sys

from . import main

sys.exit(main())
