"""Synthetic data over a small universe: the net mechanism (blr; net_mechanism, net) and private multiplicative
weights (pmw; multiplicative_weights, pmw_privacy) on a histogram (universe, universe_table)."""
