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


def test_the_text_report_in_german_words_and_numbers_and_the_json_unchanged():
    """--locale de: the run report's sentences are the catalogue's German (cli.run_text) and its numbers in German
    separators; the English report is what it always was; the JSON is the same either way."""
    english, german = run(), run("--locale", "de")
    assert english.splitlines()[:8] == [
        "Pricing: n = 3, |H| = 301, Δ = 3.01, ε = 0.5 (Exponential mechanism, general analysis, add-remove neighbours)",
        "OPT = $3.01 at 3.01",
        "γ (continuous optimum) = $3.01; effective α = 0.00332226",
        "exact E[revenue] = $1.88891",
        "utility bound (t = 1): says nothing at n = 3 and ε = 0.5 — its threshold lies below every possible revenue",
        "lecture guarantee: says nothing at n = 3 and ε = 0.5 — its revenue floor is not above the lowest revenue on "
        "the grid",
        "2,000 trials (seed 1): mean revenue $1.87816",
        "       candidate      revenue  probability      count"]
    assert german.splitlines()[:8] == [
        "Preisbildung: n = 3, |H| = 301, Δ = 3,01, ε = 0,5 (Exponentieller Mechanismus, Analyse: allgemein, "
        "Nachbarn: Hinzufügen/Entfernen)",
        "OPT = $3,01 bei 3,01",
        "γ (stetiges Optimum) = $3,01; wirksames α = 0,00332226",
        "exakt E[Erlös] = $1,88891",
        "Nutzenschranke (t = 1): sagt bei n = 3 und ε = 0,5 nichts – ihre Schwelle liegt unter jedem möglichen Wert "
        "(Erlös)",
        "Garantie der Vorlesung: sagt bei n = 3 und ε = 0,5 nichts – ihre Untergrenze für Erlös liegt nicht über dem "
        "niedrigsten Wert (Erlös) im Raster",
        "2.000 Durchläufe (Startwert 1): Mittel (Erlös) $1,87816",
        "        Kandidat        Erlös       Chance     Anzahl"]
    assert english.splitlines()[-1] == "(286 less likely candidates not shown; use --csv or --json)"
    assert german.splitlines()[-1] == "(286 weniger wahrscheinliche Kandidaten nicht gezeigt; siehe --csv oder --json)"
    voting = io.StringIO()  # a run whose bound says something: the threshold's line and the trials' fraction
    assert main(["run", "voting", "--example", "--seed", "3", "--trials", "500", "--locale", "de"], voting,
                io.StringIO()) == 0
    assert "Nutzenschwelle (t = 1) = 36,4165: P[darunter] exakt 0,0000032037 ≤ Schranke 0,367879\n500 Durchläufe " \
           "(Startwert 3): Mittel (Stimmen) 41,46, Anteil unter der Schwelle 0\n" in voting.getvalue()
    assert json.loads(run("--locale", "de", "--json", "-")) == json.loads(run("--json", "-"))


