"""The gallery: the classic mechanisms the exponential mechanism contains, each built as an EM on the right
score beside its textbook pmf (gallery); the median scenario reads its quantile grids."""
