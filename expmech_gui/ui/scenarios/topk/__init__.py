"""Top-k's UI classes (topk, topk_likes) and its view (view)."""
