"""Exact sampling: a release whose law does not depend on floating-point rounding (sampling), its exact
Bernoulli draws and loops (draws), and fsum's number in numpy calls (sums)."""
