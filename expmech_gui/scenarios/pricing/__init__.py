"""Digital-goods pricing: the scenario (pricing), its data (valuations), its maths (revenue, gamma, alpha_sweep)
and strategic bidders and voters (strategic, truthfulness)."""