def test_top_k_lines_after_the_report_in_german_and_in_english_as_before():
    """--locale de: Top-k's own lines (scenarios/topk/text.py) in German, the composition's name too; English as it
    always was."""
    def top_k(*extra):
        out = io.StringIO()
        assert main(["run", "top-k", "--example", "--seed", "3", "--trials", "300", *extra], out, io.StringIO()) == 0
        return out.getvalue().splitlines()

    english, german = top_k(), top_k("--locale", "de")
    assert english[12:16] + english[-2:] == [
        "top-k: k = 3 by Peeling (k exponential mechanisms)",
        "true top-k recovered: exact expectation 2.95103 of 3 (simulated 2.95667, 95% interval 2.93359 to 2.97974)",
        "chance to be among the 3 chosen: exact, and the share of the 300 simulated 3-sets with its 95% interval",
        "       candidate        score        exact    simulated   95% interval",
        "expected total score of the 3 chosen: exact 97.694 (simulated 97.74); the best possible total is 98",
        "privacy: 3 selections at ε = 0.5 each → total ε = 1.5, δ = 10⁻⁶ (Optimal for any ε-DP mechanism; adaptive "
        "composition); pay what you get (Durfee–Rogers 2019): ε = 1.5 for the k-set"]
    assert german[12:16] + german[-2:] == [
        "Top-k: k = 3 mit Peeling (k Exponentialmechanismen)",
        "wahre Top-k getroffen: exakt erwartet 2,95103 von 3 (simuliert 2,95667, 95-%-Intervall 2,93359 bis 2,97974)",
        "Chance, unter den 3 Gewählten zu sein: exakt, dazu der Anteil der 300 simulierten 3-Mengen mit seinem "
        "95-%-Intervall",
        "        Kandidat    Bewertung        exakt    simuliert   95-%-Intervall",
        "erwartete Gesamtbewertung der 3 Gewählten: exakt 97,694 (simuliert 97,74); die bestmögliche Summe ist 98",
        "Privatsphäre: 3 Auswahlen zu je ε = 0,5 → insgesamt ε = 1,5, δ = 10⁻⁶ (Optimal für jeden ε-DP-Mechanismus; "
        "adaptive Komposition); „pay what you get“ (Durfee–Rogers 2019): ε = 1,5 für die k-Menge"]
    laplace = top_k("--mechanism", "laplace", "--locale", "de")
    assert laplace[-1].endswith("(verrauschtes Top-k in einem Zug (Ding et al. 2019))")
    assert "Chance, unter den 3 Gewählten zu sein: exakt (nicht berechnet)" in laplace[14]


def test_custom_calibration_lines_in_german_and_in_english_as_before():
    """Custom's lines after the report (the score's range, c and the largest loss by each calibration) in German with
    --locale de, English as it always was."""
    def custom(*extra):
        out = io.StringIO()
        assert main(["run", "custom", "--preset", "custom_votes_shifted", "--seed", "3", "--trials", "200", *extra],
                    out, io.StringIO()) == 0
        return out.getvalue().splitlines()[-3:]

    assert custom() == [
        "score range over the given pairs = 1 (the most the scores move apart)",
        "calibrated by sensitivity: c = ε/(2Δ) = 0.0049505; largest realised loss 0.00372282 (it promises at most "
        "ε = 1)",
        "calibrated by range: c = ε/range = 1; largest realised loss 0.97832 (it promises at most ε = 1)"]
    assert custom("--locale", "de") == [
        "Spanne der Bewertungen über die gegebenen Paare = 1 (wie weit die Bewertungen höchstens auseinanderrücken)",
        "kalibriert nach Sensitivität: c = ε/(2Δ) = 0,0049505; größter eingetretener Privatsphäre-Verlust 0,00372282 "
        "(versprochen: höchstens ε = 1)",
        "kalibriert nach Spanne: c = ε/range = 1; größter eingetretener Privatsphäre-Verlust 0,97832 (versprochen: "
        "höchstens ε = 1)"]


