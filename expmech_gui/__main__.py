"""`python -m expmech_gui` launches ExpMech Studio."""
import sys

from .ui.app import main

sys.exit(main())
