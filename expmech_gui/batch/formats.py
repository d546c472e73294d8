"""The table formats a batch run can write (a module of its own, so `expmech batch --help` needs no runner)."""

FORMATS = {"csv": ("csv",), "parquet": ("parquet",), "both": ("csv", "parquet")}
