"""The per-scenario part of an exported OpenDP script (api.opendp_export): how it reads the app's CSV, the bounds
it refuses data outside (on which the sensitivity Δ rests) and the score of every candidate — the same score the
scenario's problem() computes, which tests/test_export_code.py checks."""

PRICING_SCORES = '''
def read_data(path):
    """The valuations: one number per row (an optional header row "value"), as the app's pricing CSV."""
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = [row for row in csv.reader(fh) if row and row[0].strip()]
    if rows and rows[0][0].strip().lower() == "value":
        rows = rows[1:]
    values = []
    for number, row in enumerate(rows, start=1):
        try:
            values.append(float(row[0]))
        except ValueError:
            raise BoundsError(f"row {number}: {row[0]!r} is not a number") from None
    return values


def check_bounds(values):
    """Every valuation a finite number >= 0: then one buyer moves the revenue at price p by at most p <= Δ."""
    for number, v in enumerate(values, start=1):
        if not (math.isfinite(v) and v >= 0):
            raise BoundsError(f"valuation {number} is {v!r}; each must be a finite number at least 0")


def scores(values):
    """revenue(p_j) = (j·N_j)·P/m at the candidate prices p_j = j·P/m, N_j = #{valuations >= p_j}, P the max price
    (= Δ), computed in the app's order of operations so that the scores are the app's to the bit."""
    out = []
    for j, price in enumerate(CANDIDATES, start=1):
        revenue = float(j * sum(1 for v in values if v >= price))
        if SENSITIVITY != 1.0:
            revenue *= SENSITIVITY
        out.append(revenue / len(CANDIDATES))
    return out
'''

VOTING_SCORES = '''
def read_data(path):
    """The tally: rows "candidate,votes" (an optional header row), as the app's voting CSV."""
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = [row for row in csv.reader(fh) if row and "".join(row).strip()]
    if rows and rows[0][0].strip().lower() == "candidate":
        rows = rows[1:]
    tally = {}
    for number, row in enumerate(rows, start=1):
        if len(row) != 2:
            raise BoundsError(f"row {number}: expected candidate,votes")
        name, votes = row[0].strip(), row[1].strip()
        if name in tally:
            raise BoundsError(f"row {number}: {name!r} is listed twice")
        try:
            tally[name] = int(votes)
        except ValueError:
            raise BoundsError(f"row {number}: {votes!r} votes is not a whole number") from None
    return tally


def check_bounds(tally):
    """Only the declared candidates, each with a whole number of votes >= 0: one ballot then moves one count by 1."""
    for name, votes in tally.items():
        if name not in CANDIDATES:
            raise BoundsError(f"{name!r} is not one of the declared candidates ({', '.join(CANDIDATES)})")
        if not (isinstance(votes, int) and votes >= 0):
            raise BoundsError(f"{name!r} has {votes!r} votes; each count must be a whole number at least 0")


def scores(tally):
    """votes(c) for every declared candidate (0 for one nobody voted for)."""
    return [float(tally.get(name, 0)) for name in CANDIDATES]
'''
