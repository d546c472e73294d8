"""`expmech … --locale de` (issue 35 §3): the text's numbers as German writes them; without the flag, and in the
JSON always, the decimal point."""
import io
import json

from expmech_gui.cli import main
from expmech_gui.core.number_locale import localized

RUN = ["run", "pricing", "--example", "--epsilon", "0.5", "--trials", "2000", "--seed", "1"]


def run(*extra):
    out, err = io.StringIO(), io.StringIO()
    assert main([*RUN, *extra], out, err) == 0, err.getvalue()
    return out.getvalue()


def test_the_text_report_in_german_numbers_and_the_json_unchanged():
    english, german = run(), run("--locale", "de")
    assert "ε = 0.5" in english and "2,000 trials" in english
    assert german == localized(english, "de") and "ε = 0,5" in german and "2.000 trials" in german
    assert json.loads(run("--locale", "de", "--json", "-")) == json.loads(run("--json", "-"))


def test_an_unknown_locale_is_refused_in_words():
    out, err = io.StringIO(), io.StringIO()
    assert main([*RUN, "--locale", "xx"], out, err) == 2
    assert "--locale" in err.getvalue() and "de" in err.getvalue()
