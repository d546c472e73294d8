"""Choose-one voting: vote counts, Δ = 1 (voting)."""
