"""What every scenario is built from: the Scenario declaration and its parts (base), cell parsers (cells), typed
tables (typed_tables), neighbours by scenario key (neighbours), shipped resources (resources) and the one-meaning
rule for setting names (setting_names)."""
