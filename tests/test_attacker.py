"""The posterior bound of core.privacy.attacker against its closed form and exact rational arithmetic (issues 30, 31)."""
from fractions import Fraction
import math

import pytest

from expmech_gui.core.privacy.attacker import posterior_bound, posterior_sentence


@pytest.mark.parametrize("prior,eps", [(0.2, math.log(3)), (0.01, 2.0), (0.5, 0.1), (0.9, 5.0), (1e-9, 30.0)])
def test_bound_matches_closed_form(prior, eps):
    e = Fraction(math.exp(eps))
    p = Fraction(prior)
    assert posterior_bound(prior, eps) == pytest.approx(float(e * p / (e * p + 1 - p)), rel=1e-12)


def test_extremes_never_overflow():
    assert posterior_bound(0.2, 1e300) == 1.0
    assert posterior_bound(0.2, 0.0) == pytest.approx(0.2, rel=1e-15)
    assert posterior_bound(0.0, 50.0) == 0.0 and posterior_bound(1.0, 50.0) == 1.0


@pytest.mark.parametrize("prior,eps", [(-0.1, 1.0), (1.5, 1.0), (float("nan"), 1.0), (0.2, -1.0), (0.2, float("nan"))])
def test_bad_input_is_refused_in_words(prior, eps):
    with pytest.raises(ValueError, match="belief|ε"):
        posterior_bound(prior, eps)


def test_sentence_in_the_studys_words():
    text = posterior_sentence(0.2, math.log(3))
    assert text == ("If someone believed there was a 20% chance that you answered yes, after seeing everything "
                    "released so far they can believe at most 43%.")
    assert "at most 10⁻⁶." in posterior_sentence(0.001, 10, 1e-6)