def test_pac_blr_and_pmw_lines_after_the_report_in_german_and_in_english_as_before():
    """--locale de: the lines PAC, BLR and PMW add after the run report in German (the concept class, the true error's
    unknown reason, the net's method, the query class and the accounting method in their German names); English as
    it always was (compared with the old code's output, seed 1)."""
    def lines(*argv, last=1):
        out = io.StringIO()
        assert main(["run", *argv, "--seed", "1", "--trials", "200"], out, io.StringIO()) == 0
        return out.getvalue().splitlines()[-last:]

    intervals = ("pac", "--preset", "Intervals on a 60-point line (no stated distribution)")
    assert lines(*intervals, last=3)[:2] == [
        "learning: intervals (|C| = 1,831); ERM 20 ≤ x ≤ 40 with empirical error 5% (true unknown)",
        "learned concept: exact expected empirical error 7.54%, expected true error unknown (the data states no "
        "distribution, so only the empirical error is known)"]
    assert lines(*intervals, "--locale", "de", last=3)[:2] == [
        "Lernen mit Intervallen (|C| = 1.831); ERM 20 ≤ x ≤ 40 mit empirischem Fehler 5\u00a0% (wahr unbekannt)",
        "gelerntes Konzept: exakter erwarteter empirischer Fehler 7,54\u00a0%, erwarteter wahrer Fehler unbekannt (die "
        "Daten nennen keine Verteilung, daher ist nur der empirische Fehler bekannt)"]
    assert lines("blr", "--example", last=4)[::3] == [
        "net mechanism: a synthetic database of m = 5 from a net of 792 (exact), 27 queries (conjunctions)",
        "BLR bound: max error ≤ 0.973063 (α = 0.811891 + 0.161172) with probability ≥ 0.95; exactly 1 here"]
    assert lines("blr", "--example", "--locale", "de", last=4)[::3] == [
        "Netz-Mechanismus: eine synthetische Datenbank mit m = 5 aus einem Netz von 792 (exakt), 27 Anfragen "
        "(conjunctions)",
        "BLR-Schranke: größter Fehler ≤ 0,973063 (α = 0,811891 + 0,161172) mit Wahrscheinlichkeit ≥ 0,95; hier exakt 1"]
    english, german = lines("pmw", "--example", last=6), lines("pmw", "--example", "--locale", "de", last=6)
    assert english[:2] + english[3:4] == [
        "PMW: 200 queries (random, all conjunctions, 81 in the class), threshold T = 0.2, η = 0.05",
        "updates: 51 of at most U = 1,109",
        "privacy: budget ε = 10, δ = 10⁻⁶ over 2U = 2,218 steps of ε₀ = 0.03928 (“Optimal for any ε-DP mechanism”); "
        "103 steps used, composed ε = 1.733 (the guarantee is the budget: how many steps a run uses depends on the "
        "data)"]
    assert german[:2] + german[3:4] == [
        "PMW: 200 Anfragen (random, alle Konjunktionen, 81 in der Klasse), Schwelle T = 0,2, η = 0,05",
        "Korrekturen: 51 von höchstens U = 1.109",
        "Privatsphäre: Budget ε = 10, δ = 10⁻⁶ über 2U = 2.218 Schritte zu ε₀ = 0,03928 („Optimal für jeden "
        "ε-DP-Mechanismus“); 103 Schritte verbraucht, zusammengesetzt ε = 1,733 (die Garantie ist das Budget: wie "
        "viele Schritte ein Lauf verbraucht, hängt von den Daten ab)"]
    assert lines("pmw", "--example", "--noise", "off", "--locale", "de") == [
        "Privatsphäre: keine (Rauschen aus: die nicht privaten multiplikativen Gewichte)"]


def test_an_unknown_locale_is_refused_in_words():
    out, err = io.StringIO(), io.StringIO()
    assert main([*RUN, "--locale", "xx"], out, err) == 2
    assert "--locale" in err.getvalue() and "de" in err.getvalue()


def test_the_sentences_words_and_refusals_in_german_and_english_by_default(tmp_path):
    """--locale de: the formatter's words ("1 von …", "… Mal") and a refused file's sentence are German;
    without it, and in the next call, English."""
    account = ["account", "--epsilon", "0.5", "--releases", "10"]
    out, err = io.StringIO(), io.StringIO()
    assert main([*account, "--locale", "de"], out, err) == 0
    assert "35,5 Mal" in out.getvalue() and "1 von 1,0 Millionen" in out.getvalue()
    bad = tmp_path / "stimmen.csv"
    bad.write_text("candidate;votes\nAda;3\nBob;2,5\n", encoding="utf-8")
    refused = ["run", "voting", "--data", str(bad), "--epsilon", "1"]
    err = io.StringIO()
    assert main([*refused, "--locale", "de"], io.StringIO(), err) == 2
    assert "Zeile 3, Spalte 'votes': '2.5' ist keine ganze Zahl (Stimmen)" in err.getvalue()
    out, err = io.StringIO(), io.StringIO()
    assert main(account, out, err) == 0
    assert "35.5 times" in out.getvalue() and "1 in 1.0 million" in out.getvalue()
    err = io.StringIO()
    assert main(refused, io.StringIO(), err) == 2
    assert "row 3, column 'votes': '2.5' is not a whole number of votes" in err.getvalue()
    err = io.StringIO()  # a refused flag too: the language is installed before the command line is parsed
    assert main([*account[:2], "1e9", *account[3:], "--locale", "de"], io.StringIO(), err) == 2
    assert "ε muss mindestens 0,000001 und höchstens 10.000 sein, nicht 1e9" in err.getvalue(), err.getvalue()


