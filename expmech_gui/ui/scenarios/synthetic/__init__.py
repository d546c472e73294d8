"""The net mechanism's and PMW's UI classes (blr, pmw) and their views (blr_view, blr_compute, pmw_view,
pmw_rounds)."""
