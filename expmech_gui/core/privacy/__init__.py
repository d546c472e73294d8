"""The privacy lens: the loss between neighbouring datasets and the most-exposed search (loss), its structured
fast path (exposure), and the attacker's posterior bound (attacker)."""