def test_run_csv_in_german_excel_dialect_only_when_asked_and_it_reads_back_unchanged(tmp_path):
    from expmech_gui.io.csvio import detect_delimiter, parse_rows, read_text

    english, german = tmp_path / "en.csv", tmp_path / "de.csv"
    run("--csv", str(english))
    run("--locale", "de", "--csv", str(german))
    en_text, de_text = read_text(english), read_text(german)
    assert en_text.splitlines()[1] == "0.01,0.03,0.0028520666477088695,6,0.003"  # the machine dialect
    assert ";" not in en_text and detect_delimiter(de_text) == ";"
    assert de_text.splitlines()[1] == "0,01;0,03;0,0028520666477088695;6;0,003"  # German Excel's
    assert parse_rows(de_text) == parse_rows(en_text)  # the app's reader: the same cells, decimal points


def test_german_csv_cells_with_exponents_and_text_read_back():
    from expmech_gui.io.csvio import csv_text, parse_rows

    rows = [["candidate", "probability", "count"], ["x ≥ 3.5", 1.5e-05, 7], ["A.B", 0.25, 0], [2.5, 1e-300, 3]]
    german = csv_text(rows, "de")
    assert german.splitlines()[1:3] == ["x ≥ 3.5;1,5e-05;7", "A.B;0,25;0"]  # names as they are
    assert [cells for _, cells in parse_rows(german)] == [[str(c) for c in row] for row in rows]
    assert csv_text(rows) == csv_text(rows, "en") and ";" not in csv_text(rows)


def test_every_one_column_file_reads_decimal_commas_with_locale_de_and_a_comma_table_is_said_as_one(tmp_path):
    """Pricing's valuations and Median's values (the CLI's one-column number files) read German Excel's "1,5" per
    line with --locale de, as the same file with points reads without it (one rule: csvio.parse_rows'
    one_column); rows such as "A,1" are cells separated by commas, refused as in English (it said "'name,value'
    ist keine Zahl", having read the whole line as one number)."""
    german, points, table = tmp_path / "werte.csv", tmp_path / "points.csv", tmp_path / "table.csv"
    german.write_text("Wert\n1,5\n2,25\n3\n0,75\n", encoding="utf-8")
    points.write_text("value\n1.5\n2.25\n3\n0.75\n", encoding="utf-8")
    table.write_text("name,value\nA,1\nB,2\n", encoding="utf-8")
    for scenario in ("pricing", "median"):
        command = ["run", scenario, "--epsilon", "1", "--trials", "200", "--seed", "3", "--json", "-"]
        out, err = io.StringIO(), io.StringIO()
        assert main([*command, "--data", str(german), "--locale", "de"], out, err) == 0, err.getvalue()
        read = json.loads(out.getvalue())
        out = io.StringIO()
        assert main([*command, "--data", str(points)], out, io.StringIO()) == 0
        assert read == json.loads(out.getvalue())
        err = io.StringIO()
        assert main([*command[:-2], "--data", str(table), "--locale", "de"], io.StringIO(), err) == 2
        assert "Zeile 1: ein Wert pro Zeile erwartet, 2 Zellen gefunden, getrennt durch Kommas" in err.getvalue()


