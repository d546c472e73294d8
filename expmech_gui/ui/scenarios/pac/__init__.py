"""PAC learning's UI class (pac) and its Learning view (view)."""
