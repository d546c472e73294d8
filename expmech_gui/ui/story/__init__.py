"""Story mode: the exponential mechanism told in eight steps over the current workspace, and its slides."""