def test_account_first_lines_write_their_epsilons_as_people_do_and_in_the_language_asked():
    """`account`'s header and '(ε = … asked' lines: no Python '1e-06' (core.formatting.plain), German words and
    decimal commas with --locale de, English without it."""
    from pathlib import Path

    def account(*argv):
        out, err = io.StringIO(), io.StringIO()
        assert main(["account", *argv], out, err) == 0, err.getvalue()
        return out.getvalue().splitlines()

    mixed = ("--epsilons", "0.1,0.000001")
    assert account(*mixed)[0] == "2 releases at ε = 0.1, 0.000001 of the exponential mechanism, δ = 10⁻⁶"
    assert account(*mixed, "--locale", "de")[0] == (
        "2 Veröffentlichungen mit ε = 0,1, 0,000001 (exponentieller Mechanismus), δ = 10⁻⁶")
    one = ("--epsilon", "0.000001", "--releases", "3")
    assert account(*one)[0] == "3 releases of an ε = 0.000001 exponential mechanism, δ = 10⁻⁶"
    assert account(*one, "--locale", "de")[0] == (
        "3 Veröffentlichungen mit ε = 0,000001 (exponentieller Mechanismus), δ = 10⁻⁶")
    votes = Path(__file__).resolve().parents[1] / "resources" / "presets" / "teacher_of_the_year.csv"
    data = ("voting", "--data", str(votes))
    assert account(*data, "--epsilon", "0.000002", "--releases", "2")[1].startswith("(ε = 0.000002 asked: ")
    assert account(*data, "--epsilons", "0.000002,1")[1].startswith("(ε = 0.000002, 1 asked: ")
    assert account(*data, "--epsilon", "0.000002", "--releases", "2", "--locale", "de")[1].startswith(
        "(ε = 0,000002 verlangt: ")


def test_account_and_ledger_name_their_methods_and_mechanisms_in_german_and_in_english_as_before(tmp_path):
    """The composition methods' titles (the bill's and the ledger's) and the mechanism of `account`'s first line in
    the language of --locale (they were English: gumbel's and permute-and-flip's name lacked German); the English
    is as it was, columns padded to the longest title of the language shown."""
    from test_cli_ledger import ENTRY, saved

    from expmech_gui.core.accounting.ledger import LedgerEntry

    def lines(*argv):
        out, err = io.StringIO(), io.StringIO()
        assert main(list(argv), out, err) == 0, err.getvalue()
        return out.getvalue().splitlines()

    gumbel = ("account", "--epsilon", "0.5", "--releases", "10", "--mechanism", "gumbel")
    german = lines(*gumbel, "--locale", "de")
    assert german[0] == "10 Veröffentlichungen mit ε = 0,5 (Report-Noisy-Max mit Gumbel-Rauschen), δ = 10⁻⁶"
    assert german[1] == "  Einfache Summe (Basiskomposition)                      ε = 5"
    assert german[4] == "  Am besten für diesen Mechanismus (beschränkte Spanne)  ε = 3,56908"
    english = lines(*gumbel)
    assert english[0] == "10 releases of an ε = 0.5 gumbel mechanism, δ = 10⁻⁶"
    assert english[1:3] == ["  Simple sum (basic composition)            ε = 5",
                            "  Advanced composition                      ε = 11.5549"]
    flip = lines("account", "--epsilon", "0.5", "--releases", "10", "--mechanism", "permute-and-flip", "--locale", "de")
    assert flip[0] == "10 Veröffentlichungen mit ε = 0,5 (Permute-and-Flip-Mechanismus), δ = 10⁻⁶"
    mixed = lines("account", "--epsilons", "0.1,0.2", "--locale", "de")
    assert mixed[7].startswith("  Numerisch eng (Privatsphäre-Verlustverteilungen)       ε = ")
    assert lines("account", "--epsilons", "0.1,0.2")[1] == "  Simple sum (basic composition)                  ε = 0.3"
    ledger = lines("--locale", "de", "ledger", saved(tmp_path, [LedgerEntry(**ENTRY)] * 2))  # (its words only)
    assert any(line.startswith("  Einfache Summe (Basiskomposition)                      ε = 5") for line in ledger)


def test_the_text_reports_write_their_numbers_as_core_formatting_does():
    """run, sweep and truthfulness write their numbers to six significant digits with core.formatting (no Python
    exponent "1e-07", thousands grouped, the minus sign), which --locale de writes with German separators."""
    from expmech_gui.cli.commands import _fmt

    assert [_fmt(x) for x in (0.734756123, 0.92347, 1234.5, 1e-7, -2.5, 3.0, 2.5e6, None, 7)] == [
        "0.734756", "0.92347", "1,234.5", "0.0000001", "−2.5", "3", "2,500,000", "—", "7"]
    assert localized(_fmt(1234.5), "de") == "1.234,5"
