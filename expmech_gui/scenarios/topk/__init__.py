"""Private top-k: the scenarios over votes and likes (topk, topk_likes), the selection methods (selection,
laplace) and one release's law and cost (release)."""
