<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ExpMech</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Open session…</source>
        <translation>Sitzung öffnen…</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Save session as…</source>
        <translation>Sitzung speichern unter…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Tabelle als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export results (CSV/JSON)…</source>
        <translation>Ergebnisse exportieren (CSV/JSON)…</translation>
    </message>
    <message>
        <source>Export plots (PNG + SVG)…</source>
        <translation>Diagramme exportieren (PNG + SVG)…</translation>
    </message>
    <message>
        <source>Export report (PDF/HTML)…</source>
        <translation>Bericht exportieren (PDF/HTML)…</translation>
    </message>
    <message>
        <source>Export the story as slides (PNG)…</source>
        <translation>Geschichte als Folien exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Open experiment…</source>
        <translation>Experiment öffnen…</translation>
    </message>
    <message>
        <source>Export experiment…</source>
        <translation>Experiment exportieren…</translation>
    </message>
    <message>
        <source>Generate synthetic data…</source>
        <translation>Synthetische Daten erzeugen…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Programm beenden</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove selected rows</source>
        <translation>Ausgewählte Zeilen entfernen</translation>
    </message>
    <message>
        <source>Paste rows</source>
        <translation>Zeilen einfügen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run once</source>
        <translation>Einmal ausführen</translation>
    </message>
    <message>
        <source>Release with the exact sampler</source>
        <translation>Mit dem exakten Sampler veröffentlichen</translation>
    </message>
    <message>
        <source>Run N trials</source>
        <translation>N Durchläufe ausführen</translation>
    </message>
    <message>
        <source>Start / pause continuous</source>
        <translation>Dauerlauf starten / anhalten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reset results</source>
        <translation>Ergebnisse zurücksetzen</translation>
    </message>
    <message>
        <source>Speed of Start</source>
        <translation>Tempo von Start</translation>
    </message>
    <message>
        <source>Slow motion</source>
        <translation>Zeitlupe</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>Volle Geschwindigkeit</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Animate draws</source>
        <translation>Ziehungen animieren</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Preisbildung</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <source>Lunch</source>
        <translation>Mittagessen</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Top-k likes</source>
        <translation>Top-k Vorlieben</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Synthetic data (net mechanism)</source>
        <translation>Synthetische Daten (Netzmechanismus)</translation>
    </message>
    <message>
        <source>PMW</source>
        <translation>PMW</translation>
    </message>
    <message>
        <source>Story…</source>
        <translation>Geschichte…</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <source>Gallery…</source>
        <translation>Galerie…</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Formeln</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>About ExpMech Studio</source>
        <translation>Über ExpMech Studio</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Run N</source>
        <translation>N ausführen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>+ Row</source>
        <translation>+ Zeile</translation>
    </message>
    <message>
        <source>− Rows</source>
        <translation>− Zeilen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Erzeugen…</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Privacy: one person</source>
        <translation>Privatsphäre: eine Person</translation>
    </message>
    <message>
        <source>Privacy bill</source>
        <translation>Privatsphäre-Rechnung</translation>
    </message>
    <message>
        <source>ε-sweep</source>
        <translation>ε-Verlauf</translation>
    </message>
    <message>
        <source>Privacy ledger</source>
        <translation>Privatsphäre-Konto</translation>
    </message>
    <message>
        <source>Strategic bidder</source>
        <translation>Strategischer Bieter</translation>
    </message>
    <message>
        <source>α trade-off</source>
        <translation>α-Abwägung</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Release one private choice (Ctrl+R)</source>
        <translation>Eine private Wahl veröffentlichen (Strg+R)</translation>
    </message>
    <message>
        <source>Simulate N independent runs (Ctrl+Enter)</source>
        <translation>N unabhängige Durchläufe simulieren (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Run continuously; press again to pause (Space)</source>
        <translation>Fortlaufend ausführen; erneut drücken zum Anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Clear the simulated results (Ctrl+Shift+R)</source>
        <translation>Die simulierten Ergebnisse löschen (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>Stop the running simulation (Esc)</source>
        <translation>Die laufende Simulation anhalten (Esc)</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Run once&lt;/b&gt; to make one private choice</source>
        <translation>&lt;b&gt;Einmal ausführen&lt;/b&gt; drücken, um eine private Wahl zu treffen</translation>
    </message>
    <message>
        <source>Add a row after the selection (Ctrl+Shift+=)</source>
        <translation>Eine Zeile nach der Auswahl hinzufügen (Strg+Umschalt+=)</translation>
    </message>
    <message>
        <source>Remove the selected rows (Ctrl+Del)</source>
        <translation>Die ausgewählten Zeilen entfernen (Strg+Entf)</translation>
    </message>
    <message>
        <source>Read a CSV file (File ▸ Import CSV)</source>
        <translation>Eine CSV-Datei lesen (Datei ▸ CSV importieren)</translation>
    </message>
    <message>
        <source>Write the table to a CSV file</source>
        <translation>Die Tabelle in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Synthetic data from a distribution, with a seed</source>
        <translation>Synthetische Daten aus einer Verteilung, mit Startwert</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Best bound</source>
        <translation>Beste Schranke</translation>
    </message>
    <message>
        <source>Advanced settings</source>
        <translation>Weitere Einstellungen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Misreport</source>
        <translation>Falschangabe</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <source>Strategic voter</source>
        <translation>Strategischer Wähler</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>The language takes effect in every window opened from now on; restart for the texts already shown.</source>
        <translation>Die Sprache gilt für jedes ab jetzt geöffnete Fenster; für bereits angezeigte Texte neu starten.</translation>
    </message>
    <message>
        <source>Export as code…</source>
        <translation>Als Code exportieren…</translation>
    </message>
    <message>
        <source>Plain words</source>
        <translation>Klartext</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>Open a room…</source>
        <translation>Einen Raum öffnen…</translation>
    </message>
    <message>
        <source>Risk to one person</source>
        <translation>Risiko für eine Person</translation>
    </message>
    <message>
        <source>A fixed seed makes the simulation reproducible; unticked, each reset draws fresh randomness</source>
        <translation>Ein fester Startwert macht die Simulation wiederholbar; ohne Häkchen zieht jedes Zurücksetzen neuen Zufall</translation>
    </message>
    <message>
        <source>Use the lecture's α = ln(n)/(n·ε)</source>
        <translation>Das α der Vorlesung verwenden: α = ln(n)/(n·ε)</translation>
    </message>
    <message>
        <source>Use the α that maximises the lecture's revenue guarantee</source>
        <translation>Das α verwenden, das die Umsatzgarantie der Vorlesung maximiert</translation>
    </message>
    <message>
        <source>Analysis, neighbours, mechanism, bound t and seed</source>
        <translation>Analyse, Nachbarn, Mechanismus, Schranke t und Startwert</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>{Population} in the data</source>
        <translation>Personen in den Daten</translation>
    </message>
    <message>
        <source>Rows left out</source>
        <translation>Ausgelassene Zeilen</translation>
    </message>
    <message>
        <source>{Candidates} to choose from</source>
        <translation>Kandidaten zur Auswahl</translation>
    </message>
    <message>
        <source>How much one person can change a score</source>
        <translation>Wie stark eine Person eine Bewertung ändern kann</translation>
    </message>
    <message>
        <source>Weight on the score</source>
        <translation>Gewicht der Bewertung</translation>
    </message>
    <message>
        <source>Best possible {score}</source>
        <translation>Bestmögliche Bewertung</translation>
    </message>
    <message>
        <source>Best {candidate}</source>
        <translation>Beste Wahl</translation>
    </message>
    <message>
        <source>Best revenue at any price</source>
        <translation>Bester Erlös bei beliebigem Preis</translation>
    </message>
    <message>
        <source>Expected {score} (exact)</source>
        <translation>Erwartete Bewertung (exakt)</translation>
    </message>
    <message>
        <source>Simulated average</source>
        <translation>Simulierter Mittelwert</translation>
    </message>
    <message>
        <source>Bad-outcome line</source>
        <translation>Grenze für ein schlechtes Ergebnis</translation>
    </message>
    <message>
        <source>Chance of a result that bad: exact</source>
        <translation>Wahrscheinlichkeit eines so schlechten Ergebnisses: exakt</translation>
    </message>
    <message>
        <source>… by the theory, at most</source>
        <translation>… laut Theorie höchstens</translation>
    </message>
    <message>
        <source>… in the simulation</source>
        <translation>… in der Simulation</translation>
    </message>
    <message>
        <source>Revenue guarantee</source>
        <translation>Erlösgarantie</translation>
    </message>
    <message>
        <source>Simulated trials</source>
        <translation>Simulierte Durchläufe</translation>
    </message>
    <message>
        <source>Privacy promise, if this is the only release</source>
        <translation>Privatsphäre-Versprechen, falls dies die einzige Veröffentlichung ist</translation>
    </message>
    <message>
        <source>Chosen {candidate}: </source>
        <translation>Gewählt: </translation>
    </message>
    <message>
        <source>{score} {value}</source>
        <translation>Bewertung {value}</translation>
    </message>
    <message>
        <source>{value} {cost}</source>
        <translation>Kosten {value}</translation>
    </message>
    <message>
        <source>(best possible: {best})</source>
        <translation>(bestmöglich: {best})</translation>
    </message>
    <message>
        <source>Drawing one private choice…</source>
        <translation>Eine private Wahl wird gezogen…</translation>
    </message>
    <message>
        <source>&lt;i&gt;updating…&lt;/i&gt;</source>
        <translation>&lt;i&gt;wird aktualisiert…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;updating… (the numbers below are for the previous settings)&lt;/i&gt;</source>
        <translation>&lt;i&gt;wird aktualisiert… (die Zahlen unten gehören zu den vorigen Einstellungen)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Slides not written</source>
        <translation>Folien nicht geschrieben</translation>
    </message>
    <message>
        <source>Slides written</source>
        <translation>Folien geschrieben</translation>
    </message>
    <message>
        <source>{count} slides (1920×1080 PNG) in {folder}</source>
        <translation>{count} Folien (1920×1080 PNG) in {folder}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to this session first?</source>
        <translation>Die Änderungen an dieser Sitzung zuerst speichern?</translation>
    </message>
    <message>
        <source>Restore your work?</source>
        <translation>Ihre Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>ExpMech Studio did not close normally last time. Restore the autosaved session?</source>
        <translation>ExpMech Studio wurde beim letzten Mal nicht normal beendet. Die automatisch gespeicherte Sitzung wiederherstellen?</translation>
    </message>
    <message>
        <source>Over the privacy budget</source>
        <translation>Über dem Privatsphäre-Budget</translation>
    </message>
    <message>
        <source>Release anyway? The ledger will record that the budget was overridden.</source>
        <translation>Trotzdem veröffentlichen? Das Privatsphäre-Konto vermerkt, dass das Budget überschritten wurde.</translation>
    </message>
    <message>
        <source>Expected {score}, by the theory, at least</source>
        <translation>Erwartete Bewertung laut Theorie, mindestens</translation>
    </message>
    <message>
        <source>… by the mass near the best, at most</source>
        <translation>… nach der Masse nahe dem Besten, höchstens</translation>
    </message>
    <message>
        <source>The prior μ (base measure)</source>
        <translation>Die Vorab-Gewichtung μ (Basismaß)</translation>
    </message>
    <message>
        <source>Each candidate's prior weight μ(h) multiplies its chance: the choice leans toward what was believed likely before seeing the data (Naor; McSherry and Talwar). The prior must be chosen without looking at the data, and it is public: it costs no privacy only because it does not depend on the data, so it is the same for every neighbouring dataset. The utility theorem then uses ln(1/μ(H*)), the prior's weight on the best, in place of ln(|H|/|H*|).</source>
        <translation>Das Vorab-Gewicht μ(h) jedes Kandidaten vervielfacht seine Chance: Die Wahl neigt zu dem, was schon vor den Daten als wahrscheinlich galt (Naor; McSherry und Talwar). Die Gewichte müssen gewählt werden, ohne die Daten anzusehen, und sie sind öffentlich: Sie kosten nur deshalb keine Privatsphäre, weil sie nicht von den Daten abhängen – für jeden benachbarten Datensatz sind sie dieselben. Der Nutzensatz verwendet dann ln(1/μ(H*)), das Vorab-Gewicht der Besten, statt ln(|H|/|H*|).</translation>
    </message>
    <message>
        <source>Prior weights</source>
        <translation>Vorab-Gewichte</translation>
    </message>
    <message>
        <source>Show or hide a column with a prior weight per candidate (the base measure μ): the mechanism picks each candidate with a chance proportional to its weight × e^(c × score), so the choice leans toward what was believed likely before the data. Choose the weights without looking at the data: they are public, and cost no privacy only because they do not depend on it. A blank weight counts as 1; 0 means never chosen.</source>
        <translation>Blendet eine Spalte mit einem Vorab-Gewicht je Kandidat ein oder aus (das Basismaß μ): Der Mechanismus wählt jeden Kandidaten mit einer Chance proportional zu Gewicht × e^(c × Bewertung), die Wahl neigt also zu dem, was vor den Daten als wahrscheinlich galt. Wählen Sie die Gewichte, ohne die Daten anzusehen: Sie sind öffentlich und kosten nur deshalb keine Privatsphäre, weil sie nicht von den Daten abhängen. Ein leeres Gewicht zählt als 1; 0 heißt: wird nie gewählt.</translation>
    </message>
    <message>
        <source>Prior weight</source>
        <translation>Vorab-Gewicht</translation>
    </message>
    <message>
        <source>The prior weight μ of this candidate: a number ≥ 0 (blank counts as 1; 0 means it can never be chosen). Only the ratios matter: the weights are divided by their sum. All equal is the uniform prior.</source>
        <translation>Das Vorab-Gewicht μ dieses Kandidaten: eine Zahl ≥ 0 (leer zählt als 1; 0 heißt: kann nie gewählt werden). Nur die Verhältnisse zählen: Die Gewichte werden durch ihre Summe geteilt. Alle gleich ist die gleichmäßige Vorab-Gewichtung.</translation>
    </message>
    <message>
        <source>Prior weight of the best</source>
        <translation>Vorab-Gewicht der Besten</translation>
    </message>
    <message>
        <source>Prior weights…</source>
        <translation>Vorab-Gewichte…</translation>
    </message>
    <message>
        <source>A prior weight per option (the base measure μ), shown in each option's header: the choice leans toward options believed likely before the data. Chosen without looking at the data, the weights are public and cost no privacy. 0 means never chosen; clear the box for the uniform prior.</source>
        <translation>Ein Vorab-Gewicht je Option (das Basismaß μ), im Kopf jeder Option angezeigt: Die Wahl neigt zu Optionen, die vor den Daten als wahrscheinlich galten. Ohne Blick auf die Daten gewählt, sind die Gewichte öffentlich und kosten keine Privatsphäre. 0 heißt: wird nie gewählt; leeren Sie das Feld für die gleichmäßige Vorab-Gewichtung.</translation>
    </message>
    <message>
        <source>One prior weight (a number ≥ 0) per option, separated by commas, in the order {options}. Leave empty for the uniform prior.</source>
        <translation>Ein Vorab-Gewicht (eine Zahl ≥ 0) je Option, durch Kommas getrennt, in der Reihenfolge {options}. Leer lassen für die gleichmäßige Vorab-Gewichtung.</translation>
    </message>
    <message>
        <source> (μ(h) is a prior weight: it tilts the choice toward what was believed likely before seeing the data. It is public and chosen without looking at the data, which is why it costs no privacy)</source>
        <translation> (μ(h) ist ein Vorab-Gewicht: Es lenkt die Wahl zu dem, was schon vor den Daten als wahrscheinlich galt. Es ist öffentlich und wird gewählt, ohne die Daten anzusehen – deshalb kostet es keine Privatsphäre)</translation>
    </message>
    <message>
        <source>If someone believed there was a {before} chance {about}, after seeing everything released so far they can believe at most {after}.</source>
        <translation>Wer es zuvor für {before} wahrscheinlich hielt, {about}, kann es nach allem bisher Veröffentlichten für höchstens {after} wahrscheinlich halten.</translation>
    </message>
    <message>
        <source>(This can fail with a chance of at most {delta}.)</source>
        <translation>(Das kann mit einer Chance von höchstens {delta} nicht gelten.)</translation>
    </message>
    <message>
        <source>that you answered yes</source>
        <translation>dass Sie mit Ja geantwortet haben</translation>
    </message>
    <message>
        <source>Any test that tries to tell whether you are in the data, and wrongly accuses only {fpr} of the people who are not, can catch at most {most} of those who are (a coin flip that accuses {fpr} of people catches {fpr}).</source>
        <translation>Jeder Test, der herausfinden will, ob Sie in den Daten sind, und nur {fpr} der Personen, die es nicht sind, zu Unrecht verdächtigt, erkennt höchstens {most} derer, die es sind (ein Münzwurf, der {fpr} der Personen verdächtigt, erkennt {fpr}).</translation>
    </message>
    <message>
        <source>simulated share (1 run)</source>
        <translation>simulierter Anteil (1 Lauf)</translation>
    </message>
    <message>
        <source>simulated share ({runs} runs)</source>
        <translation>simulierter Anteil ({runs} Läufe)</translation>
    </message>
    <message>
        <source>exact chance of being chosen</source>
        <translation>exakte Chance, gewählt zu werden</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>exact chance</source>
        <translation>exakte Chance</translation>
    </message>
    <message>
        <source>(off the axis)</source>
        <translation>(außerhalb der Achse)</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Made on</source>
        <translation>Erstellt am</translation>
    </message>
    <message>
        <source>{date} (local time, {zone})</source>
        <translation>{date} (Ortszeit, {zone})</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Sitzungsdatei</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>Kurz gesagt</translation>
    </message>
    <message>
        <source>What ε means for the people in the data</source>
        <translation>Was ε für die Personen in den Daten bedeutet</translation>
    </message>
    <message>
        <source>How good is the private choice?</source>
        <translation>Wie gut ist die private Wahl?</translation>
    </message>
    <message>
        <source>Words used in this report</source>
        <translation>Begriffe in diesem Bericht</translation>
    </message>
    <message>
        <source>The settings and the numbers</source>
        <translation>Einstellungen und Zahlen</translation>
    </message>
    <message>
        <source>{scenario}: a private choice among {candidates}</source>
        <translation>{scenario}: eine private Auswahl ({candidates})</translation>
    </message>
    <message>
        <source>; the other {others} have {chance} chance together</source>
        <translation>; die übrigen {others} haben zusammen eine Chance von {chance}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last private release: {what}: {names}&lt;/b&gt; (the first, {first}, had a chance of {chance} of being chosen first).</source>
        <translation>&lt;b&gt;Die letzte private Veröffentlichung: {what}: {names}&lt;/b&gt; (die erste Wahl, {first}, hatte eine Chance von {chance}, zuerst gewählt zu werden).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The private choice released last is {label}&lt;/b&gt; ({score}; its chance of being chosen was {chance}).</source>
        <translation>&lt;b&gt;Zuletzt privat veröffentlicht: {label}&lt;/b&gt; ({score}; Chance, gewählt zu werden: {chance}).</translation>
    </message>
    <message>
        <source>No private choice has been released yet. &lt;b&gt;The most likely {candidate} is {label}&lt;/b&gt; ({score}), with a chance of {chance} of being chosen.</source>
        <translation>Es wurde noch keine private Wahl veröffentlicht. &lt;b&gt;Am wahrscheinlichsten ist {label}&lt;/b&gt; ({score}), mit einer Chance von {chance}, gewählt zu werden.</translation>
    </message>
    <message>
        <source>Each {candidate}'s chance of being chosen</source>
        <translation>Chance, gewählt zu werden, je {candidate}</translation>
    </message>
    <message>
        <source>The {count} most likely {candidates}</source>
        <translation>Die {count} wahrscheinlichsten {candidates}</translation>
    </message>
    <message>
        <source>{first} {each}: {chances}. The best possible result is {best}; on average the private choice gets {expected}.</source>
        <translation>{first} {each}: {chances}. Das bestmögliche Ergebnis ist {best}; im Mittel erreicht die private Wahl {expected}.</translation>
    </message>
    <message>
        <source>Whether or not any one person's data is included</source>
        <translation>Ob die Daten einer einzelnen Person enthalten sind oder nicht</translation>
    </message>
    <message>
        <source>Replacing any one person's data by someone else's</source>
        <translation>Die Daten einer Person durch die einer anderen zu ersetzen</translation>
    </message>
    <message>
        <source>{who} can change the chance of a result by {factor}: this protects no one</source>
        <translation>{who}, kann die Chance eines Ergebnisses {factor} so groß machen: Das schützt niemanden</translation>
    </message>
    <message>
        <source>{who} changes the chance of any result by practically nothing</source>
        <translation>{who}, ändert die Chance jedes Ergebnisses praktisch nicht</translation>
    </message>
    <message>
        <source>{who} changes the chance of any result by at most {factor}</source>
        <translation>{who}, macht die Chance jedes Ergebnisses höchstens {factor} so groß (oder so klein)</translation>
    </message>
    <message>
        <source>privacy setting ε = {epsilon}</source>
        <translation>Privatsphäre-Einstellung ε = {epsilon}</translation>
    </message>
    <message>
        <source>{note}: ε = {epsilon} for one run in all</source>
        <translation>ein Lauf trifft {releases} Auswahlen nacheinander, jede eine Veröffentlichung: ε = {epsilon} für einen Lauf insgesamt</translation>
    </message>
    <message>
        <source>one person moves every {candidate}'s {term} the same way, so this choice is in fact twice as private as the setting says: ε/2 = {epsilon}</source>
        <translation>eine Person verschiebt {term} aller Möglichkeiten in dieselbe Richtung, daher ist diese Wahl tatsächlich doppelt so privat wie eingestellt: ε/2 = {epsilon}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Privacy:&lt;/b&gt; {promise} ({setting}).</source>
        <translation>&lt;b&gt;Privatsphäre:&lt;/b&gt; {promise} ({setting}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; with {people} in the data and this privacy setting, the theory's accuracy guarantee says nothing: the worst case it allows is below the lowest {score} of any {candidate}. The exact chances above still hold.</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; Mit {people} in den Daten und dieser Privatsphäre-Einstellung sagt die Genauigkeitsgarantie der Theorie nichts aus: Der schlechteste Fall, den sie zulässt, liegt unter dem niedrigsten Wert ({score}) aller Möglichkeiten. Die exakten Chancen oben gelten weiterhin.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; the theory guarantees that, with a chance of at least {chance}, the chosen {candidate} has under {floor} (the exact chance of {floor} or more is {exact}).</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; Die Theorie garantiert mit einer Chance von mindestens {chance}, dass die Wahl unter {floor} hat (die exakte Chance für {floor} oder mehr ist {exact}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy:&lt;/b&gt; the theory guarantees that, with a chance of at least {chance}, the chosen {candidate} scores more than {floor} (the exact chance of scoring {floor} or less is {exact}).</source>
        <translation>&lt;b&gt;Genauigkeit:&lt;/b&gt; Die Theorie garantiert mit einer Chance von mindestens {chance}, dass die Wahl mehr als {floor} erreicht (die exakte Chance für {floor} oder weniger ist {exact}).</translation>
    </message>
    <message>
        <source>The choice is made at random, favouring the {candidates} that score best (by {meaning}).</source>
        <translation>Die Wahl wird zufällig getroffen und bevorzugt die {candidates} mit der besten Bewertung (nach {meaning}).</translation>
    </message>
    <message>
        <source>{promise}, so someone who sees the result learns very little about any single person.</source>
        <translation>{promise}; wer das Ergebnis sieht, erfährt also sehr wenig über eine einzelne Person.</translation>
    </message>
    <message>
        <source>A smaller privacy setting ε means stronger protection and a less accurate choice.</source>
        <translation>Ein kleineres ε bedeutet stärkeren Schutz und eine ungenauere Wahl.</translation>
    </message>
    <message>
        <source>{candidates} and their chances</source>
        <translation>{candidates} und ihre Chancen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Chance of being chosen</source>
        <translation>Chance, gewählt zu werden</translation>
    </message>
    <message>
        <source>Share of simulated runs</source>
        <translation>Anteil simulierter Läufe</translation>
    </message>
    <message>
        <source>(released)</source>
        <translation>(veröffentlicht)</translation>
    </message>
    <message>
        <source>… and {count} more {candidates}, with {chance} chance together.</source>
        <translation>… und {count} weitere {candidates}, zusammen mit einer Chance von {chance}.</translation>
    </message>
    <message>
        <source>All {candidates}, in {groups} ranges:</source>
        <translation>Alle {candidates}, in {groups} Bereichen:</translation>
    </message>
    <message>
        <source>{candidates} from – to</source>
        <translation>{candidates} von – bis</translation>
    </message>
    <message>
        <source>Fewest {cost} in the range</source>
        <translation>Kleinster Wert ({cost}) im Bereich</translation>
    </message>
    <message>
        <source>Best {score} in the range</source>
        <translation>Höchster Wert ({score}) im Bereich</translation>
    </message>
    <message>
        <source>Chance together</source>
        <translation>Chance zusammen</translation>
    </message>
    <message>
        <source>the other {others}</source>
        <translation>die übrigen {others}</translation>
    </message>
    <message>
        <source>Sorted from the most to the least likely {candidate}.</source>
        <translation>Sortiert von der wahrscheinlichsten zur unwahrscheinlichsten Möglichkeit ({candidate}).</translation>
    </message>
    <message>
        <source>Hatched bars: the share of simulated runs that chose it.</source>
        <translation>Schraffierte Balken: der Anteil simulierter Läufe, die sie gewählt haben.</translation>
    </message>
    <message>
        <source>best {candidate}</source>
        <translation>Optimum ({candidate})</translation>
    </message>
    <message>
        <source>released {candidate}</source>
        <translation>veröffentlicht: {candidate}</translation>
    </message>
    <message>
        <source>(averaged in ranges)</source>
        <translation>(über Bereiche gemittelt)</translation>
    </message>
    <message>
        <source>Each bar is the average chance of one {candidate} in its range of {candidates}.</source>
        <translation>Jeder Balken ist die mittlere Chance je {candidate} in seinem Bereich.</translation>
    </message>
    <message>
        <source>best possible</source>
        <translation>bestmöglich</translation>
    </message>
    <message>
        <source>average of the private choice</source>
        <translation>Mittel der privaten Wahl</translation>
    </message>
    <message>
        <source>accuracy guarantee</source>
        <translation>Genauigkeitsgarantie</translation>
    </message>
    <message>
        <source>simulated average</source>
        <translation>simuliertes Mittel</translation>
    </message>
    <message>
        <source>released</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <source>{score} of the chosen {candidate}: how likely each value is</source>
        <translation>{score} der Wahl: wie wahrscheinlich jeder Wert ist</translation>
    </message>
    <message>
        <source>Each bar shows the chance that the private choice scores that value ({meaning}).</source>
        <translation>Jeder Balken zeigt die Chance, dass die private Wahl diesen Wert erreicht ({meaning}).</translation>
    </message>
    <message>
        <source>The lowest bar also holds every lower value.</source>
        <translation>Der unterste Balken enthält auch alle niedrigeren Werte.</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>score (minus the {cost})</source>
        <translation>Bewertung (minus {cost})</translation>
    </message>
    <message>
        <source>the score is minus its {cost}</source>
        <translation>die Bewertung ist minus {cost}</translation>
    </message>
    <message>
        <source>typed in by hand or imported from a file</source>
        <translation>von Hand eingegeben oder aus einer Datei importiert</translation>
    </message>
    <message>
        <source>Repeated releases: the privacy bill</source>
        <translation>Wiederholte Veröffentlichungen: die Privatsphäre-Rechnung</translation>
    </message>
    <message>
        <source>Every published result spends privacy. No releases yet, so nothing has been spent.</source>
        <translation>Jedes veröffentlichte Ergebnis verbraucht Privatsphäre. Noch keine Veröffentlichungen, also wurde nichts verbraucht.</translation>
    </message>
    <message>
        <source>Every published result spends privacy. This session counts {releases}. {bill}</source>
        <translation>Jedes veröffentlichte Ergebnis verbraucht Privatsphäre. Diese Sitzung zählt {releases}; zusammen ergibt das {total} nach der engsten hier gültigen Methode („{method}“).</translation>
    </message>
    <message>
        <source>(recommended)</source>
        <translation>(empfohlen)</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <source>The optimal methods handle at most {count} releases: only the formulas are given.</source>
        <translation>Die optimalen Methoden rechnen höchstens {count} Veröffentlichungen: Hier stehen nur die Formeln.</translation>
    </message>
    <message>
        <source>Way of adding up</source>
        <translation>Art der Summierung</translation>
    </message>
    <message>
        <source>Total ε after {releases}</source>
        <translation>Gesamt-ε nach {releases}</translation>
    </message>
    <message>
        <source>What it means for one person</source>
        <translation>Was das für eine Person bedeutet</translation>
    </message>
    <message>
        <source>{budget_sentence}</source>
        <translation>Budget: ε = {budget}; verbraucht ε = {spent}, übrig ε = {left}.</translation>
    </message>
    <message>
        <source>The simulated trials at the current setting are counted as published here (the bill's box is ticked): they are added to the ledger's releases, not written in it.</source>
        <translation>Die simulierten Läufe bei der aktuellen Einstellung gelten hier als veröffentlicht (das Kästchen der Rechnung ist angekreuzt): Sie werden zu den Veröffentlichungen des Protokolls addiert, aber nicht eingetragen.</translation>
    </message>
    <message>
        <source>The session's privacy ledger is empty: nothing has been released.</source>
        <translation>Das Privatsphäre-Protokoll der Sitzung ist leer: Nichts wurde veröffentlicht.</translation>
    </message>
    <message>
        <source>{ledger_summary}</source>
        <translation>Das Privatsphäre-Protokoll der Sitzung verzeichnet {releases} in {places}. Rückgängig entfernt keine davon: Was veröffentlicht ist, bleibt veröffentlicht.</translation>
    </message>
    <message>
        <source>its {score}</source>
        <translation>ihr Wert ({score})</translation>
    </message>
    <message>
        <source>the possible results the private choice picks from: here {candidates}.</source>
        <translation>die möglichen Ergebnisse, aus denen die private Wahl auswählt: hier {candidates}.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>how good an {candidate} is for the people in the data: here {meaning}.</source>
        <translation>wie gut eine Möglichkeit ({candidate}) für die Personen in den Daten ist: hier {meaning}.</translation>
    </message>
    <message>
        <source>how good a {candidate} is for the people in the data: here {meaning}.</source>
        <translation>wie gut eine Möglichkeit ({candidate}) für die Personen in den Daten ist: hier {meaning}.</translation>
    </message>
    <message>
        <source>Best possible</source>
        <translation>Bestmöglich</translation>
    </message>
    <message>
        <source>the highest score any {candidate} has: here {best}.</source>
        <translation>die höchste Bewertung aller Möglichkeiten: hier {best}.</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>the exact probability, computed from the formula before anything is drawn.</source>
        <translation>die exakte Wahrscheinlichkeit, aus der Formel berechnet, bevor etwas gezogen wird.</translation>
    </message>
    <message>
        <source>ε (epsilon)</source>
        <translation>ε (Epsilon)</translation>
    </message>
    <message>
        <source>the privacy setting. Smaller means more protection and a less accurate choice.</source>
        <translation>die Privatsphäre-Einstellung. Kleiner heißt mehr Schutz und eine ungenauere Wahl.</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <source>the most one person can change any {candidate}'s {term}: here {change}.</source>
        <translation>wie stark eine Person {term} einer Möglichkeit höchstens ändern kann: hier {change}.</translation>
    </message>
    <message>
        <source>Accuracy guarantee</source>
        <translation>Genauigkeitsgarantie</translation>
    </message>
    <message>
        <source>a promise from the theory that the chosen {candidate} is not much worse than the best, with a stated chance. With few people it may say nothing.</source>
        <translation>ein Versprechen der Theorie, dass die Wahl mit einer angegebenen Chance nicht viel schlechter als die beste ist. Bei wenigen Personen sagt es womöglich nichts.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message>
        <source>a result that is published. Every release spends privacy; the bill adds them up.</source>
        <translation>ein Ergebnis, das veröffentlicht wird. Jede Veröffentlichung verbraucht Privatsphäre; die Rechnung zählt sie zusammen.</translation>
    </message>
    <message>
        <source>δ (delta)</source>
        <translation>δ (Delta)</translation>
    </message>
    <message>
        <source>in the bill: a very small chance that the promise about one person does not hold.</source>
        <translation>in der Rechnung: eine sehr kleine Chance, dass das Versprechen über eine Person nicht gilt.</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Simuliert</translation>
    </message>
    <message>
        <source>results of drawing many times on this computer, to check the exact chances.</source>
        <translation>Ergebnisse vieler Ziehungen auf diesem Rechner, um die exakten Chancen zu prüfen.</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Begriff</translation>
    </message>
    <message>
        <source>What it means here</source>
        <translation>Bedeutung hier</translation>
    </message>
    <message>
        <source>({rows} left out)</source>
        <translation>({rows} ausgelassen)</translation>
    </message>
    <message>
        <source>general: one person can change a score up or down</source>
        <translation>allgemein: eine Person kann eine Bewertung nach oben oder unten ändern</translation>
    </message>
    <message>
        <source>monotone: one person changes every score in the same direction</source>
        <translation>monoton: eine Person ändert alle Bewertungen in dieselbe Richtung</translation>
    </message>
    <message>
        <source>range: scaled by how far apart one person can push the scores</source>
        <translation>Spanne: skaliert danach, wie weit eine Person die Bewertungen auseinanderschieben kann</translation>
    </message>
    <message>
        <source>{population} in the data</source>
        <translation>{population} in den Daten</translation>
    </message>
    <message>
        <source>Privacy setting ε</source>
        <translation>Privatsphäre-Einstellung ε</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Neighbouring data</source>
        <translation>Benachbarte Daten</translation>
    </message>
    <message>
        <source>Best possible result</source>
        <translation>Bestmögliches Ergebnis</translation>
    </message>
    <message>
        <source>({reach} reach it)</source>
        <translation>({reach} erreichen es)</translation>
    </message>
    <message>
        <source>Average result of the private choice</source>
        <translation>Mittleres Ergebnis der privaten Wahl</translation>
    </message>
    <message>
        <source>more than {floor}, with a chance of at least {chance}</source>
        <translation>mehr als {floor}, mit einer Chance von mindestens {chance}</translation>
    </message>
    <message>
        <source>Exact chance of scoring that or less</source>
        <translation>Exakte Chance auf diesen Wert oder weniger</translation>
    </message>
    <message>
        <source>Best {candidate} on a continuous scale</source>
        <translation>Optimum ({candidate}) auf einer stetigen Skala</translation>
    </message>
    <message>
        <source>Lecture's revenue guarantee</source>
        <translation>Erlösgarantie der Vorlesung</translation>
    </message>
    <message>
        <source>at least {floor}, with a chance of at least {chance}</source>
        <translation>mindestens {floor}, mit einer Chance von mindestens {chance}</translation>
    </message>
    <message>
        <source>Simulated runs</source>
        <translation>Simulierte Läufe</translation>
    </message>
    <message>
        <source>Simulated average result (95% range)</source>
        <translation>Simuliertes mittleres Ergebnis (95-%-Bereich)</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>ExpMech Studio report — {title}</source>
        <translation>ExpMech-Studio-Bericht — {title}</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>ExpMech Studio report: {title}</source>
        <translation>ExpMech-Studio-Bericht: {title}</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>concept</source>
        <translation>Konzept</translation>
    </message>
    <message>
        <source>concepts</source>
        <translation>Konzepte</translation>
    </message>
    <message>
        <source>synthetic database</source>
        <translation>synth. Datenbank</translation>
    </message>
    <message>
        <source>synthetic databases</source>
        <translation>synthetische Datenbanken</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>revenue</source>
        <translation>Erlös</translation>
    </message>
    <message>
        <source>votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <source>likes</source>
        <translation>Zusagen</translation>
    </message>
    <message>
        <source>like</source>
        <translation>Zusage</translation>
    </message>
    <message>
        <source>rank score</source>
        <translation>Rangwert</translation>
    </message>
    <message>
        <source>−mistakes</source>
        <translation>−Fehler</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>−max query error</source>
        <translation>−größter Anfragefehler</translation>
    </message>
    <message>
        <source>max query error</source>
        <translation>größter Anfragefehler</translation>
    </message>
    <message>
        <source>miss of the uniform guess</source>
        <translation>Abweichung der Gleichverteilung</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>labelled points</source>
        <translation>beschriftete Punkte</translation>
    </message>
    <message>
        <source>neighbouring datasets</source>
        <translation>benachbarte Datensätze</translation>
    </message>
    <message>
        <source>invalid row</source>
        <translation>ungültige Zeile</translation>
    </message>
    <message>
        <source>invalid rows</source>
        <translation>ungültige Zeilen</translation>
    </message>
    <message>
        <source>release</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message>
        <source>releases</source>
        <translation>Veröffentlichungen</translation>
    </message>
    <message>
        <source>Exponential mechanism</source>
        <translation>Exponentieller Mechanismus</translation>
    </message>
    <message>
        <source>Permute-and-flip</source>
        <translation>Permute-and-Flip</translation>
    </message>
    <message>
        <source>Report-noisy-max (Gumbel)</source>
        <translation>Report-Noisy-Max (Gumbel)</translation>
    </message>
    <message>
        <source>Simple sum (basic composition)</source>
        <translation>Einfache Summe (Basiskomposition)</translation>
    </message>
    <message>
        <source>Advanced composition</source>
        <translation>Erweiterte Komposition</translation>
    </message>
    <message>
        <source>Optimal for any ε-DP mechanism</source>
        <translation>Optimal für jeden ε-DP-Mechanismus</translation>
    </message>
    <message>
        <source>Best for this mechanism (bounded range)</source>
        <translation>Am besten für diesen Mechanismus (beschränkte Spanne)</translation>
    </message>
    <message>
        <source>Concentrated privacy, simple conversion</source>
        <translation>Konzentrierte Privatsphäre, einfache Umrechnung</translation>
    </message>
    <message>
        <source>Concentrated privacy, tighter conversion</source>
        <translation>Konzentrierte Privatsphäre, engere Umrechnung</translation>
    </message>
    <message>
        <source>Numerically tight (privacy-loss distributions)</source>
        <translation>Numerisch eng (Privatsphäre-Verlustverteilungen)</translation>
    </message>
    <message>
        <source>no guarantee at this n and ε</source>
        <translation>keine Garantie bei diesem n und ε</translation>
    </message>
    <message>
        <source>adding or removing one person</source>
        <translation>eine Person hinzufügen oder entfernen</translation>
    </message>
    <message>
        <source>replacing one person's data</source>
        <translation>die Daten einer Person ersetzen</translation>
    </message>
    <message>
        <source>{name}, edited since</source>
        <translation>{name}, seitdem bearbeitet</translation>
    </message>
    <message>
        <source>the preset “{name}” shipped with ExpMech Studio</source>
        <translation>die mitgelieferte Vorlage „{name}“ von ExpMech Studio</translation>
    </message>
    <message>
        <source>the file {name}</source>
        <translation>die Datei {name}</translation>
    </message>
    <message>
        <source>made up at random with Generate…</source>
        <translation>zufällig erzeugt mit „Erzeugen…“</translation>
    </message>
    <message>
        <source>the room's answers (participants 1 … n)</source>
        <translation>die Antworten im Raum (Teilnehmende 1 … n)</translation>
    </message>
    <message>
        <source>the session file {name}</source>
        <translation>die Sitzungsdatei {name}</translation>
    </message>
    <message>
        <source>Top {name} selected, in order</source>
        <translation>Die besten {name} der Reihe nach ausgewählt</translation>
    </message>
    <message>
        <source>Top {name} selected exactly, in order</source>
        <translation>Die besten {name} exakt der Reihe nach ausgewählt</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Data: {title}</source>
        <translation>Daten: {title}</translation>
    </message>
    <message>
        <source>Data of {title}</source>
        <translation>Daten von {title}</translation>
    </message>
    <message>
        <source>This plot shows no data yet.</source>
        <translation>Dieses Diagramm zeigt noch keine Daten.</translation>
    </message>
    <message>
        <source>Every point would be too many rows: {rows} evenly spaced ones are shown.</source>
        <translation>Alle Punkte wären zu viele Zeilen: {rows} gleichmäßig verteilte werden gezeigt.</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>{values} against {positions}.</source>
        <translation>{values} über {positions}.</translation>
    </message>
    <message>
        <source>{series}: highest {value} at {where}.</source>
        <translation>{series}: am höchsten {value} bei {where}.</translation>
    </message>
    <message>
        <source>Running mean {a}</source>
        <translation>Laufendes Mittel: {a}</translation>
    </message>
    <message>
        <source>Exact expected {a} vs ε</source>
        <translation>Exakter Erwartungswert ({a}) über ε</translation>
    </message>
    <message>
        <source>expected {a} (exact)</source>
        <translation>Erwartungswert {a} (exakt)</translation>
    </message>
    <message>
        <source>{a} of the chosen output</source>
        <translation>{a} der gewählten Ausgabe</translation>
    </message>
    <message>
        <source>{a} of each {b}</source>
        <translation>{a} je {b}</translation>
    </message>
    <message>
        <source>Outputs (groups of {a} {b})</source>
        <translation>Ausgaben (je {a} {b} zusammengefasst)</translation>
    </message>
    <message>
        <source>probability per {a} (group average)</source>
        <translation>Chance je {a} (Gruppenmittel)</translation>
    </message>
    <message>
        <source>probability per {a}</source>
        <translation>Chance je {a}</translation>
    </message>
    <message>
        <source>{a} (lowest bin: all below)</source>
        <translation>{a} (unterster Balken: alles darunter)</translation>
    </message>
    <message>
        <source>best possible {a}</source>
        <translation>bestmöglich {a}</translation>
    </message>
    <message>
        <source>best at any price {a}</source>
        <translation>bester Wert über alle Preise {a}</translation>
    </message>
    <message>
        <source>sim. mean {a}</source>
        <translation>sim. Mittel {a}</translation>
    </message>
    <message>
        <source>threshold {a}</source>
        <translation>Schwelle {a}</translation>
    </message>
    <message>
        <source>mean {a}</source>
        <translation>Mittel {a}</translation>
    </message>
    <message>
        <source>expected {a}</source>
        <translation>erwartet {a}</translation>
    </message>
    <message>
        <source>Chance to be among the {a} selected</source>
        <translation>Chance, unter den {a} Ausgewählten zu sein</translation>
    </message>
    <message>
        <source>chance in the {a}-set</source>
        <translation>Chance ({a}er)</translation>
    </message>
    <message>
        <source>share of simulated {a}-sets</source>
        <translation>Anteil simulierter {a}er-Mengen</translation>
    </message>
    <message>
        <source>exact, ε = {a}</source>
        <translation>exakt, ε = {a}</translation>
    </message>
    <message>
        <source>simulated at ε = {a} ({b} releases, 95% band)</source>
        <translation>simuliert bei ε = {a} ({b} Veröffentlichungen, 95-%-Band)</translation>
    </message>
    <message>
        <source>the most allowed: {a}</source>
        <translation>höchstens erlaubt: {a}</translation>
    </message>
    <message>
        <source>budget ε = {a}</source>
        <translation>Budget ε = {a}</translation>
    </message>
    <message>
        <source>current ε = {a}</source>
        <translation>aktuelles ε = {a}</translation>
    </message>
    <message>
        <source>ε-DP band: e^(±{a}) × truthful</source>
        <translation>ε-DP-Band: e^(±{a}) × ehrlich</translation>
    </message>
    <message>
        <source>By sensitivity: c = ε/(2Δ) = {a}</source>
        <translation>Nach Sensitivität: c = ε/(2Δ) = {a}</translation>
    </message>
    <message>
        <source>By range: c = ε/range = {a}</source>
        <translation>Nach Spanne: c = ε/Spanne = {a}</translation>
    </message>
    <message>
        <source>{a} (off ◀)</source>
        <translation>{a} (außerhalb ◀)</translation>
    </message>
    <message>
        <source>{a} (off ▶)</source>
        <translation>{a} (außerhalb ▶)</translation>
    </message>
    <message>
        <source>{a} (off scale)</source>
        <translation>{a} (außerhalb der Skala)</translation>
    </message>
    <message>
        <source>{a} ({b})</source>
        <translation>{a} ({b})</translation>
    </message>
    <message>
        <source>{a}: {b}</source>
        <translation>{a}: {b}</translation>
    </message>
    <message>
        <source>By range</source>
        <translation>Nach Spanne</translation>
    </message>
    <message>
        <source>By sensitivity</source>
        <translation>Nach Sensitivität</translation>
    </message>
    <message>
        <source>Chance each candidate is among the k selected</source>
        <translation>Chance jedes Kandidaten, unter den k Ausgewählten zu sein</translation>
    </message>
    <message>
        <source>Chance of each candidate on D</source>
        <translation>Chance jedes Kandidaten auf D</translation>
    </message>
    <message>
        <source>Chance the draw is an optimal price</source>
        <translation>Chance, dass die Ziehung ein optimaler Preis ist</translation>
    </message>
    <message>
        <source>Chance the favourite wins, by ballot</source>
        <translation>Chance, dass der Favorit gewinnt, je Stimmzettel</translation>
    </message>
    <message>
        <source>Chance the largest error is at most x</source>
        <translation>Chance, dass der größte Fehler höchstens x ist</translation>
    </message>
    <message>
        <source>Corrections made, against the most the theory allows</source>
        <translation>Korrekturen im Vergleich zum theoretischen Höchstwert</translation>
    </message>
    <message>
        <source>D (the data)</source>
        <translation>D (die Daten)</translation>
    </message>
    <message>
        <source>D′ (one person changed)</source>
        <translation>D′ (eine Person geändert)</translation>
    </message>
    <message>
        <source>ERM (not private)</source>
        <translation>ERM (nicht privat)</translation>
    </message>
    <message>
        <source>ERM</source>
        <translation>ERM</translation>
    </message>
    <message>
        <source>Error against the number of points n</source>
        <translation>Fehler über der Zahl der Punkte n</translation>
    </message>
    <message>
        <source>Error of every query</source>
        <translation>Fehler jeder Anfrage</translation>
    </message>
    <message>
        <source>Error of the learned concept on this data</source>
        <translation>Fehler des gelernten Konzepts auf diesen Daten</translation>
    </message>
    <message>
        <source>Exact output probabilities: D vs D′</source>
        <translation>Exakte Ausgabewahrscheinlichkeiten: D gegen D′</translation>
    </message>
    <message>
        <source>Expected utility of each report</source>
        <translation>Erwarteter Nutzen jeder Angabe</translation>
    </message>
    <message>
        <source>How far the guess is from the real data</source>
        <translation>Wie weit die Schätzung von den echten Daten entfernt ist</translation>
    </message>
    <message>
        <source>How far the guess misses each question</source>
        <translation>Wie weit die Schätzung jede Frage verfehlt</translation>
    </message>
    <message>
        <source>How many of the true top-k are selected</source>
        <translation>Wie viele der wahren Top-k ausgewählt werden</translation>
    </message>
    <message>
        <source>Largest error as the number of people n grows</source>
        <translation>Größter Fehler bei wachsender Personenzahl n</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>simulated vs exact</source>
        <translation>simuliert gegen exakt</translation>
    </message>
    <message>
        <source>Privacy loss of the most exposed person</source>
        <translation>Privatsphäre-Verlust der am stärksten betroffenen Person</translation>
    </message>
    <message>
        <source>Privacy loss per output</source>
        <translation>Privatsphäre-Verlust je Ausgabe</translation>
    </message>
    <message>
        <source>Privacy spent against the budget</source>
        <translation>Verbrauchte Privatsphäre im Vergleich zum Budget</translation>
    </message>
    <message>
        <source>Real and synthetic database: fraction of people per element</source>
        <translation>Echte und synthetische Datenbank: Anteil der Personen je Element</translation>
    </message>
    <message>
        <source>Realised privacy loss of each pair (D, D′)</source>
        <translation>Tatsächlicher Privatsphäre-Verlust jedes Paars (D, D′)</translation>
    </message>
    <message>
        <source>Revenue against the price grid's step α</source>
        <translation>Erlös über der Schrittweite α des Preisrasters</translation>
    </message>
    <message>
        <source>Total privacy loss ε</source>
        <translation>Gesamter Privatsphäre-Verlust ε</translation>
    </message>
    <message>
        <source>What a test can tell about one person</source>
        <translation>Was ein Test über eine Person erkennen kann</translation>
    </message>
    <message>
        <source>a coin flip</source>
        <translation>ein Münzwurf</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>average probability</source>
        <translation>mittlere Chance</translation>
    </message>
    <message>
        <source>bad-outcome line</source>
        <translation>Linie des schlechten Ergebnisses</translation>
    </message>
    <message>
        <source>ballot cast</source>
        <translation>abgegebener Stimmzettel</translation>
    </message>
    <message>
        <source>base rate</source>
        <translation>Basisrate</translation>
    </message>
    <message>
        <source>best at any price</source>
        <translation>bester Wert über alle Preise</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>Schranke</translation>
    </message>
    <message>
        <source>bound meets base rate</source>
        <translation>Schranke erreicht Basisrate</translation>
    </message>
    <message>
        <source>right axis</source>
        <translation>rechte Achse</translation>
    </message>
    <message>
        <source>chance of a false alarm</source>
        <translation>Chance eines Fehlalarms</translation>
    </message>
    <message>
        <source>chance of being chosen</source>
        <translation>Chance, gewählt zu werden</translation>
    </message>
    <message>
        <source>chance of catching</source>
        <translation>Chance, zu erkennen</translation>
    </message>
    <message>
        <source>chance selected</source>
        <translation>Auswahlchance</translation>
    </message>
    <message>
        <source>chance the favourite wins</source>
        <translation>Chance, dass der Favorit gewinnt</translation>
    </message>
    <message>
        <source>chance the loss is larger</source>
        <translation>Chance, dass der Verlust größer ist</translation>
    </message>
    <message>
        <source>chance the loss is larger than this</source>
        <translation>Chance, dass der Verlust größer ist als dieser</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>log. Skala</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>korrigiert</translation>
    </message>
    <message>
        <source>corrections</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>corrections so far</source>
        <translation>Korrekturen bisher</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>nats</source>
        <translation>nats</translation>
    </message>
    <message>
        <source>element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>share of people</source>
        <translation>Anteil der Personen</translation>
    </message>
    <message>
        <source>error rate</source>
        <translation>Fehlerrate</translation>
    </message>
    <message>
        <source>share misclassified</source>
        <translation>falsch eingeordnet</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>E[revenue]</source>
        <translation>E[Erlös]</translation>
    </message>
    <message>
        <source>exact E[revenue]</source>
        <translation>exakt E[Erlös]</translation>
    </message>
    <message>
        <source>empirical</source>
        <translation>empirisch</translation>
    </message>
    <message>
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <source>expected largest error (exact)</source>
        <translation>erwarteter größter Fehler (exakt)</translation>
    </message>
    <message>
        <source>expected synthetic (exact)</source>
        <translation>erwartet synthetisch (exakt)</translation>
    </message>
    <message>
        <source>expected utility</source>
        <translation>erwarteter Nutzen</translation>
    </message>
    <message>
        <source>fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>fraction of people</source>
        <translation>Anteil der Personen</translation>
    </message>
    <message>
        <source>guarantee (holds with 95% chance)</source>
        <translation>Garantie (gilt mit 95 % Chance)</translation>
    </message>
    <message>
        <source>guarantee says nothing here</source>
        <translation>Garantie sagt hier nichts</translation>
    </message>
    <message>
        <source>guess answered</source>
        <translation>Schätzung beantwortet</translation>
    </message>
    <message>
        <source>its largest error</source>
        <translation>ihr größter Fehler</translation>
    </message>
    <message>
        <source>largest error</source>
        <translation>größter Fehler</translation>
    </message>
    <message>
        <source>largest error x</source>
        <translation>größter Fehler x</translation>
    </message>
    <message>
        <source>lecture guarantee</source>
        <translation>Garantie der Vorlesung</translation>
    </message>
    <message>
        <source>log-ratio per candidate</source>
        <translation>Log-Verhältnis je Kandidat</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Verfehlung</translation>
    </message>
    <message>
        <source>n (points, log scale)</source>
        <translation>n (Punkte, log. Skala)</translation>
    </message>
    <message>
        <source>neighbour D′</source>
        <translation>Nachbar D′</translation>
    </message>
    <message>
        <source>non-private posted price</source>
        <translation>nicht privater Festpreis</translation>
    </message>
    <message>
        <source>number of prices m = 1/α</source>
        <translation>Zahl der Preise m = 1/α</translation>
    </message>
    <message>
        <source>one released made-up table</source>
        <translation>eine veröffentlichte erfundene Tabelle</translation>
    </message>
    <message>
        <source>people n (log scale)</source>
        <translation>Personen n (log. Skala)</translation>
    </message>
    <message>
        <source>privacy loss</source>
        <translation>Privatsphäre-Verlust</translation>
    </message>
    <message>
        <source>privacy loss (log of the ratio of chances)</source>
        <translation>Privatsphäre-Verlust (Log des Chancenverhältnisses)</translation>
    </message>
    <message>
        <source>privacy loss of everything released</source>
        <translation>Privatsphäre-Verlust insgesamt</translation>
    </message>
    <message>
        <source>privacy spent so far (ε)</source>
        <translation>bisher verbrauchte Privatsphäre (ε)</translation>
    </message>
    <message>
        <source>private mechanism (exact)</source>
        <translation>privater Mechanismus (exakt)</translation>
    </message>
    <message>
        <source>private</source>
        <translation>privat</translation>
    </message>
    <message>
        <source>true (95%)</source>
        <translation>wahr (95 %)</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>question (in the order asked)</source>
        <translation>Frage (in der gestellten Reihenfolge)</translation>
    </message>
    <message>
        <source>real data</source>
        <translation>echte Daten</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <source>released made-up table</source>
        <translation>veröffentlichte erfundene Tabelle</translation>
    </message>
    <message>
        <source>releases k (log scale)</source>
        <translation>Veröffentlichungen k (log. Skala)</translation>
    </message>
    <message>
        <source>reported value</source>
        <translation>angegebener Wert</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>sim. mean</source>
        <translation>sim. Mittel</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>simulated mean</source>
        <translation>simuliertes Mittel</translation>
    </message>
    <message>
        <source>simulated mean (95% interval)</source>
        <translation>simuliertes Mittel (95-%-Intervall)</translation>
    </message>
    <message>
        <source>the fewest (a test turned round)</source>
        <translation>die wenigsten (ein umgekehrter Test)</translation>
    </message>
    <message>
        <source>the lecture's γ − αn − ln(1/α)/ε</source>
        <translation>γ − αn − ln(1/α)/ε der Vorlesung</translation>
    </message>
    <message>
        <source>the most any test can catch</source>
        <translation>das Meiste, was ein Test erkennen kann</translation>
    </message>
    <message>
        <source>this app's guarantee (with c and t)</source>
        <translation>Garantie dieser App (mit c und t)</translation>
    </message>
    <message>
        <source>this data's n</source>
        <translation>n dieser Daten</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>threshold says nothing here</source>
        <translation>Schwelle sagt hier nichts</translation>
    </message>
    <message>
        <source>total ε</source>
        <translation>Gesamt-ε</translation>
    </message>
    <message>
        <source>trials</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>truthful report</source>
        <translation>ehrliche Angabe</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>schlechteste</translation>
    </message>
    <message>
        <source>α = 1/m (log scale)</source>
        <translation>α = 1/m (log. Skala)</translation>
    </message>
    <message>
        <source>ε (log scale)</source>
        <translation>ε (log. Skala)</translation>
    </message>
    <message>
        <source>total ε (log scale)</source>
        <translation>Gesamt-ε (log. Skala)</translation>
    </message>
    <message>
        <source>trials (log scale)</source>
        <translation>Läufe (log. Skala)</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Erlös</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <source>Likes</source>
        <translation>Zusagen</translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation>Rangwert</translation>
    </message>
    <message>
        <source>Miss of the uniform guess</source>
        <translation>Abweichung der Gleichverteilung</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>View data as table (Ctrl+T)</source>
        <translation>Daten als Tabelle zeigen (Strg+T)</translation>
    </message>
    <message>
        <source>probability per price</source>
        <translation>Chance je Preis</translation>
    </message>
    <message>
        <source>View data as table</source>
        <translation>Daten als Tabelle zeigen</translation>
    </message>
    <message>
        <source>expected (exact)</source>
        <translation>erwartet (exakt)</translation>
    </message>
    <message>
        <source>{a} bits</source>
        <translation>{a} Bits</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>{a} = {b}</source>
        <translation>{a} = {b}</translation>
    </message>
    <message>
        <source>{a} ≈ {b}</source>
        <translation>{a} ≈ {b}</translation>
    </message>
    <message>
        <source>Exact chance of each answer, per configuration</source>
        <translation>Exakte Chance jeder Antwort, je Konfiguration</translation>
    </message>
    <message>
        <source>general</source>
        <translation>allgemein</translation>
    </message>
    <message>
        <source>monotone</source>
        <translation>monoton</translation>
    </message>
    <message>
        <source>range</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <source>Bounded discrete Laplace</source>
        <translation>Beschränkter diskreter Laplace</translation>
    </message>
    <message>
        <source>Laplace mechanism</source>
        <translation>Laplace-Mechanismus</translation>
    </message>
    <message>
        <source>How conservative the exponential mechanism's noise is on a bounded range</source>
        <translation>Wie vorsichtig das Rauschen des exponentiellen Mechanismus auf einem beschränkten Bereich ist</translation>
    </message>
    <message>
        <source>Private median / quantile</source>
        <translation>Privater Median / privates Quantil</translation>
    </message>
    <message>
        <source>RAPPOR</source>
        <translation>RAPPOR</translation>
    </message>
    <message>
        <source>Universality: any ε-DP mechanism</source>
        <translation>Universalität: jeder ε-DP-Mechanismus</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <source>Smith's private quantile</source>
        <translation>Smiths privates Quantil</translation>
    </message>
    <message>
        <source>discrete Laplace</source>
        <translation>diskreter Laplace</translation>
    </message>
    <message>
        <source>randomized response</source>
        <translation>Randomized Response</translation>
    </message>
    <message>
        <source>the k-subset mechanism</source>
        <translation>der k-Teilmengen-Mechanismus</translation>
    </message>
    <message>
        <source>the mechanism's own chances</source>
        <translation>die eigenen Chancen des Mechanismus</translation>
    </message>
    <message>
        <source>continuous limit (density × step)</source>
        <translation>stetiger Grenzfall (Dichte × Schritt)</translation>
    </message>
    <message>
        <source>exponential mechanism</source>
        <translation>exponentieller Mechanismus</translation>
    </message>
    <message>
        <source>k-ary randomized response</source>
        <translation>k-äre Randomized Response</translation>
    </message>
    <message>
        <source>k-subset mechanism</source>
        <translation>k-Teilmengen-Mechanismus</translation>
    </message>
    <message>
        <source>least scale keeping ε ÷ 2Δ/ε</source>
        <translation>kleinste Skala, die ε hält ÷ 2Δ/ε</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>released answer</source>
        <translation>veröffentlichte Antwort</translation>
    </message>
    <message>
        <source>released report</source>
        <translation>veröffentlichter Bericht</translation>
    </message>
    <message>
        <source>released value</source>
        <translation>veröffentlichter Wert</translation>
    </message>
    <message>
        <source>true answer f(D)</source>
        <translation>wahre Antwort f(D)</translation>
    </message>
    <message>
        <source>true quantile</source>
        <translation>wahres Quantil</translation>
    </message>
    <message>
        <source>ε spent ÷ ε, textbook scale Δ/ε</source>
        <translation>verbrauchtes ε ÷ ε, Lehrbuch-Skala Δ/ε</translation>
    </message>
    <message>
        <source>ε spent ÷ ε, the EM's 2Δ/ε</source>
        <translation>verbrauchtes ε ÷ ε, 2Δ/ε des EM</translation>
    </message>
    <message>
        <source>bits flipped</source>
        <translation>gekippte Bits</translation>
    </message>
    <message>
        <source>Discrete Laplace (whole numbers)</source>
        <translation>Diskreter Laplace (ganze Zahlen)</translation>
    </message>
    <message>
        <source>Randomized response (k answers)</source>
        <translation>Randomized Response (k Antworten)</translation>
    </message>
    <message>
        <source>top axis</source>
        <translation>obere Achse</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Verl. (nats)</translation>
    </message>
</context>
</TS>
