"""Batch experiments (no Qt): an experiment file (TOML) names scenarios, datasets and a grid of parameters;
its cells run on a local process pool or a Dask cluster and their results are appended cell by cell to a
resumable journal, from which a tidy table (CSV, Parquet) and a manifest are written.

spec: reading and checking the file (errors name the line and key) · datasets: paths, presets, generators ·
grid: cells and their seeds · cells: one cell's numbers · store: journal, table, manifest ·
executors: serial, process pool, Dask · runner: the run with its progress · workspace_spec: a workspace ⇄ a spec.
"""
from __future__ import annotations

BATCH_EXTRA = "pip install 'expmech-gui[batch]'"
CLUSTER_EXTRA = "pip install 'expmech-gui[cluster]'"
