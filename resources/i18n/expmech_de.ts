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
        <translation>Mehr Optionen</translation>
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
        <translation>Strategie</translation>
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
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>{Population} in the data</source>
        <translation>{Population} in den Daten</translation>
    </message>
    <message>
        <source>Rows left out</source>
        <translation>Ausgelassene Zeilen</translation>
    </message>
    <message>
        <source>{Candidates} to choose from</source>
        <translation>{Candidates} zur Auswahl</translation>
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
        <translation>{Score}, bestmöglich</translation>
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
        <translation>{Score}, erwartet (exakt)</translation>
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
        <translation>{score} {value}</translation>
    </message>
    <message>
        <source>{value} {cost}</source>
        <translation>{value} {cost}</translation>
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
        <source>Expected {score}, by the theory, at least</source>
        <translation>{Score}, erwartet, laut Theorie mindestens</translation>
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
        <translation>Die simulierten Durchläufe bei der aktuellen Einstellung gelten hier als veröffentlicht (das Kästchen der Rechnung ist angekreuzt): Sie werden zu den Veröffentlichungen des Protokolls addiert, aber nicht eingetragen.</translation>
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
        <translation>Auswahlchance</translation>
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
        <translation>Durchläufe</translation>
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
        <translation>Durchläufe (log. Skala)</translation>
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
        <source>probability per price</source>
        <translation>Chance je Preis</translation>
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
    <message>
        <source>{name} slider</source>
        <translation>{name} Schieberegler</translation>
    </message>
    <message>
        <source>Column headers</source>
        <translation>Spaltenköpfe</translation>
    </message>
    <message>
        <source>Row numbers</source>
        <translation>Zeilennummern</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>Tabs: {names}</source>
        <translation>Reiter: {names}</translation>
    </message>
    <message>
        <source>Table of {columns}</source>
        <translation>Tabelle mit {columns}</translation>
    </message>
    <message>
        <source>grid step</source>
        <translation>Rasterschritt</translation>
    </message>
    <message>
        <source>quantile q</source>
        <translation>Quantil q</translation>
    </message>
    <message>
        <source>0.5 is the median, 0.25 the lower quartile</source>
        <translation>0.5 ist der Median, 0.25 das untere Quartil</translation>
    </message>
    <message>
        <source>grid from</source>
        <translation>Raster von</translation>
    </message>
    <message>
        <source>grid to</source>
        <translation>Raster bis</translation>
    </message>
    <message>
        <source>loss by sensitivity</source>
        <translation>Verlust nach Sensitivität</translation>
    </message>
    <message>
        <source>loss by range</source>
        <translation>Verlust nach Spannweite</translation>
    </message>
    <message>
        <source>score giving this mechanism</source>
        <translation>Bewertung, die diesen Mechanismus ergibt</translation>
    </message>
    <message>
        <source>ε by sensitivity (2·c·Δ)</source>
        <translation>ε nach Sensitivität (2·c·Δ)</translation>
    </message>
    <message>
        <source>ε by range (c·range)</source>
        <translation>ε nach Spannweite (c·Spannweite)</translation>
    </message>
    <message>
        <source>+ Neighbour</source>
        <translation>+ Nachbar</translation>
    </message>
    <message>
        <source>Add a neighbour D′ (a column of scores, starting as a copy of D's)</source>
        <translation>Einen Nachbarn D′ hinzufügen (eine Spalte Bewertungen, zu Beginn eine Kopie von D)</translation>
    </message>
    <message>
        <source>− Neighbour</source>
        <translation>− Nachbar</translation>
    </message>
    <message>
        <source>Remove the last neighbour column</source>
        <translation>Die letzte Nachbarspalte entfernen</translation>
    </message>
    <message>
        <source>+ Option</source>
        <translation>+ Option</translation>
    </message>
    <message>
        <source>Add a lunch option (a column)</source>
        <translation>Eine Mittagsoption hinzufügen (eine Spalte)</translation>
    </message>
    <message>
        <source>− Option</source>
        <translation>− Option</translation>
    </message>
    <message>
        <source>Remove the selected option's column</source>
        <translation>Die Spalte der gewählten Option entfernen</translation>
    </message>
    <message>
        <source>Rename option…</source>
        <translation>Option umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected option (or double-click its header)</source>
        <translation>Die gewählte Option umbenennen (oder Doppelklick auf ihren Spaltenkopf)</translation>
    </message>
    <message>
        <source>Valuation ($)</source>
        <translation>Zahlungsbereitschaft ($)</translation>
    </message>
    <message>
        <source>m = |H| = ⌈1/α⌉ prices p_j = j·P/m, j = 1..m (P the max price)</source>
        <translation>m = |H| = ⌈1/α⌉ Preise p_j = j·P/m, j = 1..m (P der Höchstpreis)</translation>
    </message>
    <message>
        <source>The highest price P; the grid covers (0, P].</source>
        <translation>Der höchste Preis P; das Raster deckt (0, P] ab.</translation>
    </message>
    <message>
        <source>Max price ($)</source>
        <translation>Höchstpreis ($)</translation>
    </message>
    <message>
        <source>Synthetic data</source>
        <translation>Synthetische Daten</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this shows.&lt;/b&gt; Instead of answering questions about the people one at a time, the method publishes a small made-up (“synthetic”) table of people, drawn at random so that it answers the questions (“what share of people said yes to A?”) about as the real table does. Anyone may then ask it all those questions, as often as they like, with no further privacy cost. The plots show the real and the made-up table side by side, how wrong the made-up table's answer to each question is, the chance that its worst answer is off by at most a given amount, and how that worst error shrinks as more people are in the data.</source>
        <translation>&lt;b&gt;Was das zeigt.&lt;/b&gt; Statt Fragen über die Personen einzeln zu beantworten, veröffentlicht die Methode eine kleine erfundene („synthetische“) Tabelle von Personen, zufällig so gezogen, dass sie die Fragen („welcher Anteil sagte Ja zu A?“) etwa so beantwortet wie die echte Tabelle. Jeder darf ihr dann all diese Fragen stellen, so oft er will, ohne weitere Kosten an Privatsphäre. Die Diagramme zeigen die echte und die erfundene Tabelle nebeneinander, wie falsch die Antwort der erfundenen Tabelle auf jede Frage ist, die Chance, dass ihre schlechteste Antwort höchstens um einen gegebenen Betrag danebenliegt, und wie dieser größte Fehler schrumpft, wenn mehr Personen in den Daten sind.</translation>
    </message>
    <message>
        <source>Use the theory's m</source>
        <translation>Das m der Theorie verwenden</translation>
    </message>
    <message>
        <source>Off (not private, for comparison)</source>
        <translation>Aus (nicht privat, zum Vergleich)</translation>
    </message>
    <message>
        <source>On (private)</source>
        <translation>An (privat)</translation>
    </message>
    <message>
        <source>Random queries from the class</source>
        <translation>Zufällige Anfragen aus der Klasse</translation>
    </message>
    <message>
        <source>Adversarial: the worst-answered query</source>
        <translation>Gegnerisch: die am schlechtesten beantwortete Anfrage</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this shows.&lt;/b&gt; Many questions are asked about the people in the table (“what share said yes to both?”). A public guess answers each one; only when it is clearly wrong does the method look at the real data, with noise, pay some privacy and correct the guess. So a long list of questions costs a privacy budget fixed in advance.</source>
        <translation>&lt;b&gt;Was das zeigt.&lt;/b&gt; Über die Personen der Tabelle werden viele Fragen gestellt („welcher Anteil sagte zu beidem Ja?“). Eine öffentliche Schätzung beantwortet jede; nur wenn sie deutlich falsch ist, sieht die Methode in die echten Daten, mit Rauschen, zahlt etwas Privatsphäre und korrigiert die Schätzung. So kostet eine lange Liste von Fragen ein im Voraus festgelegtes Privatsphäre-Budget.</translation>
    </message>
    <message>
        <source>α, the usefulness margin</source>
        <translation>α, der Spielraum der Nützlichkeit</translation>
    </message>
    <message>
        <source>α-useful (Naor): nothing selected scores S_k − α or less (sound), and everything scoring S_k + α or more is selected (complete); S_k is the k-th highest score</source>
        <translation>α-nützlich (Naor): nichts Ausgewähltes hat S_k − α oder weniger (korrekt), und alles mit S_k + α oder mehr ist ausgewählt (vollständig); S_k ist die k-höchste Bewertung</translation>
    </message>
    <message>
        <source>α (margin, in score units):</source>
        <translation>α (Spielraum in Bewertungen):</translation>
    </message>
    <message>
        <source>How fast Start runs: slow motion, full speed or unlimited</source>
        <translation>Wie schnell Start läuft: Zeitlupe, volle Geschwindigkeit oder unbegrenzt</translation>
    </message>
    <message>
        <source>Solve for α</source>
        <translation>Nach α auflösen</translation>
    </message>
    <message>
        <source>Every release is in the session's privacy ledger at the ε it was charged: changing ε, the data or the mechanism never re-prices it, and Undo does not remove it — what was published stays published. All releases of the session are composed together, unless you state under Privacy ledger that the datasets are disjoint.</source>
        <translation>Jede Veröffentlichung steht im Privatsphäre-Konto der Sitzung mit dem ε, das berechnet wurde: eine Änderung von ε, der Daten oder des Mechanismus bewertet sie nie neu, und Rückgängig entfernt sie nicht — was veröffentlicht ist, bleibt veröffentlicht. Alle Veröffentlichungen der Sitzung werden zusammen verrechnet, außer Sie geben unter Privatsphäre-Konto an, dass die Datensätze disjunkt sind.</translation>
    </message>
    <message>
        <source>An explicit addition: the simulated trials at the current setting are added to what was spent, as if each had been published at the current ε (they are not written in the ledger)</source>
        <translation>Ein ausdrücklicher Zuschlag: die simulierten Durchläufe bei der aktuellen Einstellung kommen zum Verbrauchten hinzu, als wäre jeder beim aktuellen ε veröffentlicht worden (sie werden nicht ins Konto geschrieben)</translation>
    </message>
    <message>
        <source>Show every composition method, not only the simple sum and the tightest method valid for this mechanism</source>
        <translation>Jede Kompositionsmethode zeigen, nicht nur die einfache Summe und die engste, die für diesen Mechanismus gilt</translation>
    </message>
    <message>
        <source>δ of the total: the probability that the ε guarantee may fail (greater than 0 and less than 1, at least 10^-300)</source>
        <translation>δ der Summe: die Wahrscheinlichkeit, dass die ε-Garantie nicht hält (größer als 0 und kleiner als 1, mindestens 10^-300)</translation>
    </message>
    <message>
        <source>Treat simulated trials as published</source>
        <translation>Simulierte Durchläufe als veröffentlicht zählen</translation>
    </message>
    <message>
        <source>Show all methods</source>
        <translation>Alle Methoden zeigen</translation>
    </message>
    <message>
        <source>The session's privacy budget: a release that would bring the total above it is refused, unless you override it (the ledger records that). Leave ε empty for no budget.</source>
        <translation>Das Privatsphäre-Budget der Sitzung: eine Veröffentlichung, die die Summe darüber brächte, wird abgelehnt, außer Sie übergehen es (das Konto vermerkt das). Lassen Sie ε leer für kein Budget.</translation>
    </message>
    <message>
        <source>Budget ε</source>
        <translation>Budget ε</translation>
    </message>
    <message>
        <source>No budget: type one to have releases past it refused.</source>
        <translation>Kein Budget: geben Sie eines ein, damit Veröffentlichungen darüber hinaus abgelehnt werden.</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Wann (UTC)</translation>
    </message>
    <message>
        <source>ε set</source>
        <translation>ε eingestellt</translation>
    </message>
    <message>
        <source>ε charged</source>
        <translation>ε berechnet</translation>
    </message>
    <message>
        <source>Counts as</source>
        <translation>Zählt als</translation>
    </message>
    <message>
        <source>Only if it is true: releases on different data (told apart by a fingerprint of the rows that counted) are then composed apart (parallel composition) and the totals are those of the data that spent the most. By default everything released in the session is composed together, which is always safe.</source>
        <translation>Nur wenn es zutrifft: Veröffentlichungen über verschiedene Daten (unterschieden an einem Fingerabdruck der gezählten Zeilen) werden dann getrennt verrechnet (parallele Komposition), und die Summen sind die der Daten, die am meisten verbraucht haben. Standardmäßig wird alles in der Sitzung Veröffentlichte zusammen verrechnet, was immer sicher ist.</translation>
    </message>
    <message>
        <source>The datasets are disjoint (no person is in two of them): compose releases on different data apart</source>
        <translation>Die Datensätze sind disjunkt (keine Person ist in zweien): Veröffentlichungen über verschiedene Daten getrennt verrechnen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Remove an individual</source>
        <translation>Eine Person entfernen</translation>
    </message>
    <message>
        <source>Add a new individual</source>
        <translation>Eine neue Person hinzufügen</translation>
    </message>
    <message>
        <source>Replace an individual's data</source>
        <translation>Die Daten einer Person ersetzen</translation>
    </message>
    <message>
        <source>row or name</source>
        <translation>Zeile oder Name</translation>
    </message>
    <message>
        <source>Find the most exposed individual</source>
        <translation>Die am stärksten betroffene Person finden</translation>
    </message>
    <message>
        <source>Search every single removal and addition (or replacement) for the largest realised privacy loss</source>
        <translation>Jedes einzelne Entfernen und Hinzufügen (oder Ersetzen) nach dem größten eingetretenen Privatsphäre-Verlust durchsuchen</translation>
    </message>
    <message>
        <source>The realised privacy loss L = ln(P[M(D) = o] / P[M(D′) = o]) of the most exposed person, summed over the ledger's releases: its exact distribution from the mechanism's probabilities (Naor's privacy loss as a random walk), composed by FFT on a grid that rounds every loss up, so no tail is under-counted</source>
        <translation>Der eingetretene Privatsphäre-Verlust L = ln(P[M(D) = o] / P[M(D′) = o]) der am stärksten betroffenen Person, summiert über die Veröffentlichungen des Kontos: seine exakte Verteilung aus den Wahrscheinlichkeiten des Mechanismus (Naors Privatsphäre-Verlust als Irrfahrt), per FFT auf einem Raster verrechnet, das jeden Verlust aufrundet, sodass kein Rand zu klein gezählt wird</translation>
    </message>
    <message>
        <source>The chance someone gives, before seeing anything, that you answered yes (or that you are in the data)</source>
        <translation>Die Chance, die jemand vor jeder Veröffentlichung dafür annimmt, dass Sie mit Ja geantwortet haben (oder in den Daten sind)</translation>
    </message>
    <message>
        <source>Find the most exposed person and show their privacy loss</source>
        <translation>Die am stärksten betroffene Person finden und ihren Privatsphäre-Verlust zeigen</translation>
    </message>
    <message>
        <source>Someone's starting belief:</source>
        <translation>Anfangsannahme:</translation>
    </message>
    <message>
        <source>{noun} (table row)</source>
        <translation>{noun} (Tabellenzeile)</translation>
    </message>
    <message>
        <source>The {noun} who misreports: a table row number</source>
        <translation>Der {noun}, der falsch angibt: eine Zeilennummer</translation>
    </message>
    <message>
        <source>colluders (rows)</source>
        <translation>Verbündete (Zeilen)</translation>
    </message>
    <message>
        <source>none, or e.g. 1, 2</source>
        <translation>keine, oder z. B. 1, 2</translation>
    </message>
    <message>
        <source>Further rows who report the same value; their total utility counts, and the bound becomes e^(kε) for k colluders</source>
        <translation>Weitere Zeilen, die denselben Wert angeben; ihr gemeinsamer Nutzen zählt, und die Schranke wird e^(kε) für k Verbündete</translation>
    </message>
    <message>
        <source>Scan reports</source>
        <translation>Angaben durchsuchen</translation>
    </message>
    <message>
        <source>How far below OPT the expected score may fall (a number ≥ 0)</source>
        <translation>Wie weit die erwartete Bewertung unter OPT fallen darf (eine Zahl ≥ 0)</translation>
    </message>
    <message>
        <source>Solve for ε</source>
        <translation>Nach ε auflösen</translation>
    </message>
    <message>
        <source>Use the solution as ε (accepted: {low} to {high})</source>
        <translation>Die Lösung als ε verwenden (zulässig: {low} bis {high})</translation>
    </message>
    <message>
        <source>I accept an expected loss below OPT of</source>
        <translation>Ich akzeptiere einen erwarteten Verlust unter OPT von</translation>
    </message>
    <message>
        <source>How many {population} the mechanism's data holds (rows with an error are left out).</source>
        <translation>Wie viele {population} die Daten des Mechanismus enthalten (Zeilen mit einem Fehler bleiben außen vor).</translation>
    </message>
    <message>
        <source>Rows with an invalid entry: none of the numbers here uses them.</source>
        <translation>Zeilen mit einem ungültigen Eintrag: keine der Zahlen hier verwendet sie.</translation>
    </message>
    <message>
        <source>How many {candidates} the mechanism picks one from.</source>
        <translation>Wie viele {candidates} der Mechanismus zur Auswahl hat; er wählt genau eine Möglichkeit daraus.</translation>
    </message>
    <message>
        <source>|H|, the number of candidates</source>
        <translation>|H|, die Zahl der Kandidaten</translation>
    </message>
    <message>
        <source>The most that one person's data can change the {score} of any {candidate}: the less one person can change, the less randomness privacy needs.</source>
        <translation>Wie stark die Daten einer Person den Wert „{score}“ irgendeiner Möglichkeit ({candidate}) höchstens ändern können: je weniger eine Person ändern kann, desto weniger Zufall braucht die Privatsphäre.</translation>
    </message>
    <message>
        <source>the sensitivity Δ</source>
        <translation>die Sensitivität Δ</translation>
    </message>
    <message>
        <source>How strongly the mechanism favours a higher {score}: it picks each {candidate} with a chance proportional to e^(c × {score}).</source>
        <translation>Wie stark der Mechanismus einen höheren Wert „{score}“ bevorzugt: er wählt jede Möglichkeit ({candidate}) mit einer Chance proportional zu e^(c × {score}).</translation>
    </message>
    <message>
        <source>c = ε/(2Δ), or ε/Δ when the monotone analysis applies</source>
        <translation>c = ε/(2Δ), oder ε/Δ, wenn die monotone Analyse gilt</translation>
    </message>
    <message>
        <source>The highest {score} of any {candidate}: what a choice without privacy gets.</source>
        <translation>Der höchste Wert „{score}“ einer Möglichkeit ({candidate}): was eine Wahl ohne Privatsphäre erreicht.</translation>
    </message>
    <message>
        <source>OPT = the maximum score over H</source>
        <translation>OPT = die höchste Bewertung über H</translation>
    </message>
    <message>
        <source>The {candidates} with the highest {score}.</source>
        <translation>Die {candidates} mit dem höchsten Wert „{score}“.</translation>
    </message>
    <message>
        <source>H*, the candidates scoring OPT</source>
        <translation>H*, die Kandidaten mit Bewertung OPT</translation>
    </message>
    <message>
        <source>The best revenue over every price from $0 to the max price, not only the prices on the grid.</source>
        <translation>Der beste Erlös über alle Preise von 0 $ bis zum Höchstpreis, nicht nur über die Preise des Rasters.</translation>
    </message>
    <message>
        <source>γ = the maximum of revenue(p) over p in [0, P]</source>
        <translation>γ = das Maximum von Erlös(p) über p in [0, P]</translation>
    </message>
    <message>
        <source>The average {score} of the mechanism's choice, computed exactly from its probabilities.</source>
        <translation>Der mittlere Wert „{score}“ der Wahl des Mechanismus, exakt aus seinen Wahrscheinlichkeiten berechnet.</translation>
    </message>
    <message>
        <source>E[score] = Σ P[h] · score(h) over H</source>
        <translation>E[Bewertung] = Σ P[h] · Bewertung(h) über H</translation>
    </message>
    <message>
        <source>What two theorems promise for the average {score}: Theorem 3 (Kamath) added up over every t, and the wiki's theorem, which counts how much of the base measure sits near the best. The exact value above is higher.</source>
        <translation>Was zwei Sätze für den mittleren Wert „{score}“ versprechen: Satz 3 (Kamath), über alle t aufsummiert, und der Satz des Wikis, der zählt, wie viel des Grundmaßes nahe am Besten liegt. Der exakte Wert oben ist höher.</translation>
    </message>
    <message>
        <source>OPT − (ln(1/μ(H*)) + 1)/c and OPT − 3t, t the smallest with t ≥ ln(OPT/(t·μ(S_t)))/c</source>
        <translation>OPT − (ln(1/μ(H*)) + 1)/c und OPT − 3t, t das kleinste mit t ≥ ln(OPT/(t·μ(S_t)))/c</translation>
    </message>
    <message>
        <source>The average {score} of the simulated choices so far, ± the margin that holds the true average with 95% confidence.</source>
        <translation>Der mittlere Wert „{score}“ der bisher simulierten Wahlen, ± der Spielraum, der den wahren Mittelwert mit 95 % Konfidenz enthält.</translation>
    </message>
    <message>
        <source>mean ± {z} × standard error</source>
        <translation>Mittelwert ± {z} × Standardfehler</translation>
    </message>
    <message>
        <source>A {score} well below the best: the theory says the choice rarely scores this low or lower. A larger Bound t moves the line lower and makes that chance smaller.</source>
        <translation>Ein Wert „{score}“ deutlich unter dem besten: laut Theorie fällt die Wahl selten so niedrig oder niedriger aus. Eine größere Schranke t senkt die Linie und macht diese Chance kleiner.</translation>
    </message>
    <message>
        <source>The exact chance that the chosen {candidate} scores at or below the bad-outcome line.</source>
        <translation>Die exakte Chance, dass die gewählte Möglichkeit ({candidate}) auf oder unter der Linie für schlechte Ergebnisse liegt.</translation>
    </message>
    <message>
        <source>The most that chance can be, by the utility theorem, whatever the data are.</source>
        <translation>Wie groß diese Chance nach dem Nutzensatz höchstens sein kann, welche Daten auch immer vorliegen.</translation>
    </message>
    <message>
        <source>The wiki's lemma at the same line: the {candidates} scoring within half the distance of the best carry enough weight to make a result that bad unlikely; it spends the other half of the distance.</source>
        <translation>Das Lemma des Wikis an derselben Linie: die {candidates} innerhalb der halben Entfernung zum Besten tragen genug Gewicht, um ein so schlechtes Ergebnis unwahrscheinlich zu machen; es verbraucht die andere Hälfte der Entfernung.</translation>
    </message>
    <message>
        <source>e^(−c·D/2)/μ(S_{D/2}), S_t = {h : score &gt; OPT − t}, the line at OPT − D</source>
        <translation>e^(−c·D/2)/μ(S_{D/2}), S_t = {h : Bewertung &gt; OPT − t}, die Linie bei OPT − D</translation>
    </message>
    <message>
        <source>How often the simulated choices scored at or below the line.</source>
        <translation>Wie oft die simulierten Wahlen auf oder unter der Linie lagen.</translation>
    </message>
    <message>
        <source>the fraction of trials with score ≤ line</source>
        <translation>der Anteil der Durchläufe mit Bewertung ≤ Linie</translation>
    </message>
    <message>
        <source>The revenue the lecture's theorem promises, with at least the chance shown.</source>
        <translation>Der Erlös, den der Satz der Vorlesung mindestens mit der gezeigten Chance verspricht.</translation>
    </message>
    <message>
        <source>γ − (P/m)·n − (2Δ/ε)(ln m + t), with probability ≥ 1 − e^(−t)</source>
        <translation>γ − (P/m)·n − (2Δ/ε)(ln m + t), mit Wahrscheinlichkeit ≥ 1 − e^(−t)</translation>
    </message>
    <message>
        <source>How many simulated choices were drawn so far (Run once, Run N, Start).</source>
        <translation>Wie viele simulierte Wahlen bisher gezogen wurden (Einmal ausführen, N ausführen, Start).</translation>
    </message>
    <message>
        <source>How far one release can move an observer's belief about one person, whatever else they know.</source>
        <translation>Wie weit eine Veröffentlichung die Annahme eines Beobachters über eine Person verschieben kann, was auch immer er sonst weiß.</translation>
    </message>
    <message>
        <source>posterior ≤ e^ε′·p / (e^ε′·p + 1 − p), ε′ the ε one release costs (core.attacker)</source>
        <translation>danach ≤ e^ε′·p / (e^ε′·p + 1 − p), ε′ das ε, das eine Veröffentlichung kostet (core.attacker)</translation>
    </message>
    <message>
        <source>Formula: {formula}</source>
        <translation>Formel: {formula}</translation>
    </message>
    <message>
        <source>(from {low} to {high})</source>
        <translation>(von {low} bis {high})</translation>
    </message>
    <message>
        <source>The prices are spaced so that α = 1/|H| = {alpha}.</source>
        <translation>Die Preise liegen so dicht, dass α = 1/|H| = {alpha}.</translation>
    </message>
    <message>
        <source>Here c = ε/({divisor}).</source>
        <translation>Hier c = ε/({divisor}).</translation>
    </message>
    <message>
        <source>Here the line falls below every possible {score}, so the theory promises nothing (more people or a larger ε help).</source>
        <translation>Hier liegt die Linie unter jedem möglichen Wert, die Theorie verspricht also nichts (mehr Personen oder ein größeres ε helfen).</translation>
    </message>
    <message>
        <source>Here t = {t}.</source>
        <translation>Hier t = {t}.</translation>
    </message>
    <message>
        <source>Here the formula gives no positive revenue, so it promises nothing (more buyers or a larger ε help).</source>
        <translation>Hier ergibt die Formel keinen positiven Erlös, sie verspricht also nichts (mehr Käufer oder ein größeres ε helfen).</translation>
    </message>
    <message>
        <source>All conjunctions</source>
        <translation>Alle Konjunktionen</translation>
    </message>
    <message>
        <source>One- and two-way marginals</source>
        <translation>Ein- und zweidimensionale Randverteilungen</translation>
    </message>
    <message>
        <source>Random subsets</source>
        <translation>Zufällige Teilmengen</translation>
    </message>
    <message>
        <source>One query per element</source>
        <translation>Eine Anfrage je Element</translation>
    </message>
    <message>
        <source>Halfspaces π·x ≥ last bit</source>
        <translation>Halbräume π·x ≥ letztes Bit</translation>
    </message>
    <message>
        <source>Thresholds on a line (x ≥ t)</source>
        <translation>Schwellen auf einer Geraden (x ≥ t)</translation>
    </message>
    <message>
        <source>Intervals on a line (a ≤ x ≤ b)</source>
        <translation>Intervalle auf einer Geraden (a ≤ x ≤ b)</translation>
    </message>
    <message>
        <source>Conjunctions over {0,1}^d</source>
        <translation>Konjunktionen über {0,1}^d</translation>
    </message>
    <message>
        <source>Decision stumps over {0,1}^d (x_i = b)</source>
        <translation>Entscheidungsstümpfe über {0,1}^d (x_i = b)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Buyers' valuations</source>
        <translation>Zahlungsbereitschaft der Käufer</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Votes per candidate</source>
        <translation>Stimmen je Kandidat</translation>
    </message>
    <message>
        <source>Who likes what (tick = likes)</source>
        <translation>Wer mag was (Haken = mag)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pizza</source>
        <translation>Pizza</translation>
    </message>
    <message>
        <source>Sushi</source>
        <translation>Sushi</translation>
    </message>
    <message>
        <source>Salad bar</source>
        <translation>Salatbar</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Thai</translation>
    </message>
    <message>
        <source>Burgers</source>
        <translation>Burger</translation>
    </message>
    <message>
        <source>Falafel</source>
        <translation>Falafel</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Übergangen</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>How far (as a fraction of the people) the hypothesis may miss a query before PMW spends privacy to correct it</source>
        <translation>Wie weit (als Anteil der Personen) die Hypothese eine Anfrage verfehlen darf, bevor PMW Privatsphäre für eine Korrektur ausgibt</translation>
    </message>
    <message>
        <source>How many independent runs 'Run N' simulates</source>
        <translation>Wie viele unabhängige Läufe „N ausführen“ simuliert</translation>
    </message>
    <message>
        <source>Labelled points</source>
        <translation>Beschriftete Punkte</translation>
    </message>
    <message>
        <source>PMW budget ε</source>
        <translation>PMW-Budget ε</translation>
    </message>
    <message>
        <source>People per element</source>
        <translation>Personen je Element</translation>
    </message>
    <message>
        <source>Remove/replace one ballot for this candidate: its table row number or its name</source>
        <translation>Einen Stimmzettel für diesen Kandidaten entfernen/ersetzen: seine Zeilennummer oder sein Name</translation>
    </message>
    <message>
        <source>Remove/replace one person whose data is this element: its table row number or its name</source>
        <translation>Eine Person entfernen/ersetzen, deren Daten dieses Element sind: seine Zeilennummer oder sein Name</translation>
    </message>
    <message>
        <source>Scores on D and its neighbours</source>
        <translation>Bewertungen auf D und seinen Nachbarn</translation>
    </message>
    <message>
        <source>The buyer to remove or replace: a table row number (rows with an invalid cell are excluded from runs and cannot be chosen)</source>
        <translation>Der Käufer, der entfernt oder ersetzt wird: eine Zeilennummer (Zeilen mit einer ungültigen Zelle nehmen an keinem Lauf teil und können nicht gewählt werden)</translation>
    </message>
    <message>
        <source>The candidate the new ballot is for: a name or a table row number</source>
        <translation>Der Kandidat des neuen Stimmzettels: ein Name oder eine Zeilennummer</translation>
    </message>
    <message>
        <source>The counting queries: conjunctions: all conjunctions; marginals: one- and two-way marginals; subsets: random subsets; points: one query per element; halfspaces: halfspaces π·x ≥ last bit</source>
        <translation>Die Zählanfragen: conjunctions: alle Konjunktionen; marginals: ein- und zweidimensionale Randverteilungen; subsets: zufällige Teilmengen; points: eine Anfrage je Element; halfspaces: Halbräume π·x ≥ letztes Bit</translation>
    </message>
    <message>
        <source>The element (data) of the new person: a name or a table row number</source>
        <translation>Das Element (die Daten) der neuen Person: ein Name oder eine Zeilennummer</translation>
    </message>
    <message>
        <source>The new buyer's valuation in dollars</source>
        <translation>Die Zahlungsbereitschaft des neuen Käufers in Dollar</translation>
    </message>
    <message>
        <source>The new person's value</source>
        <translation>Der Wert der neuen Person</translation>
    </message>
    <message>
        <source>The number of counting queries PMW answers one after the other</source>
        <translation>Die Zahl der Zählanfragen, die PMW nacheinander beantwortet</translation>
    </message>
    <message>
        <source>The person to remove or replace: a table row number</source>
        <translation>Die Person, die entfernt oder ersetzt wird: eine Zeilennummer</translation>
    </message>
    <message>
        <source>The person: a table row number or a name from the table</source>
        <translation>Die Person: eine Zeilennummer oder ein Name aus der Tabelle</translation>
    </message>
    <message>
        <source>The point to remove or replace: a table row number</source>
        <translation>Der Punkt, der entfernt oder ersetzt wird: eine Zeilennummer</translation>
    </message>
    <message>
        <source>The random subsets are public: drawn from this seed, never from the data</source>
        <translation>Die zufälligen Teilmengen sind öffentlich: aus diesem Startwert gezogen, nie aus den Daten</translation>
    </message>
    <message>
        <source>The small chance δ the total ε may fail, used when the steps are added up</source>
        <translation>Die kleine Chance δ, dass das gesamte ε nicht hält, verwendet beim Aufsummieren der Schritte</translation>
    </message>
    <message>
        <source>The total ε of the whole PMW run, whatever the number of queries: each update round costs two noisy steps, and the run stops updating after U of them. Not the ε of one selection above.</source>
        <translation>Das gesamte ε des ganzen PMW-Laufs, unabhängig von der Zahl der Anfragen: jede Korrekturrunde kostet zwei verrauschte Schritte, und der Lauf korrigiert nach U davon nicht mehr. Nicht das ε einer Auswahl oben.</translation>
    </message>
    <message>
        <source>Trials N</source>
        <translation>Durchläufe N</translation>
    </message>
    <message>
        <source>Used by the random-subsets query class only</source>
        <translation>Nur von der Anfrageklasse der zufälligen Teilmengen verwendet</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>buyer (table row)</source>
        <translation>Käufer (Tabellenzeile)</translation>
    </message>
    <message>
        <source>person (table row)</source>
        <translation>Person (Tabellenzeile)</translation>
    </message>
    <message>
        <source>point (table row)</source>
        <translation>Punkt (Tabellenzeile)</translation>
    </message>
    <message>
        <source>candidate (row or name)</source>
        <translation>Kandidat (Zeile oder Name)</translation>
    </message>
    <message>
        <source>person (row or name)</source>
        <translation>Person (Zeile oder Name)</translation>
    </message>
    <message>
        <source>person at element (row or name)</source>
        <translation>Person beim Element (Zeile oder Name)</translation>
    </message>
    <message>
        <source>neighbour (number)</source>
        <translation>Nachbar (Nummer)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>bound's β</source>
        <translation>β der Schranke</translation>
    </message>
    <message>
        <source>concept class</source>
        <translation>Konzeptklasse</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>domain size d</source>
        <translation>Größe des Bereichs d</translation>
    </message>
    <message>
        <source>guess</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>k (how many)</source>
        <translation>k (wie viele)</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>learning rate η/T</source>
        <translation>Lernrate η/T</translation>
    </message>
    <message>
        <source>noise (on/off)</source>
        <translation>Rauschen (an/aus)</translation>
    </message>
    <message>
        <source>on: private (noisy comparisons and answers); off: the same algorithm without noise (ε = ∞, not private), for comparison</source>
        <translation>an: privat (verrauschte Vergleiche und Antworten); aus: derselbe Algorithmus ohne Rauschen (ε = ∞, nicht privat), zum Vergleich</translation>
    </message>
    <message>
        <source>query class</source>
        <translation>Anfrageklasse</translation>
    </message>
    <message>
        <source>query stream</source>
        <translation>Anfragefolge</translation>
    </message>
    <message>
        <source>random subsets</source>
        <translation>zufällige Teilmengen</translation>
    </message>
    <message>
        <source>random: each query drawn from the class; adversarial: the query where hypothesis and data differ most (a stress test that reads the data)</source>
        <translation>random: jede Anfrage aus der Klasse gezogen; adversarial: die Anfrage, bei der Hypothese und Daten am meisten abweichen (ein Belastungstest, der die Daten liest)</translation>
    </message>
    <message>
        <source>sensitivity</source>
        <translation>Sensitivität</translation>
    </message>
    <message>
        <source>subsets seed</source>
        <translation>Startwert der Teilmengen</translation>
    </message>
    <message>
        <source>synthetic size m</source>
        <translation>synthetische Größe m</translation>
    </message>
    <message>
        <source>threshold T</source>
        <translation>Schwelle T</translation>
    </message>
    <message>
        <source>The line's grid 0 … d−1, or the dimension of {0,1}^d; fixed in advance, never read from the data</source>
        <translation>Das Raster 0 … d−1 der Geraden oder die Dimension von {0,1}^d; im Voraus festgelegt, nie aus den Daten gelesen</translation>
    </message>
    <message>
        <source>The sample-complexity bound holds with probability at least 1 − β (each of its two terms)</source>
        <translation>Die Schranke der Stichprobenkomplexität gilt mit Wahrscheinlichkeit mindestens 1 − β (jeder ihrer beiden Terme)</translation>
    </message>
    <message>
        <source>bidder</source>
        <translation>Bieter</translation>
    </message>
    <message>
        <source>voter</source>
        <translation>Wähler</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Sprache: {name}</translation>
    </message>
    <message>
        <source>the max price</source>
        <translation>der Höchstpreis</translation>
    </message>
    <message>
        <source>No price grid: {name} is refused ({reason}).</source>
        <translation>Kein Preisraster: {name} wird abgelehnt ({reason}).</translation>
    </message>
    <message>
        <source>{count} prices, one every {step}</source>
        <translation>{count} Preise, einer alle {step}</translation>
    </message>
    <message>
        <source>recommended α = ln n/(nε) = {alpha}</source>
        <translation>empfohlenes α = ln n/(nε) = {alpha}</translation>
    </message>
    <message>
        <source>{Who} changes any outcome's probability by at most a factor</source>
        <translation>{Who} ändert die Wahrscheinlichkeit jedes Ergebnisses höchstens um den Faktor</translation>
    </message>
    <message>
        <source>(one person moves every score the same way, so a choice spends only ε/2).</source>
        <translation>(eine Person verschiebt jede Bewertung in dieselbe Richtung, eine Wahl verbraucht also nur ε/2).</translation>
    </message>
    <message>
        <source>(one person moves the scores by less than their full range apart, so a choice spends less than ε).</source>
        <translation>(eine Person verschiebt die Bewertungen um weniger als ihre volle Spannweite gegeneinander, eine Wahl verbraucht also weniger als ε).</translation>
    </message>
    <message>
        <source>Saving {path}…</source>
        <translation>{path} wird gespeichert…</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Save failed: {reason}</source>
        <translation>Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Saved {path} ({size} MiB)</source>
        <translation>{path} gespeichert ({size} MiB)</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <source>Opening {path}…</source>
        <translation>{path} wird geöffnet…</translation>
    </message>
    <message>
        <source>Could not open the session; nothing was changed</source>
        <translation>Die Sitzung ließ sich nicht öffnen; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Restored the autosaved session</source>
        <translation>Die automatisch gespeicherte Sitzung wurde wiederhergestellt</translation>
    </message>
    <message>
        <source>The autosaved session could not be restored</source>
        <translation>Die automatisch gespeicherte Sitzung ließ sich nicht wiederherstellen</translation>
    </message>
    <message>
        <source>Loaded preset “{name}”</source>
        <translation>Vorlage „{name}“ geladen</translation>
    </message>
    <message>
        <source>Imported {path}</source>
        <translation>{path} importiert</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>{path} wird gelesen…</translation>
    </message>
    <message>
        <source>Import failed: {reason}</source>
        <translation>Import fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} exportiert</translation>
    </message>
    <message>
        <source>({count} invalid rows left out)</source>
        <translation>({count} ungültige Zeilen ausgelassen)</translation>
    </message>
    <message>
        <source>Exported results to {path}</source>
        <translation>Ergebnisse nach {path} exportiert</translation>
    </message>
    <message>
        <source>Writing {path}…</source>
        <translation>{path} wird geschrieben…</translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>Export fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Chosen {candidate}: {label}. Its {score} is {value}; the best possible, OPT, is {best}.</source>
        <translation>Gewählt: {label}. {score}: {value}; bestmöglich, OPT: {best}.</translation>
    </message>
    <message>
        <source>Top {k} selected, in order</source>
        <translation>Top {k} ausgewählt, der Reihe nach</translation>
    </message>
    <message>
        <source>Not released: {reason}</source>
        <translation>Nicht veröffentlicht: {reason}</translation>
    </message>
    <message>
        <source>One private choice released</source>
        <translation>Eine private Wahl veröffentlicht</translation>
    </message>
    <message>
        <source>({count} trials so far)</source>
        <translation>(bisher {count} Durchläufe)</translation>
    </message>
    <message>
        <source>{workspace}: exact distribution ready ({count} {candidates})</source>
        <translation>{workspace}: exakte Verteilung bereit ({count} {candidates})</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>one person's data</source>
        <translation>die Daten einer Person</translation>
    </message>
    <message>
        <source>The query's place in the stream</source>
        <translation>Die Stelle der Anfrage in der Folge</translation>
    </message>
    <message>
        <source>The counting query asked</source>
        <translation>Die gestellte Zählanfrage</translation>
    </message>
    <message>
        <source>The public guess (hypothesis) answers this, before the round (share of the people)</source>
        <translation>Das antwortet die öffentliche Schätzung (Hypothese) vor der Runde (Anteil der Personen)</translation>
    </message>
    <message>
        <source>The true answer on the data (share of the people; never shown to the analyst)</source>
        <translation>Die wahre Antwort auf den Daten (Anteil der Personen; nie dem Analysten gezeigt)</translation>
    </message>
    <message>
        <source>What PMW answered: the guess's answer in a lazy round, a noisy true answer in an update round</source>
        <translation>Was PMW antwortete: die Antwort der Schätzung in einer ruhigen Runde, eine verrauschte wahre Antwort in einer Korrekturrunde</translation>
    </message>
    <message>
        <source>Corrected (an update round): the guess missed by about the threshold T or more, so PMW paid privacy to answer and to correct it</source>
        <translation>Korrigiert (eine Korrekturrunde): die Schätzung lag um etwa die Schwelle T oder mehr daneben, also zahlte PMW Privatsphäre, um zu antworten und sie zu korrigieren</translation>
    </message>
    <message>
        <source>Computing the bill for {count} releases…</source>
        <translation>Die Rechnung für {count} Veröffentlichungen wird berechnet…</translation>
    </message>
    <message>
        <source>Computing the bill for one release…</source>
        <translation>Die Rechnung für eine Veröffentlichung wird berechnet…</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>Diese Berechnung anhalten</translation>
    </message>
    <message>
        <source>Adding up what was released…</source>
        <translation>Das Veröffentlichte wird zusammengezählt…</translation>
    </message>
    <message>
        <source>P[score ≤ line]</source>
        <translation>P[Bewertung ≤ Linie]</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>the next or previous control (Tab leaves a table; the arrows walk its cells)</source>
        <translation>das nächste oder vorige Bedienelement (Tab verlässt eine Tabelle; die Pfeiltasten gehen durch ihre Zellen)</translation>
    </message>
    <message>
        <source>In a row of view tabs</source>
        <translation>In einer Reihe von Ansichtsreitern</translation>
    </message>
    <message>
        <source>the next or previous view</source>
        <translation>die nächste oder vorige Ansicht</translation>
    </message>
    <message>
        <source>On a button, check box, list or table</source>
        <translation>Auf einer Schaltfläche, einem Kontrollkästchen, einer Liste oder Tabelle</translation>
    </message>
    <message>
        <source>press or tick it (elsewhere Space starts or pauses a run)</source>
        <translation>drücken oder ankreuzen (anderswo startet oder pausiert die Leertaste einen Lauf)</translation>
    </message>
    <message>
        <source>In a table</source>
        <translation>In einer Tabelle</translation>
    </message>
    <message>
        <source>paste rows at the current row</source>
        <translation>Zeilen an der aktuellen Zeile einfügen</translation>
    </message>
    <message>
        <source>remove the selected rows</source>
        <translation>die ausgewählten Zeilen entfernen</translation>
    </message>
    <message>
        <source>In a table cell</source>
        <translation>In einer Tabellenzelle</translation>
    </message>
    <message>
        <source>edit the cell; Enter keeps, Esc drops the edit</source>
        <translation>die Zelle bearbeiten; Eingabe behält, Esc verwirft die Änderung</translation>
    </message>
    <message>
        <source>On a plot</source>
        <translation>Auf einem Diagramm</translation>
    </message>
    <message>
        <source>view the plot's data as a table</source>
        <translation>die Daten des Diagramms als Tabelle ansehen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quick help&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;1.&lt;/b&gt; Enter data in the table (or load a preset, paste from a spreadsheet, import a CSV).
&lt;b&gt;2.&lt;/b&gt; Choose ε and the other parameters. &lt;b&gt;3.&lt;/b&gt; &lt;i&gt;Run once&lt;/i&gt; (Ctrl+R) to make one private choice,
&lt;i&gt;Run N&lt;/i&gt; (Ctrl+Enter) or &lt;i&gt;Start&lt;/i&gt; (Space) to watch the simulated outputs approach the exact probabilities.&lt;/p&gt;
&lt;p&gt;Tabs beside &lt;i&gt;Simulation&lt;/i&gt;: what one person's data changes, the privacy bill of repeated releases, and
the expected score against ε. &lt;i&gt;Advanced settings&lt;/i&gt; under Trials N holds the analysis, neighbours, mechanism, t and
seed. In presentation mode (F11) Esc leaves, and F10 or Alt shows the menu. &lt;i&gt;Help ▸ Tour&lt;/i&gt; points at each of
these on the screen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kurzhilfe&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;1.&lt;/b&gt; Geben Sie Daten in die Tabelle ein (oder laden Sie eine Vorlage, fügen Sie aus einer Tabellenkalkulation ein, importieren Sie eine CSV-Datei).
&lt;b&gt;2.&lt;/b&gt; Wählen Sie ε und die anderen Parameter. &lt;b&gt;3.&lt;/b&gt; &lt;i&gt;Einmal ausführen&lt;/i&gt; (Strg+R) trifft eine private Wahl,
&lt;i&gt;N ausführen&lt;/i&gt; (Strg+Eingabe) oder &lt;i&gt;Start&lt;/i&gt; (Leertaste) zeigt, wie sich die simulierten Ergebnisse den exakten Wahrscheinlichkeiten nähern.&lt;/p&gt;
&lt;p&gt;Reiter neben &lt;i&gt;Simulation&lt;/i&gt;: was die Daten einer Person ändern, die Privatsphäre-Rechnung wiederholter Veröffentlichungen und
die erwartete Bewertung über ε. &lt;i&gt;Mehr Optionen&lt;/i&gt; unter Durchläufe N enthält Analyse, Nachbarn, Mechanismus, t und
Startwert. Im Präsentationsmodus (F11) beendet Esc ihn, und F10 oder Alt zeigt das Menü. &lt;i&gt;Hilfe ▸ Rundgang&lt;/i&gt; zeigt auf jedes davon
auf dem Bildschirm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;See the differential-privacy &lt;b&gt;exponential mechanism&lt;/b&gt; (McSherry–Talwar 2007) at work: exact
probabilities beside simulated runs, OPT and the utility theorem's bound.&lt;/p&gt;
&lt;p&gt;Scenarios: {scenarios}. Mechanisms: {mechanisms}.&lt;/p&gt;
&lt;p&gt;Licence: MIT. Built on Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) and NumPy (BSD).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sehen Sie den &lt;b&gt;Exponentialmechanismus&lt;/b&gt; der Differential Privacy (McSherry–Talwar 2007) bei der Arbeit: exakte
Wahrscheinlichkeiten neben simulierten Läufen, OPT und die Schranke des Nutzensatzes.&lt;/p&gt;
&lt;p&gt;Szenarien: {scenarios}. Mechanismen: {mechanisms}.&lt;/p&gt;
&lt;p&gt;Lizenz: MIT. Gebaut mit Qt for Python (PySide6, LGPLv3), pyqtgraph (MIT) und NumPy (BSD).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ExpMech Studio help</source>
        <translation>Hilfe zu ExpMech Studio</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>This one-minute tour shows where to start. Press &lt;b&gt;Next&lt;/b&gt; (→) to go on, &lt;b&gt;Skip&lt;/b&gt; (Esc) to leave; &lt;i&gt;Help ▸ Tour&lt;/i&gt; shows it again.</source>
        <translation>Dieser einminütige Rundgang zeigt, wo Sie anfangen. Drücken Sie &lt;b&gt;Weiter&lt;/b&gt; (→), um fortzufahren, &lt;b&gt;Überspringen&lt;/b&gt; (Esc), um ihn zu verlassen; &lt;i&gt;Hilfe ▸ Rundgang&lt;/i&gt; zeigt ihn wieder.</translation>
    </message>
    <message>
        <source>The privacy setting ε</source>
        <translation>Die Privatsphäre-Einstellung ε</translation>
    </message>
    <message>
        <source>Type ε or drag the slider. A smaller ε protects each person more, and the choice becomes more random.</source>
        <translation>Geben Sie ε ein oder ziehen Sie den Regler. Ein kleineres ε schützt jede Person mehr, und die Wahl wird zufälliger.</translation>
    </message>
    <message>
        <source>Makes one private choice, as a real release would (Ctrl+R). The answer appears in large type, beside the best possible.</source>
        <translation>Trifft eine private Wahl, wie eine echte Veröffentlichung (Strg+R). Die Antwort erscheint in großer Schrift neben der bestmöglichen.</translation>
    </message>
    <message>
        <source>Repeats the private choice many times (Ctrl+Enter) to show how often each answer comes up.</source>
        <translation>Wiederholt die private Wahl viele Male (Strg+Eingabe), um zu zeigen, wie oft jede Antwort vorkommt.</translation>
    </message>
    <message>
        <source>Simulated beside exact</source>
        <translation>Simuliert neben exakt</translation>
    </message>
    <message>
        <source>Bars: how often each answer was picked in the runs. Dots: the exact chances, computed, not simulated. With more runs the bars settle on the dots.</source>
        <translation>Balken: wie oft jede Antwort in den Läufen gewählt wurde. Punkte: die exakten Chancen, berechnet, nicht simuliert. Mit mehr Läufen pendeln sich die Balken auf die Punkte ein.</translation>
    </message>
    <message>
        <source>What repeated releases cost</source>
        <translation>Was wiederholte Veröffentlichungen kosten</translation>
    </message>
    <message>
        <source>The tabs beside Simulation: what one person's data changes, the privacy bill of every release so far, and accuracy against ε.</source>
        <translation>Die Reiter neben Simulation: was die Daten einer Person ändern, die Privatsphäre-Rechnung aller bisherigen Veröffentlichungen und die Genauigkeit über ε.</translation>
    </message>
    <message>
        <source>More to explore</source>
        <translation>Mehr zu entdecken</translation>
    </message>
    <message>
        <source>F5 &lt;b&gt;Story&lt;/b&gt; tells the mechanism in eight steps, F6 &lt;b&gt;Compare&lt;/b&gt; puts settings side by side, F7 &lt;b&gt;Gallery&lt;/b&gt; shows classic mechanisms it contains, F11 presentation mode. F1 lists every shortcut.</source>
        <translation>F5 &lt;b&gt;Geschichte&lt;/b&gt; erzählt den Mechanismus in acht Schritten, F6 &lt;b&gt;Vergleichen&lt;/b&gt; stellt Einstellungen nebeneinander, F7 &lt;b&gt;Galerie&lt;/b&gt; zeigt klassische Mechanismen, die er enthält, F11 den Präsentationsmodus. F1 listet alle Tastenkürzel.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>{step} of {steps}</source>
        <translation>{step} von {steps}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Every shortcut</source>
        <translation>Alle Tastenkürzel</translation>
    </message>
    <message>
        <source>Gallery: the mechanisms the exponential mechanism contains</source>
        <translation>Galerie: die Mechanismen, die der Exponentialmechanismus enthält</translation>
    </message>
    <message>
        <source>Each classic privacy mechanism below is the exponential mechanism with the right score. The bars are the exponential mechanism's chances, the markers the classic mechanism's own formula: they coincide.</source>
        <translation>Jeder klassische Privatsphäre-Mechanismus unten ist der Exponentialmechanismus mit der passenden Bewertung. Die Balken sind die Chancen des Exponentialmechanismus, die Markierungen die eigene Formel des klassischen Mechanismus: sie fallen zusammen.</translation>
    </message>
    <message>
        <source>Privacy parameter ε of the exponential mechanism (a number &gt; 0)</source>
        <translation>Privatsphäre-Parameter ε des Exponentialmechanismus (eine Zahl &gt; 0)</translation>
    </message>
    <message>
        <source>more privacy</source>
        <translation>mehr Privatsphäre</translation>
    </message>
    <message>
        <source>more accuracy</source>
        <translation>mehr Genauigkeit</translation>
    </message>
    <message>
        <source>f(D), the true answer</source>
        <translation>f(D), die wahre Antwort</translation>
    </message>
    <message>
        <source>The query's exact answer on the data</source>
        <translation>Die exakte Antwort der Anfrage auf den Daten</translation>
    </message>
    <message>
        <source>lowest answer</source>
        <translation>kleinste Antwort</translation>
    </message>
    <message>
        <source>The range the answer may be released in</source>
        <translation>Der Bereich, in dem die Antwort veröffentlicht werden darf</translation>
    </message>
    <message>
        <source>highest answer</source>
        <translation>größte Antwort</translation>
    </message>
    <message>
        <source>The released answer is one of lo, lo + step, …, hi</source>
        <translation>Die veröffentlichte Antwort ist eine von lo, lo + step, …, hi</translation>
    </message>
    <message>
        <source>sensitivity Δ</source>
        <translation>Sensitivität Δ</translation>
    </message>
    <message>
        <source>How far one person can move f(D)</source>
        <translation>Wie weit eine Person f(D) verschieben kann</translation>
    </message>
    <message>
        <source>f(D), a whole number</source>
        <translation>f(D), eine ganze Zahl</translation>
    </message>
    <message>
        <source>A count, say</source>
        <translation>Etwa eine Anzahl</translation>
    </message>
    <message>
        <source>How far one person can move the count (ℓ1, over all d coordinates)</source>
        <translation>Wie weit eine Person die Anzahl verschieben kann (ℓ1, über alle d Koordinaten)</translation>
    </message>
    <message>
        <source>dimensions d</source>
        <translation>Dimensionen d</translation>
    </message>
    <message>
        <source>f(D) has d coordinates, each the f(D) above; the plot shows one coordinate</source>
        <translation>f(D) hat d Koordinaten, jede das f(D) oben; das Diagramm zeigt eine Koordinate</translation>
    </message>
    <message>
        <source>answers k</source>
        <translation>Antworten k</translation>
    </message>
    <message>
        <source>How many answers the question has</source>
        <translation>Wie viele Antworten die Frage hat</translation>
    </message>
    <message>
        <source>the person's answer</source>
        <translation>die Antwort der Person</translation>
    </message>
    <message>
        <source>Which answer (1 to k) is the truth</source>
        <translation>Welche Antwort (1 bis k) die wahre ist</translation>
    </message>
    <message>
        <source>RAPPOR (d bits)</source>
        <translation>RAPPOR (d Bits)</translation>
    </message>
    <message>
        <source>the person's bits</source>
        <translation>die Bits der Person</translation>
    </message>
    <message>
        <source>A string of 0s and 1s, up to 64 bits</source>
        <translation>Eine Folge aus 0 und 1, bis zu 64 Bits</translation>
    </message>
    <message>
        <source>The grid is fixed in advance, never taken from the data</source>
        <translation>Das Raster ist im Voraus festgelegt, nie aus den Daten genommen</translation>
    </message>
    <message>
        <source>largest count N</source>
        <translation>größte Anzahl N</translation>
    </message>
    <message>
        <source>The truncated geometric mechanism releases a count from 0 to N</source>
        <translation>Der abgeschnittene geometrische Mechanismus veröffentlicht eine Anzahl von 0 bis N</translation>
    </message>
    <message>
        <source>k-subset mechanism (report k of d)</source>
        <translation>k-Teilmengen-Mechanismus (k von d angeben)</translation>
    </message>
    <message>
        <source>categories d</source>
        <translation>Kategorien d</translation>
    </message>
    <message>
        <source>How many categories a person may hold</source>
        <translation>Wie viele Kategorien eine Person haben kann</translation>
    </message>
    <message>
        <source>subset size k</source>
        <translation>Teilmengengröße k</translation>
    </message>
    <message>
        <source>Each person reports k of the d categories (k = 1 is randomized response)</source>
        <translation>Jede Person gibt k der d Kategorien an (k = 1 ist randomisierte Antwort)</translation>
    </message>
    <message>
        <source>the person's category</source>
        <translation>die Kategorie der Person</translation>
    </message>
    <message>
        <source>Which category (1 to d) the person holds</source>
        <translation>Welche Kategorie (1 bis d) die Person hat</translation>
    </message>
    <message>
        <source>reports n</source>
        <translation>Angaben n</translation>
    </message>
    <message>
        <source>How many people report: the estimator's variance falls as 1/n</source>
        <translation>Wie viele Personen angeben: die Varianz des Schätzers fällt wie 1/n</translation>
    </message>
    <message>
        <source>The average score of the draws simulated so far, and (in brackets) how many</source>
        <translation>Die mittlere Bewertung der bisher simulierten Ziehungen und (in Klammern) wie viele</translation>
    </message>
    <message>
        <source>Compare: {workspace}</source>
        <translation>Vergleichen: {workspace}</translation>
    </message>
    <message>
        <source>Add the current settings</source>
        <translation>Aktuelle Einstellungen hinzufügen</translation>
    </message>
    <message>
        <source>Add a fixed choice</source>
        <translation>Eine feste Wahl hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Match privacy spent</source>
        <translation>Verbrauchte Privatsphäre angleichen</translation>
    </message>
    <message>
        <source>Give every mechanism the ε at which one release costs what the first mechanism row's costs, so mechanisms are compared at the same privacy; off: each row at its own ε</source>
        <translation>Jedem Mechanismus das ε geben, bei dem eine Veröffentlichung so viel kostet wie in der ersten Mechanismuszeile, sodass Mechanismen bei gleicher Privatsphäre verglichen werden; aus: jede Zeile mit ihrem eigenen ε</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulieren</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>chance of the best</source>
        <translation>Chance des Besten</translation>
    </message>
    <message>
        <source>expected score</source>
        <translation>erwartete Bewertung</translation>
    </message>
    <message>
        <source>short of the best</source>
        <translation>Abstand zum Besten</translation>
    </message>
    <message>
        <source>chance of a bad result</source>
        <translation>Chance eines schlechten Ergebnisses</translation>
    </message>
    <message>
        <source>privacy spent</source>
        <translation>verbrauchte Privatsphäre</translation>
    </message>
    <message>
        <source>ε it was given</source>
        <translation>ihr gegebenes ε</translation>
    </message>
    <message>
        <source>The mechanism, its analysis and ε, or a choice without a mechanism</source>
        <translation>Der Mechanismus, seine Analyse und ε, oder eine Wahl ohne Mechanismus</translation>
    </message>
    <message>
        <source>The chance the {candidate} chosen has the highest {score}: P[OPT]</source>
        <translation>Die Chance, dass die Wahl die höchste Bewertung hat: P[OPT]</translation>
    </message>
    <message>
        <source>expected {score}</source>
        <translation>erwartete Bewertung</translation>
    </message>
    <message>
        <source>The average {score} of the choice, exactly: E[score] = Σ P[h]·score(h)</source>
        <translation>Die mittlere Bewertung der Wahl, exakt: E[Bewertung] = Σ P[h]·Bewertung(h)</translation>
    </message>
    <message>
        <source>How far the average {score} falls short of the best {score}: OPT − E[score]</source>
        <translation>Wie weit die mittlere Bewertung hinter der besten zurückbleibt: OPT − E[Bewertung]</translation>
    </message>
    <message>
        <source>The chance the choice scores {line} or less (the workspace's bad-outcome line, the same for every row): P[score ≤ threshold]</source>
        <translation>Die Chance, dass die Wahl {line} oder weniger erreicht (die Linie für schlechte Ergebnisse des Arbeitsbereichs, für jede Zeile dieselbe): P[Bewertung ≤ Schwelle]</translation>
    </message>
    <message>
        <source>What one release really costs: ε/2 where one person moves every score the same way and the general analysis is used, else ε (a cell's tooltip says why)</source>
        <translation>Was eine Veröffentlichung wirklich kostet: ε/2, wo eine Person jede Bewertung in dieselbe Richtung verschiebt und die allgemeine Analyse gilt, sonst ε (der Tooltip einer Zelle sagt, warum)</translation>
    </message>
    <message>
        <source>The privacy parameter ε each row ran at, and why: as set, or matched so that every row spends what the first mechanism row spends</source>
        <translation>Der Privatsphäre-Parameter ε, mit dem jede Zeile lief, und warum: wie eingestellt oder so angeglichen, dass jede Zeile so viel verbraucht wie die erste Mechanismuszeile</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>Tour card</source>
        <translation>Rundgang-Karte</translation>
    </message>
    <message>
        <source>Read a CSV into the table</source>
        <translation>Eine CSV-Datei in die Tabelle lesen</translation>
    </message>
    <message>
        <source>Write the table as CSV</source>
        <translation>Die Tabelle als CSV schreiben</translation>
    </message>
    <message>
        <source>One 1920×1080 picture per story step</source>
        <translation>Ein Bild (1920×1080) je Schritt der Geschichte</translation>
    </message>
    <message>
        <source>Ctrl+V in the table</source>
        <translation>Strg+V in der Tabelle</translation>
    </message>
    <message>
        <source>One private choice</source>
        <translation>Eine private Wahl</translation>
    </message>
    <message>
        <source>One published release drawn in exact arithmetic: no floating-point rounding, ε exactly as typed (expmech release)</source>
        <translation>Eine Veröffentlichung, in exakter Arithmetik gezogen: ohne Gleitkomma-Rundung, ε genau wie eingegeben (expmech release)</translation>
    </message>
    <message>
        <source>Simulate N runs</source>
        <translation>N Läufe simulieren</translation>
    </message>
    <message>
        <source>Run once sweeps a marker over the candidates before it stops (off: instant)</source>
        <translation>Einmal ausführen lässt eine Markierung über die Kandidaten laufen, bevor sie anhält (aus: sofort)</translation>
    </message>
    <message>
        <source>The exponential mechanism in eight steps over the current data (→/← or a clicker)</source>
        <translation>Der Exponentialmechanismus in acht Schritten über die aktuellen Daten (→/← oder ein Präsentations-Klicker)</translation>
    </message>
    <message>
        <source>Up to four mechanisms, analyses or ε on the same data, side by side</source>
        <translation>Bis zu vier Mechanismen, Analysen oder ε auf denselben Daten, nebeneinander</translation>
    </message>
    <message>
        <source>Classic mechanisms (Laplace, randomized response, RAPPOR, the median) as exponential mechanisms</source>
        <translation>Klassische Mechanismen (Laplace, randomisierte Antwort, RAPPOR, der Median) als Exponentialmechanismen</translation>
    </message>
    <message>
        <source>The summary and the privacy setting in words, for readers new to differential privacy (off: the experts' symbols)</source>
        <translation>Die Übersicht und die Privatsphäre-Einstellung in Worten, für Neulinge in Differential Privacy (aus: die Symbole der Fachleute)</translation>
    </message>
    <message>
        <source>The audience answers from their phones into this workspace's table</source>
        <translation>Das Publikum antwortet von seinen Telefonen in die Tabelle dieses Arbeitsbereichs</translation>
    </message>
    <message>
        <source>A one-minute tour of where to start</source>
        <translation>Ein einminütiger Rundgang: wo Sie anfangen</translation>
    </message>
    <message>
        <source>Edit {workspace} data</source>
        <translation>Daten bearbeiten ({workspace})</translation>
    </message>
    <message>
        <source>Change parameters</source>
        <translation>Parameter ändern</translation>
    </message>
    <message>
        <source>Draw from every configuration at once, at Start's speed</source>
        <translation>Aus jeder Konfiguration zugleich ziehen, im Tempo von Start</translation>
    </message>
    <message>
        <source>Export plot as {kind}</source>
        <translation>Diagramm als {kind} exportieren</translation>
    </message>
    <message>
        <source>Export the story as slides (one PNG per step)</source>
        <translation>Die Geschichte als Folien exportieren (ein PNG je Schritt)</translation>
    </message>
    <message>
        <source>Export the privacy ledger</source>
        <translation>Das Privatsphäre-Konto exportieren</translation>
    </message>
    <message>
        <source>Export as code</source>
        <translation>Als Code exportieren</translation>
    </message>
    <message>
        <source>Export experiment</source>
        <translation>Experiment exportieren</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>Export plots into folder</source>
        <translation>Diagramme in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Import {workspace} CSV</source>
        <translation>CSV importieren ({workspace})</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export {workspace} CSV</source>
        <translation>CSV exportieren ({workspace})</translation>
    </message>
    <message>
        <source>(each Run once is one, recorded in the privacy ledger</source>
        <translation>(jedes Einmal ausführen ist eine, im Privatsphäre-Konto vermerkt</translation>
    </message>
    <message>
        <source>(each Run once is {count} releases, recorded in the privacy ledger</source>
        <translation>(jedes Einmal ausführen sind {count} Veröffentlichungen, im Privatsphäre-Konto vermerkt</translation>
    </message>
    <message>
        <source>, plus the simulated trials at this setting, counted as published</source>
        <translation>, dazu die simulierten Durchläufe bei dieser Einstellung, als veröffentlicht gezählt</translation>
    </message>
    <message>
        <source>Releases this session: {count}</source>
        <translation>Veröffentlichungen in dieser Sitzung: {count}</translation>
    </message>
    <message>
        <source>What everything this session released means for one person, whatever else an attacker knows. The total is the ledger's (every release at the ε it was charged, all composed together), with δ = {delta}.</source>
        <translation>Was alles, was diese Sitzung veröffentlicht hat, für eine Person bedeutet, was auch immer ein Angreifer sonst weiß. Die Summe ist die des Kontos (jede Veröffentlichung mit dem berechneten ε, alle zusammen verrechnet), mit δ = {delta}.</translation>
    </message>
    <message>
        <source>Any test of 'is this person in the data?' with false-positive rate α has true-positive rate at most min(e^ε·α + δ, 1 − e^−ε·(1 − δ − α)) (Kairouz–Oh–Viswanath 2015); the lower curve is its mirror (a test turned round). The diagonal is a coin flip.</source>
        <translation>Jeder Test auf „ist diese Person in den Daten?“ mit Falsch-positiv-Rate α hat eine Richtig-positiv-Rate von höchstens min(e^ε·α + δ, 1 − e^−ε·(1 − δ − α)) (Kairouz–Oh–Viswanath 2015); die untere Kurve ist ihr Spiegelbild (ein umgekehrter Test). Die Diagonale ist ein Münzwurf.</translation>
    </message>
    <message>
        <source>Open a room</source>
        <translation>Einen Raum öffnen</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>Option hinzufügen</translation>
    </message>
    <message>
        <source>Name of the new option:</source>
        <translation>Name der neuen Option:</translation>
    </message>
    <message>
        <source>Cannot add option</source>
        <translation>Option kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Cannot remove option</source>
        <translation>Option kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>Cannot rename option</source>
        <translation>Option kann nicht umbenannt werden</translation>
    </message>
    <message>
        <source>Paste refused</source>
        <translation>Einfügen abgelehnt</translation>
    </message>
    <message>
        <source>Cannot export the experiment</source>
        <translation>Das Experiment kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot open the experiment</source>
        <translation>Das Experiment kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Could not restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>One draw a second, each one animated: the histogram grows bar by bar</source>
        <translation>Eine Ziehung pro Sekunde, jede animiert: das Histogramm wächst Balken für Balken</translation>
    </message>
    <message>
        <source>Up to about half a million draws a second: fast, yet watchable</source>
        <translation>Bis zu etwa einer halben Million Ziehungen pro Sekunde: schnell, aber noch zu verfolgen</translation>
    </message>
    <message>
        <source>As many draws as the machine makes (10^8 a second and more), shown 30 times a second</source>
        <translation>So viele Ziehungen, wie der Rechner schafft (10^8 pro Sekunde und mehr), 30-mal pro Sekunde gezeigt</translation>
    </message>
    <message>
        <source>Telling the truth, these {k} colluders (true values {worth}) expect {utility}.</source>
        <translation>Mit der Wahrheit erwarten diese {k} Verbündeten (wahre Werte {worth}) {utility}.</translation>
    </message>
    <message>
        <source>Telling the truth, this bidder (true value {worth}) expects {utility}.</source>
        <translation>Mit der Wahrheit erwartet dieser Bieter (wahrer Wert {worth}) {utility}.</translation>
    </message>
    <message>
        <source>Telling the truth, this voter (for {worth}) expects {utility}.</source>
        <translation>Mit der Wahrheit erwartet dieser Wähler (für {worth}) {utility}.</translation>
    </message>
    <message>
        <source>The best report, {report}, gains {gain}; differential privacy caps any gain at {cap}, the smaller of two caps that both shrink with ε, one in proportion to the truthful utility, one to the most anyone can get (ε per report {epsilon}{colluders}: {reason}).</source>
        <translation>Die beste Angabe, {report}, gewinnt {gain}; Differential Privacy begrenzt jeden Gewinn auf {cap}, die kleinere von zwei Grenzen, die beide mit ε schrumpfen, eine im Verhältnis zum Nutzen der Wahrheit, eine zum Höchsten, was jemand bekommen kann (ε je Angabe {epsilon}{colluders}: {reason}).</translation>
    </message>
    <message>
        <source>× {k} colluders</source>
        <translation>× {k} Verbündete</translation>
    </message>
    <message>
        <source>Without privacy (the revenue-maximising posted price), the truthful utility is {utility} and the best report, {report}, gains {gain}.</source>
        <translation>Ohne Privatsphäre (der erlösmaximierende Festpreis) ist der Nutzen der Wahrheit {utility}, und die beste Angabe, {report}, gewinnt {gain}.</translation>
    </message>
    <message>
        <source>your table</source>
        <translation>Ihre Tabelle</translation>
    </message>
    <message>
        <source>The mechanism's chances P[M(D) = r]: one row per dataset (rows separated by ';', next rows are neighbours), one chance per output</source>
        <translation>Die Chancen des Mechanismus P[M(D) = r]: eine Zeile je Datensatz (Zeilen durch ';' getrennt, benachbarte Zeilen sind Nachbarn), eine Chance je Ausgabe</translation>
    </message>
    <message>
        <source>The share of the prior (the base measure μ) on the best {candidates}: the mechanism picks each {candidate} with a chance proportional to its prior weight × e^(c × {score}), leaning toward what was believed likely before the data. The prior is public and chosen without the data, so it costs no privacy; the bad-outcome line uses ln(1/μ(H*)) in place of ln(|H|/|H*|).</source>
        <translation>Der Anteil der Vorab-Gewichte (des Basismaßes μ) auf {candidates} mit dem besten Wert: Der Mechanismus wählt jede(n) {candidate} mit einer Chance proportional zu Vorab-Gewicht × e^(c × {score}) und neigt so zu dem, was vor den Daten für wahrscheinlich galt. Die Vorab-Gewichte sind öffentlich und ohne die Daten gewählt, daher kosten sie keine Privatsphäre; die Linie für schlechte Ergebnisse nutzt ln(1/μ(H*)) statt ln(|H|/|H*|).</translation>
    </message>
    <message>
        <source>μ(H*), μ the prior weights divided by their sum</source>
        <translation>μ(H*), μ die Vorab-Gewichte geteilt durch ihre Summe</translation>
    </message>
    <message>
        <source>The ε-sweep follows mechanisms that make one choice. This workspace makes several at once: its own view shows their exact chances at the ε you set.</source>
        <translation>Der ε-Verlauf gilt für Mechanismen, die eine Wahl treffen. Dieser Arbeitsbereich trifft mehrere auf einmal: Seine eigene Ansicht zeigt deren exakte Chancen beim eingestellten ε.</translation>
    </message>
    <message>
        <source>Each answer costs its whole ε = {epsilon} for {change}.</source>
        <translation>Jede Antwort kostet ihr ganzes ε = {epsilon} für {change}.</translation>
    </message>
    <message>
        <source>Each answer costs ε/2 = {cost} at ε = {epsilon}: {change} moves every score the same way, so a choice spends only ε/2.</source>
        <translation>Jede Antwort kostet ε/2 = {cost} bei ε = {epsilon}: {change} verschiebt jede Bewertung in dieselbe Richtung, daher verbraucht eine Wahl nur ε/2.</translation>
    </message>
    <message>
        <source>Each answer costs {cost} at ε = {epsilon}: {change} moves the scores by less than their full range apart, so a choice spends less than ε.</source>
        <translation>Jede Antwort kostet {cost} bei ε = {epsilon}: {change} verschiebt die Bewertungen um weniger als ihre ganze Spannweite gegeneinander, daher verbraucht eine Wahl weniger als ε.</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>Spalte {column!r}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>Spalte {column}</translation>
    </message>
    <message>
        <source>{where}: {reason}</source>
        <translation>{where}: {reason}</translation>
    </message>
    <message>
        <source>an {noun} needs a name</source>
        <translation>„{noun}“ braucht einen Namen</translation>
    </message>
    <message>
        <source>a {noun} needs a name</source>
        <translation>„{noun}“ braucht einen Namen</translation>
    </message>
    <message>
        <source>{noun} {name!r} appears twice (rows {first} and {second})</source>
        <translation>{noun} {name!r} kommt doppelt vor (Zeilen {first} und {second})</translation>
    </message>
    <message>
        <source>{mantissa} trillion</source>
        <translation>{mantissa} Billionen</translation>
    </message>
    <message>
        <source>{mantissa} billion</source>
        <translation>{mantissa} Milliarden</translation>
    </message>
    <message>
        <source>{mantissa} million</source>
        <translation>{mantissa} Millionen</translation>
    </message>
    <message>
        <source>about {count}</source>
        <translation>etwa {count}</translation>
    </message>
    <message>
        <source>less than 1 in {odds}</source>
        <translation>weniger als 1 von {odds}</translation>
    </message>
    <message>
        <source>1 in {odds}</source>
        <translation>1 von {odds}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>an unknown number of times</source>
        <translation>unbekannt oft</translation>
    </message>
    <message>
        <source>more than {factor} times</source>
        <translation>mehr als {factor} Mal</translation>
    </message>
    <message>
        <source>{factor} times</source>
        <translation>{factor} Mal</translation>
    </message>
    <message>
        <source>about {factor} times</source>
        <translation>etwa {factor} Mal</translation>
    </message>
    <message>
        <source>{names} and {more:,} more (tied)</source>
        <translation>{names} und {more:,} weitere (gleichauf)</translation>
    </message>
    <message>
        <source>{names} or {last} (tied)</source>
        <translation>{names} oder {last} (gleichauf)</translation>
    </message>
    <message>
        <source>: leave out thousands separators (write {plain}), or use a decimal point ({pointed})</source>
        <translation>: lassen Sie die Tausendertrennzeichen weg (schreiben Sie {plain}) oder verwenden Sie einen Dezimalpunkt ({pointed})</translation>
    </message>
    <message>
        <source>: use a decimal point, not a comma ({pointed})</source>
        <translation>: verwenden Sie einen Dezimalpunkt statt eines Kommas ({pointed})</translation>
    </message>
    <message>
        <source>: leave out thousands separators (write {plain})</source>
        <translation>: lassen Sie die Tausendertrennzeichen weg (schreiben Sie {plain})</translation>
    </message>
    <message>
        <source>: write the digits without separators</source>
        <translation>: schreiben Sie die Ziffern ohne Trennzeichen</translation>
    </message>
    <message>
        <source>: leave out the currency sign</source>
        <translation>: lassen Sie das Währungszeichen weg</translation>
    </message>
    <message>
        <source>: write a plain number (0.5, not 50%)</source>
        <translation>: schreiben Sie eine einfache Zahl (0.5 statt 50 %)</translation>
    </message>
    <message>
        <source>at least {lo}</source>
        <translation>mindestens {lo}</translation>
    </message>
    <message>
        <source>greater than {lo}</source>
        <translation>größer als {lo}</translation>
    </message>
    <message>
        <source>at most {hi}</source>
        <translation>höchstens {hi}</translation>
    </message>
    <message>
        <source>less than {hi}</source>
        <translation>kleiner als {hi}</translation>
    </message>
    <message>
        <source>{low} and {high}</source>
        <translation>{low} und {high}</translation>
    </message>
    <message>
        <source>{text!r} is not a number</source>
        <translation>{text!r} ist keine Zahl</translation>
    </message>
    <message>
        <source>no number was given (the field is empty)</source>
        <translation>es wurde keine Zahl angegeben (das Feld ist leer)</translation>
    </message>
    <message>
        <source>{shown!r} is not a number{advice}</source>
        <translation>{shown!r} ist keine Zahl{advice}</translation>
    </message>
    <message>
        <source>{shown!r} is not a finite number</source>
        <translation>{shown!r} ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>{shown!r} is too large a number</source>
        <translation>{shown!r} ist eine zu große Zahl</translation>
    </message>
    <message>
        <source>{shown!r} is too small a number</source>
        <translation>{shown!r} ist eine zu kleine Zahl</translation>
    </message>
    <message>
        <source>{what} must be {bounds}, not {shown}</source>
        <translation>{what} muss {bounds} sein, nicht {shown}</translation>
    </message>
    <message>
        <source>must be {bounds}, not {shown}</source>
        <translation>muss {bounds} sein, nicht {shown}</translation>
    </message>
    <message>
        <source>{shown!r} is not a whole number</source>
        <translation>{shown!r} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{shown!r} is too small a number (below 10^-300)</source>
        <translation>{shown!r} ist eine zu kleine Zahl (unter 10^-300)</translation>
    </message>
    <message>
        <source>the seed</source>
        <translation>der Startwert</translation>
    </message>
    <message>
        <source>Caution: a privacy setting above 5 protects little — what is released can reveal a lot about one person. Deployments rarely go this high.</source>
        <translation>Vorsicht: Eine Privatsphäre-Einstellung über 5 schützt wenig – was veröffentlicht wird, kann viel über eine Person verraten. Im Einsatz geht man selten so hoch.</translation>
    </message>
    <message>
        <source>Caution: a privacy setting below 0.1 adds so much randomness that the result may be little better than a random pick.</source>
        <translation>Vorsicht: Eine Privatsphäre-Einstellung unter 0.1 fügt so viel Zufall hinzu, dass das Ergebnis kaum besser als eine zufällige Wahl sein kann.</translation>
    </message>
    <message>
        <source>If someone believed there was a {prior} chance {about}, after seeing everything released so far they can believe at most {after}.</source>
        <translation>Wenn jemand eine Wahrscheinlichkeit von {prior} annahm, {about}, kann er nach allem bisher Veröffentlichten höchstens {after} annehmen.</translation>
    </message>
    <message>
        <source> (This can fail with a chance of at most {delta}.)</source>
        <translation> (Das kann mit einer Wahrscheinlichkeit von höchstens {delta} nicht gelten.)</translation>
    </message>
    <message>
        <source>p′ ≤ e^ε·p / (e^ε·p + 1 − p) with ε = {epsilon} (the total of everything released)</source>
        <translation>p′ ≤ e^ε·p / (e^ε·p + 1 − p) mit ε = {epsilon} (die Summe über alles Veröffentlichte)</translation>
    </message>
    <message>
        <source>; with δ = {delta} the bound may fail on outputs of total probability at most δ</source>
        <translation>; mit δ = {delta} kann die Schranke auf Ausgaben mit einer Gesamtwahrscheinlichkeit von höchstens δ verletzt sein</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>cannot be read (permission denied)</source>
        <translation>kann nicht gelesen werden (keine Berechtigung)</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>the file grew past {size} while it was read; {what} over {size} are refused</source>
        <translation>die Datei wuchs beim Lesen über {size}; {what} über {size} werden abgelehnt</translation>
    </message>
    <message>
        <source>{n:,} bytes</source>
        <translation>{n:,} Bytes</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file; save the data to a file and open that</source>
        <translation>ist {kind}, keine reguläre Datei; speichern Sie die Daten in einer Datei und öffnen Sie diese</translation>
    </message>
    <message>
        <source>the file is {size}; {what} over {limit} are refused</source>
        <translation>die Datei ist {size} groß; {what} über {limit} werden abgelehnt</translation>
    </message>
    <message>
        <source>CSV files</source>
        <translation>CSV-Dateien</translation>
    </message>
    <message>
        <source>is a binary file, not CSV text</source>
        <translation>ist eine Binärdatei, kein CSV-Text</translation>
    </message>
    <message>
        <source> (it looks like Windows-1252/Latin-1)</source>
        <translation> (es sieht nach Windows-1252/Latin-1 aus)</translation>
    </message>
    <message>
        <source>is not UTF-8 text{hint}: save it as UTF-8 (in Excel: Save As ▸ CSV UTF-8) and try again</source>
        <translation>ist kein UTF-8-Text{hint}: speichern Sie die Datei als UTF-8 (in Excel: Speichern unter ▸ CSV UTF-8) und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>commas</source>
        <translation>Kommas</translation>
    </message>
    <message>
        <source>semicolons</source>
        <translation>Semikolons</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>Tabulatoren</translation>
    </message>
    <message>
        <source>a cell is longer than {limit:,} characters</source>
        <translation>eine Zelle ist länger als {limit:,} Zeichen</translation>
    </message>
    <message>
        <source>malformed CSV ({reason})</source>
        <translation>fehlerhaftes CSV ({reason})</translation>
    </message>
    <message>
        <source>separated by {separators}</source>
        <translation>getrennt durch {separators}</translation>
    </message>
    <message>
        <source>the header is empty: give this column a name</source>
        <translation>die Kopfzeile ist leer: geben Sie dieser Spalte einen Namen</translation>
    </message>
    <message>
        <source>the header {name!r} appears twice (columns {first} and {second}): give each column its own name</source>
        <translation>die Überschrift {name!r} kommt doppelt vor (Spalten {first} und {second}): geben Sie jeder Spalte einen eigenen Namen</translation>
    </message>
    <message>
        <source>sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>{source}: not a session file (binary data)</source>
        <translation>{source}: keine Sitzungsdatei (Binärdaten)</translation>
    </message>
    <message>
        <source>{source}: not a session file (not UTF-8 text)</source>
        <translation>{source}: keine Sitzungsdatei (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>{source}: the file is empty (truncated JSON)</source>
        <translation>{source}: die Datei ist leer (abgeschnittenes JSON)</translation>
    </message>
    <message>
        <source>{source}: JSON nested too deeply</source>
        <translation>{source}: JSON zu tief verschachtelt</translation>
    </message>
    <message>
        <source>{source}: a number with thousands of digits is not allowed in a session file (no setting or count is that large)</source>
        <translation>{source}: eine Zahl mit Tausenden von Ziffern ist in einer Sitzungsdatei nicht erlaubt (keine Einstellung und keine Anzahl ist so groß)</translation>
    </message>
    <message>
        <source>{name} is not allowed in a session file (write a number, or null for an empty cell)</source>
        <translation>{name} ist in einer Sitzungsdatei nicht erlaubt (schreiben Sie eine Zahl oder null für eine leere Zelle)</translation>
    </message>
    <message>
        <source>{source}: {where}: {reason}</source>
        <translation>{source}: {where}: {reason}</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>missing or not a whole number</source>
        <translation>fehlt oder ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>; a newer ExpMech Studio may open it</source>
        <translation>; ein neueres ExpMech Studio kann sie vielleicht öffnen</translation>
    </message>
    <message>
        <source>version {version} is not supported (this app reads versions {versions}){newer}</source>
        <translation>Version {version} wird nicht unterstützt (diese App liest die Versionen {versions}){newer}</translation>
    </message>
    <message>
        <source>unknown workspace {name} (expected one of {known})</source>
        <translation>unbekannter Arbeitsbereich {name} (erwartet: einer von {known})</translation>
    </message>
    <message>
        <source>expected an object with at least one workspace</source>
        <translation>Objekt mit mindestens einem Arbeitsbereich erwartet</translation>
    </message>
    <message>
        <source>unknown workspace (expected {known})</source>
        <translation>unbekannter Arbeitsbereich (erwartet: {known})</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>unknown parameter (expected {names})</source>
        <translation>unbekannter Parameter (erwartet: {names})</translation>
    </message>
    <message>
        <source>wrong type ({kind}: {value})</source>
        <translation>falscher Typ ({kind}: {value})</translation>
    </message>
    <message>
        <source>{n:,} characters; at most {most:,} are kept</source>
        <translation>{n:,} Zeichen; höchstens {most:,} werden behalten</translation>
    </message>
    <message>
        <source>{value} is not one of {allowed}</source>
        <translation>{value} ist keiner von {allowed}</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>a score</source>
        <translation>eine Bewertung</translation>
    </message>
    <message>
        <source>a vote count</source>
        <translation>eine Stimmenzahl</translation>
    </message>
    <message>
        <source>empty vote count: type a whole number such as 12</source>
        <translation>leere Stimmenzahl: geben Sie eine ganze Zahl ein, etwa 12</translation>
    </message>
    <message>
        <source>{reason} of votes</source>
        <translation>{reason} (Stimmen)</translation>
    </message>
    <message>
        <source>the vote counts add up to {total} votes; this tool supports at most 10^18 votes in total — lower some counts</source>
        <translation>die Stimmenzahlen ergeben zusammen {total} Stimmen; dieses Werkzeug unterstützt höchstens 10^18 Stimmen insgesamt – verringern Sie einige Zahlen</translation>
    </message>
    <message>
        <source>a candidate needs a name</source>
        <translation>ein Kandidat braucht einen Namen</translation>
    </message>
    <message>
        <source>empty cell: write 1 (like) or 0 (dislike)</source>
        <translation>leere Zelle: schreiben Sie 1 (mag ich) oder 0 (mag ich nicht)</translation>
    </message>
    <message>
        <source>{shown} is not like/dislike{extra}: write 1/0, yes/no, y/n, true/false or like/dislike</source>
        <translation>{shown} ist weder „mag ich“ noch „mag ich nicht“{extra}: schreiben Sie 1/0, yes/no, y/n, true/false oder like/dislike</translation>
    </message>
    <message>
        <source>a valuation</source>
        <translation>eine Wertschätzung</translation>
    </message>
    <message>
        <source>empty value: type {what} such as {example}</source>
        <translation>leerer Wert: geben Sie {what} ein, etwa {example}</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>einen Wert</translation>
    </message>
    <message>
        <source>Nothing was pasted: the rows mix separators (a semicolon on row {row:,}, commas elsewhere). Copy the cells from a spreadsheet (tab-separated) or use one separator.</source>
        <translation>Nichts wurde eingefügt: Die Zeilen mischen Trennzeichen (ein Semikolon in Zeile {row:,}, sonst Kommas). Kopieren Sie die Zellen aus einer Tabellenkalkulation (tabulatorgetrennt) oder verwenden Sie ein einziges Trennzeichen.</translation>
    </message>
    <message>
        <source> If a number has a decimal comma or thousands separators, write it with a decimal point and no separators, or copy the cells from a spreadsheet (tab-separated).</source>
        <translation> Hat eine Zahl ein Dezimalkomma oder Tausendertrennzeichen, schreiben Sie sie mit Dezimalpunkt und ohne Trennzeichen, oder kopieren Sie die Zellen aus einer Tabellenkalkulation (tabulatorgetrennt).</translation>
    </message>
    <message>
        <source>Nothing was pasted: row {row:,} of the pasted text has {cells:,} cells, but {what} has {columns:,} column.{hint}</source>
        <translation>Nichts wurde eingefügt: Zeile {row:,} des eingefügten Textes hat {cells:,} Zellen, aber {what} hat {columns:,} Spalte.{hint}</translation>
    </message>
    <message>
        <source>Nothing was pasted: row {row:,} of the pasted text has {cells:,} cells, but {what} has {columns:,} columns.{hint}</source>
        <translation>Nichts wurde eingefügt: Zeile {row:,} des eingefügten Textes hat {cells:,} Zellen, aber {what} hat {columns:,} Spalten.{hint}</translation>
    </message>
    <message>
        <source>this name has {n:,} characters; names are at most {most} characters — shorten it</source>
        <translation>dieser Name hat {n:,} Zeichen; Namen haben höchstens {most} Zeichen – kürzen Sie ihn</translation>
    </message>
    <message>
        <source>same name as row {row:,}; each candidate needs a different name</source>
        <translation>gleicher Name wie in Zeile {row:,}; jeder Kandidat braucht einen anderen Namen</translation>
    </message>
    <message>
        <source>{n:,} options is more than the app supports (at most {most}); nothing was changed</source>
        <translation>{n:,} Optionen sind mehr, als die App unterstützt (höchstens {most}); nichts wurde geändert</translation>
    </message>
    <message>
        <source>an option needs a name</source>
        <translation>eine Option braucht einen Namen</translation>
    </message>
    <message>
        <source>the option name has {n:,} characters; names are at most {most}</source>
        <translation>der Optionsname hat {n:,} Zeichen; Namen haben höchstens {most}</translation>
    </message>
    <message>
        <source>option {name} appears twice (columns {first} and {second})</source>
        <translation>Option {name} kommt doppelt vor (Spalten {first} und {second})</translation>
    </message>
    <message>
        <source>this name has {n:,} characters; option names are at most {most}</source>
        <translation>dieser Name hat {n:,} Zeichen; Optionsnamen haben höchstens {most}</translation>
    </message>
    <message>
        <source>there is already an option called {name}</source>
        <translation>es gibt bereits eine Option namens {name}</translation>
    </message>
    <message>
        <source>valuation {value!r} must be a finite number ≥ 0</source>
        <translation>die Wertschätzung {value!r} muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>expected one value per row, found {cells} cells {separated} ({joined!r}); put each valuation on its own row</source>
        <translation>ein Wert pro Zeile erwartet, {cells} Zellen gefunden, {separated} ({joined!r}); schreiben Sie jede Wertschätzung in eine eigene Zeile</translation>
    </message>
    <message>
        <source> (a header row must be one word such as 'value')</source>
        <translation> (eine Kopfzeile muss ein Wort sein, etwa 'value')</translation>
    </message>
    <message>
        <source>the query class</source>
        <translation>die Abfrageklasse</translation>
    </message>
    <message>
        <source>a count</source>
        <translation>eine Anzahl</translation>
    </message>
    <message>
        <source>{names} candidates but {counts} vote counts</source>
        <translation>{names} Kandidaten, aber {counts} Stimmenzahlen</translation>
    </message>
    <message>
        <source>the vote needs at least one candidate</source>
        <translation>die Abstimmung braucht mindestens einen Kandidaten</translation>
    </message>
    <message>
        <source>candidate {name!r} appears twice (rows {first} and {second})</source>
        <translation>Kandidat {name!r} kommt doppelt vor (Zeilen {first} und {second})</translation>
    </message>
    <message>
        <source>vote counts must be ≥ 0, not {count}</source>
        <translation>Stimmenzahlen müssen ≥ 0 sein, nicht {count}</translation>
    </message>
    <message>
        <source>no candidates in the file</source>
        <translation>keine Kandidaten in der Datei</translation>
    </message>
    <message>
        <source>no ballots in the file (only a header)</source>
        <translation>keine Stimmzettel in der Datei (nur eine Kopfzeile)</translation>
    </message>
    <message>
        <source>candidate {name!r} already appears on row {row}</source>
        <translation>Kandidat {name!r} steht bereits in Zeile {row}</translation>
    </message>
    <message>
        <source> (if row 1 is a header, name its columns candidate and votes)</source>
        <translation> (ist Zeile 1 eine Kopfzeile, nennen Sie ihre Spalten 'candidate' und 'votes')</translation>
    </message>
    <message>
        <source>no candidates in the file (only a header)</source>
        <translation>keine Kandidaten in der Datei (nur eine Kopfzeile)</translation>
    </message>
    <message>
        <source>{typed!r} could be {whole} or {decimal}: write {whole} for the whole number, or a decimal comma ({decimal})</source>
        <translation>{typed!r} kann {whole} oder {decimal} bedeuten: schreiben Sie {whole} für die ganze Zahl oder verwenden Sie ein Dezimalkomma ({decimal})</translation>
    </message>
    <message>
        <source>a number with {n:,} digits</source>
        <translation>eine Zahl mit {n:,} Ziffern</translation>
    </message>
    <message>
        <source>expected a list or an object with {keys}</source>
        <translation>Liste oder Objekt mit {keys} erwartet</translation>
    </message>
    <message>
        <source>expected dtype {dtype!r} and encoding 'base64-le', found {found} and {encoding}</source>
        <translation>dtype {dtype!r} und Kodierung 'base64-le' erwartet, {found} und {encoding} gefunden</translation>
    </message>
    <message>
        <source>expected base64 text</source>
        <translation>Base64-Text erwartet</translation>
    </message>
    <message>
        <source>is not valid base64 (the file is damaged)</source>
        <translation>ist kein gültiges Base64 (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>holds {found:,} values, not the {n:,} its length says (the file is damaged)</source>
        <translation>enthält {found:,} Werte, nicht die {n:,}, die seine Länge angibt (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>abgeschnittenes</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>fehlerhaftes</translation>
    </message>
    <message>
        <source>{source}: {what} JSON at line {line}, column {column} ({reason})</source>
        <translation>{source}: {what} JSON in Zeile {line}, Spalte {column} ({reason})</translation>
    </message>
    <message>
        <source>unknown entry (expected data, parameters, simulation)</source>
        <translation>unbekannter Eintrag (erwartet: data, parameters, simulation)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a list of numbers</source>
        <translation>Liste von Zahlen erwartet</translation>
    </message>
    <message>
        <source>expected a finite number, found {found}</source>
        <translation>endliche Zahl erwartet, {found} gefunden</translation>
    </message>
    <message>
        <source>trace_trials ({trials:,}) and trace_mean ({means:,}) differ in length</source>
        <translation>trace_trials ({trials:,}) und trace_mean ({means:,}) sind verschieden lang</translation>
    </message>
    <message>
        <source>expected a whole number ≥ 0, found {found}</source>
        <translation>ganze Zahl ≥ 0 erwartet, {found} gefunden</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>Liste erwartet</translation>
    </message>
    <message>
        <source>expected a whole number, found {found}</source>
        <translation>ganze Zahl erwartet, {found} gefunden</translation>
    </message>
    <message>
        <source>negative count {count}</source>
        <translation>negative Anzahl {count}</translation>
    </message>
    <message>
        <source>{n:,} counts; at most {most:,}</source>
        <translation>{n:,} Anzahlen; höchstens {most:,}</translation>
    </message>
    <message>
        <source>expected a list of counts or null</source>
        <translation>Liste von Anzahlen oder null erwartet</translation>
    </message>
    <message>
        <source>the counts add up to more than {most:,} trials</source>
        <translation>die Anzahlen ergeben zusammen mehr als {most:,} Durchläufe</translation>
    </message>
    <message>
        <source>expected a number ≥ 0 or empty, found {found!r}</source>
        <translation>Zahl ≥ 0 oder leer erwartet, {found!r} gefunden</translation>
    </message>
    <message>
        <source>{n:,} valuations; at most {most:,}</source>
        <translation>{n:,} Wertschätzungen; höchstens {most:,}</translation>
    </message>
    <message>
        <source>a number too large for the app</source>
        <translation>eine für die App zu große Zahl</translation>
    </message>
    <message>
        <source>expected a number ≥ 0 or null, found {found}</source>
        <translation>Zahl ≥ 0 oder null erwartet, {found} gefunden</translation>
    </message>
    <message>
        <source>expected an object {{row: text}}</source>
        <translation>Objekt {{row: text}} erwartet</translation>
    </message>
    <message>
        <source>expected a row inside the table with the text typed</source>
        <translation>Zeile innerhalb der Tabelle mit dem eingegebenen Text erwartet</translation>
    </message>
    <message>
        <source>that a given person is in the data</source>
        <translation>dass eine bestimmte Person in den Daten ist</translation>
    </message>
    <message>
        <source>that a given person's data is what they suspect</source>
        <translation>dass die Daten einer bestimmten Person die vermuteten sind</translation>
    </message>
    <message>
        <source>that your answer is in this data</source>
        <translation>dass Ihre Antwort in diesen Daten ist</translation>
    </message>
    <message>
        <source>that you gave a particular answer</source>
        <translation>dass Sie eine bestimmte Antwort gegeben haben</translation>
    </message>
    <message>
        <source>{found} does not fit the saved counts ({total:,} trials, rising)</source>
        <translation>{found} passt nicht zu den gespeicherten Anzahlen ({total:,} Durchläufe, steigend)</translation>
    </message>
    <message>
        <source>{text!r} is not one of {allowed}</source>
        <translation>{text!r} ist keiner von {allowed}</translation>
    </message>
    <message>
        <source>{what} must be a whole number {bounds}, not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein, {bounds}, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be a number {bounds}, not {value!r}</source>
        <translation>{what} muss eine Zahl sein, {bounds}, nicht {value!r}</translation>
    </message>
    <message>
        <source>the likes matrix must have one column per option ({n})</source>
        <translation>die Matrix der Vorlieben braucht eine Spalte pro Option ({n})</translation>
    </message>
    <message>
        <source>lunch needs at least one option</source>
        <translation>das Mittagessen braucht mindestens eine Option</translation>
    </message>
    <message>
        <source>{n:,} options is more than the app supports (at most {most})</source>
        <translation>{n:,} Optionen sind mehr, als die App unterstützt (höchstens {most})</translation>
    </message>
    <message>
        <source>{names} names for {people} individuals</source>
        <translation>{names} Namen für {people} Personen</translation>
    </message>
    <message>
        <source>no header row of option names</source>
        <translation>keine Kopfzeile mit Optionsnamen</translation>
    </message>
    <message>
        <source>expected {width} cells (one per header column), found {cells} {separated}</source>
        <translation>{width} Zellen erwartet (eine pro Spalte der Kopfzeile), {cells} gefunden, {separated}</translation>
    </message>
    <message>
        <source>every candidate needs a score in every column</source>
        <translation>jeder Kandidat braucht in jeder Spalte eine Bewertung</translation>
    </message>
    <message>
        <source>give the scores on D and on at least one neighbour D′ (two number columns)</source>
        <translation>geben Sie die Bewertungen auf D und auf mindestens einem Nachbarn D′ an (zwei Zahlenspalten)</translation>
    </message>
    <message>
        <source>{names} column names for {columns} columns of scores</source>
        <translation>{names} Spaltennamen für {columns} Spalten mit Bewertungen</translation>
    </message>
    <message>
        <source>every score must be a finite number</source>
        <translation>jede Bewertung muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>every neighbour D′ has the same scores as D, so the sensitivity is 0: change a neighbour's scores</source>
        <translation>jeder Nachbar D′ hat dieselben Bewertungen wie D, die Sensitivität ist also 0: ändern Sie die Bewertungen eines Nachbarn</translation>
    </message>
    <message>
        <source>no candidates yet</source>
        <translation>noch keine Kandidaten</translation>
    </message>
    <message>
        <source>at most {most:,} candidates</source>
        <translation>höchstens {most:,} Kandidaten</translation>
    </message>
    <message>
        <source>expected {width} cells (candidate, {columns}), found {cells}</source>
        <translation>{width} Zellen erwartet (Kandidat, {columns}), {cells} gefunden</translation>
    </message>
    <message>
        <source>candidate {name!r} appears twice</source>
        <translation>Kandidat {name!r} kommt doppelt vor</translation>
    </message>
    <message>
        <source>at most {most:,} neighbours</source>
        <translation>höchstens {most:,} Nachbarn</translation>
    </message>
    <message>
        <source>the custom workspace has no valid candidate: {reason}</source>
        <translation>der eigene Arbeitsbereich hat keinen gültigen Kandidaten: {reason}</translation>
    </message>
    <message>
        <source>choose a neighbour D′ (1 to {k})</source>
        <translation>wählen Sie einen Nachbarn D′ (1 bis {k})</translation>
    </message>
    <message>
        <source>type a neighbour: its column name or a number from 1 to {k}</source>
        <translation>geben Sie einen Nachbarn ein: seinen Spaltennamen oder eine Zahl von 1 bis {k}</translation>
    </message>
    <message>
        <source>a selection problem needs at least one candidate</source>
        <translation>ein Auswahlproblem braucht mindestens einen Kandidaten</translation>
    </message>
    <message>
        <source>the range analysis (ε/range) needs the score's range under {neighbours} neighbours, which this data does not declare; use the general analysis</source>
        <translation>die Spannweiten-Analyse (ε/Spannweite) braucht die Spannweite der Bewertung unter {neighbours}-Nachbarn, die diese Daten nicht angeben; verwenden Sie die allgemeine Analyse</translation>
    </message>
    <message>
        <source>the score's range is 0: every neighbour moves all scores by the same amount, so the output does not depend on the data at any c, and ε/range has no finite value; use the general analysis</source>
        <translation>die Spannweite der Bewertung ist 0: jeder Nachbar verschiebt alle Bewertungen um denselben Betrag, daher hängt die Ausgabe bei keinem c von den Daten ab, und ε/Spannweite hat keinen endlichen Wert; verwenden Sie die allgemeine Analyse</translation>
    </message>
    <message>
        <source>unknown neighbour notion {name!r}; use one of {known}</source>
        <translation>unbekannter Nachbarschaftsbegriff {name!r}; verwenden Sie einen von {known}</translation>
    </message>
    <message>
        <source>unknown analysis {name!r}; use one of {known}</source>
        <translation>unbekannte Analyse {name!r}; verwenden Sie eine von {known}</translation>
    </message>
    <message>
        <source>ε must be a number, not {value!r}</source>
        <translation>ε muss eine Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>ε must be a finite number &gt; 0, not {value!r}</source>
        <translation>ε muss eine endliche Zahl &gt; 0 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>ε must be {bounds}, not {value:g}</source>
        <translation>ε muss {bounds} sein, nicht {value:g}</translation>
    </message>
    <message>
        <source>the folder does not exist, or the system makes no files there</source>
        <translation>der Ordner existiert nicht, oder das System legt dort keine Dateien an</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>ein Teil des Pfades ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>a file of that name is in the way</source>
        <translation>eine Datei dieses Namens ist im Weg</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>the system does not allow it</source>
        <translation>das System erlaubt es nicht</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>the system makes no files there</source>
        <translation>das System legt dort keine Dateien an</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>es ist ein Gerät oder eine Pipe, keine Datei</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>you may not write in {folder}</source>
        <translation>Sie dürfen nicht in {folder} schreiben</translation>
    </message>
    <message>
        <source>{folder} is on a read-only disk</source>
        <translation>{folder} liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <source>the disk of {folder} is full</source>
        <translation>der Datenträger von {folder} ist voll</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>das System hat abgelehnt</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>{path}: cannot {action} ({reason}); nothing was written</source>
        <translation>{path}: kann nicht {action} ({reason}); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>eine Pipe</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>eine Datei</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>der Ordner {folder} existiert nicht</translation>
    </message>
    <message>
        <source>part of {folder} is a file, not a folder</source>
        <translation>ein Teil von {folder} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>{folder} cannot be used: {reason}</source>
        <translation>{folder} kann nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>{folder} is {kind}, not a folder</source>
        <translation>{folder} ist {kind}, kein Ordner</translation>
    </message>
    <message>
        <source>the system makes no files in {folder}</source>
        <translation>das System legt in {folder} keine Dateien an</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file: choose a file name</source>
        <translation>es ist {kind}, keine reguläre Datei: wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>{path}: cannot write ({problem}); nothing was written</source>
        <translation>{path}: kann nicht schreiben ({problem}); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>{folder}: cannot make the folder ({reason}); nothing was written</source>
        <translation>{folder}: kann den Ordner nicht anlegen ({reason}); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>{folder}: cannot write there ({problem}); nothing was written</source>
        <translation>{folder}: kann dort nicht schreiben ({problem}); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>kein Programm liest aus der Pipe</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device, pipe or socket); choose a file name</source>
        <translation>{target} ist keine reguläre Datei (ein Gerät, eine Pipe oder ein Socket); wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>muss Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>must be at most {most:,} characters, not {n:,}</source>
        <translation>darf höchstens {most:,} Zeichen haben, nicht {n:,}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a number, not {value!r:.40}</source>
        <translation>muss eine Zahl sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>must be a date and time in ISO 8601 form (2026-11-27T10:24:44+00:00), not {text!r:.60}</source>
        <translation>muss Datum und Uhrzeit in ISO-8601-Form sein (2026-11-27T10:24:44+00:00), nicht {text!r:.60}</translation>
    </message>
    <message>
        <source>must be a SHA-256 digest (64 lowercase hexadecimal digits), not {text!r:.70}</source>
        <translation>muss ein SHA-256-Hashwert sein (64 kleine hexadezimale Ziffern), nicht {text!r:.70}</translation>
    </message>
    <message>
        <source>field “{name}” {reason}</source>
        <translation>Feld „{name}“ {reason}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {most:,}, not {value!r:.40}</source>
        <translation>muss eine ganze Zahl von 1 bis {most:,} sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>must be true or false, not {value!r:.40}</source>
        <translation>muss true oder false sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>a ledger holds at most {most:,} entries</source>
        <translation>ein Protokoll fasst höchstens {most:,} Einträge</translation>
    </message>
    <message>
        <source>the privacy ledger is not valid JSON</source>
        <translation>das Privatsphäre-Protokoll ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>the privacy ledger must be an object with "format": "{format}"</source>
        <translation>das Privatsphäre-Protokoll muss ein Objekt mit "format": "{format}" sein</translation>
    </message>
    <message>
        <source>the privacy ledger's version must be {version} (a newer app wrote it?), not {found!r:.20}</source>
        <translation>die Version des Privatsphäre-Protokolls muss {version} sein (von einer neueren App geschrieben?), nicht {found!r:.20}</translation>
    </message>
    <message>
        <source>the privacy ledger's “entries” must be a list</source>
        <translation>die „entries“ des Privatsphäre-Protokolls müssen eine Liste sein</translation>
    </message>
    <message>
        <source>a ledger holds at most {most:,} entries, not {n:,}</source>
        <translation>ein Protokoll fasst höchstens {most:,} Einträge, nicht {n:,}</translation>
    </message>
    <message>
        <source>privacy ledger entry {i} of {n}</source>
        <translation>Eintrag {i} von {n} im Privatsphäre-Protokoll</translation>
    </message>
    <message>
        <source>{where} must be an object with the fields {fields}</source>
        <translation>{where} muss ein Objekt mit den Feldern {fields} sein</translation>
    </message>
    <message>
        <source>{where} lacks the field “{name}”</source>
        <translation>{where}: das Feld „{name}“ fehlt</translation>
    </message>
    <message>
        <source>{where} has an unknown field “{name:.40}”</source>
        <translation>{where} hat ein unbekanntes Feld „{name:.40}“</translation>
    </message>
    <message>
        <source>{where}, {reason}</source>
        <translation>{where}, {reason}</translation>
    </message>
    <message>
        <source>must be a number at least {lo} and at most {hi}, not {value!r:.40}</source>
        <translation>muss eine Zahl von mindestens {lo} und höchstens {hi} sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>must be a number greater than {lo} and at most {hi}, not {value!r:.40}</source>
        <translation>muss eine Zahl größer als {lo} und höchstens {hi} sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>every point needs a label</source>
        <translation>jeder Punkt braucht eine Markierung</translation>
    </message>
    <message>
        <source> (bit strings are points of the cube: choose conjunctions or stumps)</source>
        <translation> (Bitfolgen sind Punkte des Würfels: wählen Sie Konjunktionen oder Stümpfe)</translation>
    </message>
    <message>
        <source>point {row} (x = {x}) is not on the grid 0 … {last}: raise d or fix that row{hint}</source>
        <translation>Punkt {row} (x = {x}) liegt nicht auf dem Gitter 0 … {last}: erhöhen Sie d oder korrigieren Sie diese Zeile{hint}</translation>
    </message>
    <message>
        <source>point {row} (x = {x}) is not in {{0,1}}^{d}: write {d} bits such as {example}, or set d to the number of bits</source>
        <translation>Punkt {row} (x = {x}) liegt nicht in {{0,1}}^{d}: schreiben Sie {d} Bits wie {example}, oder setzen Sie d auf die Anzahl der Bits</translation>
    </message>
    <message>
        <source>empty x: write a point such as 37 (the line) or 0110 (the cube)</source>
        <translation>leeres x: schreiben Sie einen Punkt wie 37 (die Gerade) oder 0110 (der Würfel)</translation>
    </message>
    <message>
        <source>{text!r} is not a point: write a whole number such as 37 (the line) or bits such as 0110</source>
        <translation>{text!r} ist kein Punkt: schreiben Sie eine ganze Zahl wie 37 (die Gerade) oder Bits wie 0110</translation>
    </message>
    <message>
        <source>{text!r} is not a label: write 1 or 0</source>
        <translation>{text!r} ist keine Markierung: schreiben Sie 1 oder 0</translation>
    </message>
    <message>
        <source>at most {most:,} points</source>
        <translation>höchstens {most:,} Punkte</translation>
    </message>
    <message>
        <source>a row needs a point and its label</source>
        <translation>eine Zeile braucht einen Punkt und seine Markierung</translation>
    </message>
    <message>
        <source>x{j} = {bit!r} is not a bit: write 0 or 1</source>
        <translation>x{j} = {bit!r} ist kein Bit: schreiben Sie 0 oder 1</translation>
    </message>
    <message>
        <source>no points in the file</source>
        <translation>keine Punkte in der Datei</translation>
    </message>
    <message>
        <source>{cells} cells where the first row has {first}</source>
        <translation>{cells} Zellen, wo die erste Zeile {first} hat</translation>
    </message>
    <message>
        <source>value {value!r} must be a finite number</source>
        <translation>der Wert {value!r} muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>the quantile needs at least one value</source>
        <translation>das Quantil braucht mindestens einen Wert</translation>
    </message>
    <message>
        <source>empty count: type a whole number such as 12</source>
        <translation>leere Anzahl: geben Sie eine ganze Zahl ein, etwa 12</translation>
    </message>
    <message>
        <source>an element needs a name</source>
        <translation>ein Element braucht einen Namen</translation>
    </message>
    <message>
        <source>element {name!r} is already on row {row}</source>
        <translation>Element {name!r} steht bereits in Zeile {row}</translation>
    </message>
    <message>
        <source>the universe needs at least one element: add a row (element, count)</source>
        <translation>das Universum braucht mindestens ein Element: fügen Sie eine Zeile hinzu (Element, Anzahl)</translation>
    </message>
    <message>
        <source>no elements in the file: write rows of element,count</source>
        <translation>keine Elemente in der Datei: schreiben Sie Zeilen aus element,count</translation>
    </message>
    <message>
        <source>no elements in the file (only a header)</source>
        <translation>keine Elemente in der Datei (nur eine Kopfzeile)</translation>
    </message>
    <message>
        <source>expected 2 cells (element, count), found {cells} {separated}</source>
        <translation>2 Zellen (Element, Anzahl) erwartet, {cells} gefunden, {separated}</translation>
    </message>
    <message>
        <source>the number of releases must be a whole number ≥ 1, not {value!r}</source>
        <translation>die Anzahl der Veröffentlichungen muss eine ganze Zahl ≥ 1 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>at most {most:,} releases can be accounted for, not {n:,}</source>
        <translation>höchstens {most:,} Veröffentlichungen können verbucht werden, nicht {n:,}</translation>
    </message>
    <message>
        <source>δ must be a number, not {value!r}</source>
        <translation>δ muss eine Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>unknown mechanism {name!r}; use one of {known}</source>
        <translation>unbekannter Mechanismus {name!r}; verwenden Sie einen von {known}</translation>
    </message>
    <message>
        <source>{mechanism} is defined for the uniform base measure only</source>
        <translation>{mechanism} ist nur für das gleichmäßige Basismaß definiert</translation>
    </message>
    <message>
        <source>the budget's ε must be a number greater than 0 and at most {most}, not {value!r:.40}</source>
        <translation>das ε des Budgets muss eine Zahl größer als 0 und höchstens {most} sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>the budget's δ must be a number from 0 to less than 1, not {value!r:.40}</source>
        <translation>das δ des Budgets muss eine Zahl von 0 bis unter 1 sein, nicht {value!r:.40}</translation>
    </message>
    <message>
        <source>{path}: cannot write ({reason})</source>
        <translation>{path}: kann nicht schreiben ({reason})</translation>
    </message>
    <message>
        <source>expected {width} cells ({what}), found {cells} {separated}</source>
        <translation>{width} Zellen ({what}) erwartet, {cells} gefunden, {separated}</translation>
    </message>
    <message>
        <source>(Move the starting belief under Risk to one person.)</source>
        <translation>(Die Anfangsannahme lässt sich unter „Risiko für eine Person“ verschieben.)</translation>
    </message>
    <message>
        <source>Literal peeling</source>
        <translation>Wörtliches Peeling</translation>
    </message>
    <message>
        <source>1 draws peeling's k selections one after another, as written; 0 draws the same law by adding Gumbel noise once and taking the k largest (Durfee–Rogers 2019), much faster for large k</source>
        <translation>1 zieht die k Auswahlen des Peelings nacheinander, wie beschrieben; 0 zieht dieselbe Verteilung, indem einmal Gumbel-Rauschen addiert und die k größten genommen werden (Durfee–Rogers 2019), viel schneller bei großem k</translation>
    </message>
    <message>
        <source>simulated over {count} selections</source>
        <translation>simuliert über {count} Auswahlen</translation>
    </message>
    <message>
        <source>α-useful (Naor): &lt;b&gt;{useful}&lt;/b&gt; that the list is both sound (none of the {below} candidates scoring S&lt;sub&gt;{k}&lt;/sub&gt; − α or less selected: {sound}) and complete (all {above} scoring S&lt;sub&gt;{k}&lt;/sub&gt; + α or more selected: {complete}), {how}.</source>
        <translation>α-nützlich (Naor): &lt;b&gt;{useful}&lt;/b&gt;, dass die Liste sowohl korrekt ist (keiner der {below} Kandidaten mit Score S&lt;sub&gt;{k}&lt;/sub&gt; − α oder weniger ausgewählt: {sound}) als auch vollständig (alle {above} mit Score S&lt;sub&gt;{k}&lt;/sub&gt; + α oder mehr ausgewählt: {complete}), {how}.</translation>
    </message>
    <message>
        <source> ({count} with ties at the k-th score)</source>
        <translation> ({count} mit Gleichstand beim k-ten Score)</translation>
    </message>
    <message>
        <source>simulated over {runs} runs: {mean} (95% interval {low} to {high})</source>
        <translation>simuliert über {runs} Läufe: {mean} (95-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <source>On average &lt;b&gt;{mean}&lt;/b&gt; of the true top {k} are selected (exact, from all {count} ordered selections); {simulated}.</source>
        <translation>Im Mittel werden &lt;b&gt;{mean}&lt;/b&gt; der wahren Top {k} ausgewählt (exakt, aus allen {count} geordneten Auswahlen); {simulated}.</translation>
    </message>
    <message>
        <source>On average &lt;b&gt;{mean}&lt;/b&gt; of the true top {k} are selected (simulated; Laplace top-k has no exact law here), {simulated}.</source>
        <translation>Im Mittel werden &lt;b&gt;{mean}&lt;/b&gt; der wahren Top {k} ausgewählt (simuliert; Laplace-Top-k hat hier keine exakte Verteilung), {simulated}.</translation>
    </message>
    <message>
        <source>On average &lt;b&gt;{mean}&lt;/b&gt; of the true top {k} are selected, {simulated} — simulated only: {count} ordered selections are more than the {limit} enumerated exactly.</source>
        <translation>Im Mittel werden &lt;b&gt;{mean}&lt;/b&gt; der wahren Top {k} ausgewählt, {simulated} – nur simuliert: {count} geordnete Auswahlen sind mehr als die {limit}, die exakt aufgezählt werden.</translation>
    </message>
    <message>
        <source> True top {k}: {names}{tied}.</source>
        <translation> Wahre Top {k}: {names}{tied}.</translation>
    </message>
    <message>
        <source> Most likely set: {members} ({p}, exact).</source>
        <translation> Wahrscheinlichste Menge: {members} ({p}, exakt).</translation>
    </message>
    <message>
        <source>so log P is not the least-sensitive score here</source>
        <translation>log P ist hier also nicht der am wenigsten sensitive Bewertung</translation>
    </message>
    <message>
        <source>here log P happens to be as insensitive as any</source>
        <translation>hier ist log P zufällig so unempfindlich wie jeder andere</translation>
    </message>
    <message>
        <source>The three scores give the same mechanism at c = {scale:.4g}, and the same range {range:.4g}, so Theorem 1 says ε = {by_range:.4g} for each. Their sensitivities differ: {typed:.4g} typed, {log_p:.4g} for log P, {least:.4g} at least (range/2), {verdict}; Theorem 0 says ε = {typed_eps:.4g}, {log_p_eps:.4g} and {least_eps:.4g} for the same mechanism.</source>
        <translation>Die drei Bewertungen ergeben bei c = {scale:.4g} denselben Mechanismus und dieselbe Spannweite {range:.4g}; Theorem 1 ergibt also für jeden ε = {by_range:.4g}. Ihre Sensitivitäten unterscheiden sich: {typed:.4g} eingegeben, {log_p:.4g} für log P, mindestens {least:.4g} (Spannweite/2), {verdict}; Theorem 0 ergibt für denselben Mechanismus ε = {typed_eps:.4g}, {log_p_eps:.4g} und {least_eps:.4g}.</translation>
    </message>
    <message>
        <source>Over the {count} neighbour pair given, the most one person changes a score (the sensitivity) is {delta} and the most the scores move apart (the range) is {range}.</source>
        <translation>Über das {count} angegebene Nachbarpaar ändert eine Person eine Bewertung höchstens um {delta} (die Sensitivität), und die Bewertungen rücken höchstens um {range} auseinander (die Spannweite).</translation>
    </message>
    <message>
        <source>Over the {count} neighbour pairs given, the most one person changes a score (the sensitivity) is {delta} and the most the scores move apart (the range) is {range}.</source>
        <translation>Über die {count} angegebenen Nachbarpaare ändert eine Person eine Bewertung höchstens um {delta} (die Sensitivität), und die Bewertungen rücken höchstens um {range} auseinander (die Spannweite).</translation>
    </message>
    <message>
        <source>Calibrated by sensitivity, the weight on the score is {scale}; the largest privacy loss is {loss} against ε = {epsilon}.</source>
        <translation>Nach Sensitivität kalibriert ist das Gewicht der Bewertung {scale}; der größte Privatsphäreverlust ist {loss} gegenüber ε = {epsilon}.</translation>
    </message>
    <message>
        <source>Calibrated by range, the weight is {scale} — {factor} times larger, so the distribution is that much sharper — and every pair's loss is still at most ε (largest: {loss}).</source>
        <translation>Nach Spannweite kalibriert ist das Gewicht {scale} – {factor}-mal größer, die Verteilung also entsprechend schärfer – und der Verlust jedes Paares ist trotzdem höchstens ε (größter: {loss}).</translation>
    </message>
    <message>
        <source>The range is 0: every neighbour moves all scores by the same amount, so the output's law does not depend on the data at any c (a loss of 0). Calibration by range has no finite c; its limit, shown here, always picks a best candidate.</source>
        <translation>Die Spannweite ist 0: Jeder Nachbar verschiebt alle Bewertungen um denselben Betrag, die Verteilung der Ausgabe hängt also bei keinem c von den Daten ab (ein Verlust von 0). Die Kalibrierung nach Spannweite hat kein endliches c; ihr hier gezeigter Grenzfall wählt immer einen besten Kandidaten.</translation>
    </message>
    <message>
        <source>At the current α ({alpha}, {m} prices) the exact expected revenue is {revenue} and an optimal price is drawn with chance {chance}. Recommended α = ln(n)/(nε) = {recommended}; the bound is best at α = {best}. The exact optimum can be far from both: press Solve for α.</source>
        <translation>Beim aktuellen α ({alpha}, {m} Preise) ist der exakte erwartete Umsatz {revenue}, und ein optimaler Preis wird mit Wahrscheinlichkeit {chance} gezogen. Empfohlenes α = ln(n)/(nε) = {recommended}; die Schranke ist bei α = {best} am besten. Das exakte Optimum kann von beiden weit entfernt sein: Drücken Sie „Nach α auflösen“.</translation>
    </message>
    <message>
        <source>; true error &lt;b&gt;{error}&lt;/b&gt; (exact, from {distribution})</source>
        <translation>; wahrer Fehler &lt;b&gt;{error}&lt;/b&gt; (exakt, aus {distribution})</translation>
    </message>
    <message>
        <source>; the true error is unknown: {why}</source>
        <translation>; der wahre Fehler ist unbekannt: {why}</translation>
    </message>
    <message>
        <source> (tied with {count} more)</source>
        <translation> (gleichauf mit {count} weiteren)</translation>
    </message>
    <message>
        <source>, true error {error}</source>
        <translation>, wahrer Fehler {error}</translation>
    </message>
    <message>
        <source>The learner picks one of |C| = {size} {concepts} with ε = {epsilon}. Its expected empirical error is &lt;b&gt;{error}&lt;/b&gt; (exact; simulated {mean}, 95% interval {low} to {high} over {runs} runs){true}. The non-private ERM {erm}{ties} misclassifies {erm_error} of the points{erm_true}.</source>
        <translation>Der Lerner wählt eines von |C| = {size} {concepts} mit ε = {epsilon}. Sein erwarteter empirischer Fehler ist &lt;b&gt;{error}&lt;/b&gt; (exakt; simuliert {mean}, 95-%-Intervall {low} bis {high} über {runs} Läufe){true}. Der nicht private ERM {erm}{ties} klassifiziert {erm_error} der Punkte falsch{erm_true}.</translation>
    </message>
    <message>
        <source>drops below 100% from n = {below_one} and below the base rate {base} from &lt;b&gt;n = {useful}&lt;/b&gt;</source>
        <translation>fällt ab n = {below_one} unter 100 % und ab &lt;b&gt;n = {useful}&lt;/b&gt; unter die Basisrate {base}</translation>
    </message>
    <message>
        <source>never drops below the base rate: the best concept's own error is at or above it</source>
        <translation>fällt nie unter die Basisrate: Der Fehler des besten Konzepts selbst liegt auf oder über ihr</translation>
    </message>
    <message>
        <source> and its true error is at most {error} (probability ≥ {p})</source>
        <translation>, und sein wahrer Fehler ist höchstens {error} (Wahrscheinlichkeit ≥ {p})</translation>
    </message>
    <message>
        <source>, but the bound on its true error is above 100% at this n: it says nothing yet</source>
        <translation>, aber die Schranke für seinen wahren Fehler liegt bei diesem n über 100 %: Sie sagt noch nichts aus</translation>
    </message>
    <message>
        <source>datasets drawn from the stated distribution</source>
        <translation>Datensätze, gezogen aus der angegebenen Verteilung</translation>
    </message>
    <message>
        <source>datasets resampled from this data (its empirical distribution stands in for the unknown one)</source>
        <translation>Datensätze, neu gezogen aus diesen Daten (ihre empirische Verteilung vertritt die unbekannte)</translation>
    </message>
    <message>
        <source>Bound ({form}, Kamath's lecture; with uniform convergence over C): at n = {n} the private learner's empirical error exceeds the best by at most {alpha} (probability ≥ {p}){true}; the bound {says}. Curves: {population}, {draws} per n; on each the exact expected error of the mechanism's output.</source>
        <translation>Schranke ({form}, Kamaths Vorlesung; mit gleichmäßiger Konvergenz über C): Bei n = {n} übersteigt der empirische Fehler des privaten Lerners den besten um höchstens {alpha} (Wahrscheinlichkeit ≥ {p}){true}; die Schranke {says}. Kurven: {population}, {draws} je n; auf jedem der exakte erwartete Fehler der Ausgabe des Mechanismus.</translation>
    </message>
    <message>
        <source>The net mechanism of Blum, Ligett  Roth (2008): the exponential mechanism over every multiset of m elements, scored by minus the largest error over the query class Q; its error is at most √(ln|Q|/m) + (m ln|X| + ln(1/β))·2/(εn) with chance 1 − β.</source>
        <translation>Der Netz-Mechanismus von Blum, Ligett &amp; Roth (2008): der Exponentialmechanismus über jede Multimenge aus m Elementen, bewertet mit minus dem größten Fehler über die Anfrageklasse Q; sein Fehler ist mit Wahrscheinlichkeit 1 − β höchstens √(ln|Q|/m) + (m ln|X| + ln(1/β))·2/(εn).</translation>
    </message>
    <message>
        <source>Private multiplicative weights (Hardt  Rothblum 2010): a public guess of the data starts uniform; each query is compared, with noise, against the guess's answer. A miss of about T or more is an update round: a noisy true answer is released and the guess moves toward it, x ← x·e^(±η·q), normalised. Each update lowers the distance KL(data ‖ guess), which starts at most ln|X|, by at least ηT/2 − η², so there are at most U = ln|X| / (ηT/2 − η²) updates (16 ln|X| / T² at η = T/4).</source>
        <translation>Private multiplikative Gewichte (Hardt &amp; Rothblum 2010): Eine öffentliche Schätzung der Daten beginnt gleichverteilt; jede Anfrage wird mit Rauschen mit der Antwort der Schätzung verglichen. Eine Abweichung von etwa T oder mehr ist eine Korrekturrunde: Eine verrauschte wahre Antwort wird veröffentlicht und die Schätzung rückt auf sie zu, x ← x·e^(±η·q), normiert. Jede Korrektur senkt den Abstand KL(Daten ‖ Schätzung), der höchstens bei ln|X| beginnt, um mindestens ηT/2 − η²; es gibt also höchstens U = ln|X| / (ηT/2 − η²) Korrekturen (16 ln|X| / T² bei η = T/4).</translation>
    </message>
    <message>
        <source>at most &lt;b&gt;{share}&lt;/b&gt; of the people ({count} people)</source>
        <translation>höchstens &lt;b&gt;{share}&lt;/b&gt; der Personen ({count} Personen)</translation>
    </message>
    <message>
        <source>{share} of the people: nothing is guaranteed at this n</source>
        <translation>{share} der Personen: Bei diesem n ist nichts garantiert</translation>
    </message>
    <message>
        <source>&lt;b&gt;The theory's choice&lt;/b&gt; (Naor's lectures): m = n&lt;sup&gt;2/3&lt;/sup&gt;·ln|C| = &lt;b&gt;{m}&lt;/b&gt; made-up people and α = n&lt;sup&gt;−1/3&lt;/sup&gt; = {alpha} for n = {n} and |C| = {queries} questions; the largest error is then {error}, with chance {chance} at ε = {epsilon} — it shrinks like n&lt;sup&gt;−1/3&lt;/sup&gt;·ln|C|·ln|U|/ε. </source>
        <translation>&lt;b&gt;Die Wahl der Theorie&lt;/b&gt; (Naors Vorlesungen): m = n&lt;sup&gt;2/3&lt;/sup&gt;·ln|C| = &lt;b&gt;{m}&lt;/b&gt; erfundene Personen und α = n&lt;sup&gt;−1/3&lt;/sup&gt; = {alpha} für n = {n} und |C| = {queries} Fragen; der größte Fehler ist dann {error}, mit Wahrscheinlichkeit {chance} bei ε = {epsilon} – er schrumpft wie n&lt;sup&gt;−1/3&lt;/sup&gt;·ln|C|·ln|U|/ε. </translation>
    </message>
    <message>
        <source>That m is more than the {most} made-up people the app takes.</source>
        <translation>Dieses m ist mehr als die {most} erfundenen Personen, die die App annimmt.</translation>
    </message>
    <message>
        <source>Its net has {size} tables, more than the {most} computed exactly here: &lt;code&gt;expmech run blr … --streamed&lt;/code&gt; samples it.</source>
        <translation>Sein Netz hat {size} Tabellen, mehr als die {most}, die hier exakt berechnet werden: &lt;code&gt;expmech run blr … --streamed&lt;/code&gt; zieht Stichproben daraus.</translation>
    </message>
    <message>
        <source>Its net has {size} tables.</source>
        <translation>Sein Netz hat {size} Tabellen.</translation>
    </message>
    <message>
        <source>One release: the made-up table &lt;b&gt;{label}&lt;/b&gt; ({m} people); its largest error over the {queries} questions is &lt;b&gt;{error}&lt;/b&gt; of the people. On average the largest error is {mean} (exact); the best made-up table of this size has {best}.</source>
        <translation>Eine Veröffentlichung: die erfundene Tabelle &lt;b&gt;{label}&lt;/b&gt; ({m} Personen); ihr größter Fehler über die {queries} Fragen beträgt &lt;b&gt;{error}&lt;/b&gt; der Personen. Im Mittel beträgt der größte Fehler {mean} (exakt); die beste erfundene Tabelle dieser Größe hat {best}.</translation>
    </message>
    <message>
        <source> The guarantee at ε = {epsilon}: the largest error is at most &lt;b&gt;{total}&lt;/b&gt; with chance at least {chance} ({alpha} because the made-up table is small, plus {privacy} for privacy); here the exact chance is {within}.</source>
        <translation> Die Garantie bei ε = {epsilon}: Der größte Fehler ist mit Wahrscheinlichkeit mindestens {chance} höchstens &lt;b&gt;{total}&lt;/b&gt; ({alpha}, weil die erfundene Tabelle klein ist, plus {privacy} für die Privatsphäre); hier ist die exakte Wahrscheinlichkeit {within}.</translation>
    </message>
    <message>
        <source> For the first part to be {share} the lecture's slides take a made-up table of {m} people: a choice among {net} possible tables.</source>
        <translation> Damit der erste Teil {share} beträgt, nehmen die Folien der Vorlesung eine erfundene Tabelle mit {m} Personen: eine Wahl unter {net} möglichen Tabellen.</translation>
    </message>
    <message>
        <source> &lt;b&gt;Stopped at question {at}&lt;/b&gt;: the corrections the budget allows were used up, so {left} questions got no answer.</source>
        <translation> &lt;b&gt;Bei Frage {at} angehalten&lt;/b&gt;: Die Korrekturen, die das Budget erlaubt, waren aufgebraucht, daher blieben {left} Fragen ohne Antwort.</translation>
    </message>
    <message>
        <source> The check against the threshold is itself noisy (that is what keeps it private), so some corrections come at smaller misses than the threshold.</source>
        <translation> Der Vergleich mit der Schwelle ist selbst verrauscht (das hält ihn privat), daher kommen manche Korrekturen schon bei kleineren Abweichungen als der Schwelle.</translation>
    </message>
    <message>
        <source> (question {number})</source>
        <translation> (Frage {number})</translation>
    </message>
    <message>
        <source>The method answered &lt;b&gt;{answered} of {n}&lt;/b&gt; questions about {people} people ({kind}). &lt;b&gt;{updates}&lt;/b&gt; needed a correction (a miss of about the threshold, {threshold}, or more); the theory allows at most {bound} corrections.{noisy}{halted} Worst error: &lt;b&gt;{worst}&lt;/b&gt; of the people{where}. Seed {seed}. </source>
        <translation>Das Verfahren beantwortete &lt;b&gt;{answered} von {n}&lt;/b&gt; Fragen über {people} Personen ({kind}). &lt;b&gt;{updates}&lt;/b&gt; brauchten eine Korrektur (eine Abweichung von etwa der Schwelle, {threshold}, oder mehr); die Theorie erlaubt höchstens {bound} Korrekturen.{noisy}{halted} Größter Fehler: &lt;b&gt;{worst}&lt;/b&gt; der Personen{where}. Startwert {seed}. </translation>
    </message>
    <message>
        <source>expected the names of D and of at least one neighbour (strings)</source>
        <translation>erwartet: die Namen von D und mindestens eines Nachbarn (Zeichenketten)</translation>
    </message>
    <message>
        <source>expected {n_columns} strings (candidate, {columns})</source>
        <translation>erwartet: {n_columns} Zeichenketten (Kandidat, {columns})</translation>
    </message>
    <message>
        <source>unknown family {family!r}; use one of {families}</source>
        <translation>unbekannte Familie {family!r}; verwenden Sie eine von {families}</translation>
    </message>
    <message>
        <source>expected {width} strings ({columns})</source>
        <translation>erwartet: {width} Zeichenketten ({columns})</translation>
    </message>
    <message>
        <source>{extra} is not a setting of the {key} scenario</source>
        <translation>{extra} ist keine Einstellung des Szenarios {key}</translation>
    </message>
    <message>
        <source>{extra} are not a setting of the {key} scenario</source>
        <translation>{extra} sind keine Einstellungen des Szenarios {key}</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>{title} has no preset called {name!r}</source>
        <translation>{title} hat keine Vorlage namens {name!r}</translation>
    </message>
    <message>
        <source>{title} has no preset {name!r}; its presets: {presets}</source>
        <translation>{title} hat keine Vorlage {name!r}; seine Vorlagen: {presets}</translation>
    </message>
    <message>
        <source>unknown mechanism {key!r} for the {title} scenario (--mechanism takes {mechanism_keys})</source>
        <translation>unbekannter Mechanismus {key!r} für das Szenario {title} (--mechanism nimmt {mechanism_keys})</translation>
    </message>
    <message>
        <source>the {title} scenario takes --mechanism {keys}, not {key!r}</source>
        <translation>das Szenario {title} nimmt --mechanism {keys}, nicht {key!r}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} oder {b}</translation>
    </message>
    <message>
        <source>choose a {what} (row 1 to {size})</source>
        <translation>wählen Sie eine Zeile ({what}) von 1 bis {size}</translation>
    </message>
    <message>
        <source>unknown change {change!r}; use one of {changes}</source>
        <translation>unbekannte Änderung {change!r}; verwenden Sie eine von {changes}</translation>
    </message>
    <message>
        <source>searching {neighbours:,} neighbours over {m:,} candidates means comparing {work} probabilities ({took} here); the search is limited to {max_search_work}: use fewer candidates (for pricing, a larger α) or less data</source>
        <translation>{neighbours:,} Nachbarn über {m:,} Kandidaten zu durchsuchen heißt, {work} Wahrscheinlichkeiten zu vergleichen ({took} hier); die Suche ist auf {max_search_work} begrenzt: verwenden Sie weniger Kandidaten (bei Preisen ein größeres α) oder weniger Daten</translation>
    </message>
    <message>
        <source>the answer must be a list of at most {n_choices} option names</source>
        <translation>die Antwort muss eine Liste von höchstens {n_choices} Optionsnamen sein</translation>
    </message>
    <message>
        <source>the answer must be a number</source>
        <translation>die Antwort muss eine Zahl sein</translation>
    </message>
    <message>
        <source>the answer must be a finite number</source>
        <translation>die Antwort muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>the answer is too long to be a number</source>
        <translation>die Antwort ist zu lang für eine Zahl</translation>
    </message>
    <message>
        <source>the answer: {exc}</source>
        <translation>die Antwort: {exc}</translation>
    </message>
    <message>
        <source>the answer must be from {unit}{lo:g} to {unit}{hi:g}</source>
        <translation>die Antwort muss zwischen {unit}{lo:g} und {unit}{hi:g} liegen</translation>
    </message>
    <message>
        <source>the answer must be one of the names on the list</source>
        <translation>die Antwort muss einer der Namen auf der Liste sein</translation>
    </message>
    <message>
        <source>that is not one of the names on the list</source>
        <translation>das ist keiner der Namen auf der Liste</translation>
    </message>
    <message>
        <source>a weight of 0 means it can never be chosen</source>
        <translation>ein Gewicht von 0 heißt, dass es nie gewählt werden kann</translation>
    </message>
    <message>
        <source>{reason} ({zero_means})</source>
        <translation>{reason} ({zero_means})</translation>
    </message>
    <message>
        <source>{reason}; a prior weight is a number from 0 to 10^15 ({zero_means})</source>
        <translation>{reason}; ein Prior-Gewicht ist eine Zahl von 0 bis 10^15 ({zero_means})</translation>
    </message>
    <message>
        <source>{size} prior weights for {count} {nouns}: give one weight per {noun}</source>
        <translation>{size} Prior-Gewichte für {count} {nouns}: geben Sie je {noun} ein Gewicht an</translation>
    </message>
    <message>
        <source>the prior weight must be a number from 0 to 10^15, not {w:g} ({zero_means})</source>
        <translation>das Prior-Gewicht muss eine Zahl von 0 bis 10^15 sein, nicht {w:g} ({zero_means})</translation>
    </message>
    <message>
        <source>every prior weight is 0, so no {noun} could ever be chosen: give at least one {noun} a weight above 0 (or clear the weights for the uniform prior)</source>
        <translation>jedes Prior-Gewicht ist 0, also könnte nie etwas gewählt werden ({noun}): geben Sie mindestens einer Zeile ({noun}) ein Gewicht über 0 (oder leeren Sie die Gewichte für den gleichverteilten Prior)</translation>
    </message>
    <message>
        <source>no name,weight rows in the prior file</source>
        <translation>keine Zeilen Name,Gewicht in der Prior-Datei</translation>
    </message>
    <message>
        <source>expected 2 cells (name, weight), found {cells}</source>
        <translation>2 Zellen erwartet (Name, Gewicht), gefunden: {cells}</translation>
    </message>
    <message>
        <source>{name!r} has a weight twice</source>
        <translation>{name!r} hat zweimal ein Gewicht</translation>
    </message>
    <message>
        <source>--base-measure {column}: there is no file of that name, and the data file has no column called {column!r} after its names (its columns: {have})</source>
        <translation>--base-measure {column}: Es gibt keine Datei dieses Namens, und die Datendatei hat nach ihren Namen keine Spalte namens {column!r} (ihre Spalten: {have})</translation>
    </message>
    <message>
        <source>expected {n_header} cells (one per header column), found {n_cells}</source>
        <translation>{n_header} Zellen erwartet (eine je Kopfspalte), gefunden: {n_cells}</translation>
    </message>
    <message>
        <source>the prior names {name!r}, which is not a {noun} of the data</source>
        <translation>der Prior nennt {name!r}, das in den Daten nicht vorkommt ({noun})</translation>
    </message>
    <message>
        <source>the prior gives no weight for the {noun} {name!r}: give every {noun} a weight</source>
        <translation>der Prior gibt kein Gewicht für {name!r} ({noun}): geben Sie jeder Zeile ({noun}) ein Gewicht</translation>
    </message>
    <message>
        <source>unknown scenario {key!r}; use one of {declared}</source>
        <translation>unbekanntes Szenario {key!r}; verwenden Sie eines von {declared}</translation>
    </message>
    <message>
        <source>expected {width} values ({columns}), found {n_cells}</source>
        <translation>{width} Werte erwartet ({columns}), gefunden: {n_cells}</translation>
    </message>
    <message>
        <source>hi ({hi}) must be greater than lo ({lo})</source>
        <translation>hi ({hi}) muss größer als lo ({lo}) sein</translation>
    </message>
    <message>
        <source>the range {lo} to {hi} has more than {max_side:,} integers per coordinate</source>
        <translation>der Bereich {lo} bis {hi} hat mehr als {max_side:,} ganze Zahlen je Koordinate</translation>
    </message>
    <message>
        <source>the sensitivity Δ must be a whole number from 1 to hi − lo = {width}, not {sensitivity}</source>
        <translation>die Sensitivität Δ muss eine ganze Zahl von 1 bis hi − lo = {width} sein, nicht {sensitivity}</translation>
    </message>
    <message>
        <source>the dimension d must be from 1 to {max_dimensions}, not {dimensions}</source>
        <translation>die Dimension d muss von 1 bis {max_dimensions} reichen, nicht {dimensions}</translation>
    </message>
    <message>
        <source>the rejection sampler kept {kept:,} of {draws:,} draws: the box is too small for this noise; raise ε or widen lo…hi</source>
        <translation>das Verwerfungsverfahren behielt {kept:,} von {draws:,} Ziehungen: der Quader ist für dieses Rauschen zu klein; erhöhen Sie ε oder erweitern Sie lo…hi</translation>
    </message>
    <message>
        <source>the ε values must be numbers greater than 0</source>
        <translation>die ε-Werte müssen Zahlen größer als 0 sein</translation>
    </message>
    <message>
        <source>{name} must be a finite number, not {v!r}</source>
        <translation>{name} muss eine endliche Zahl sein, nicht {v!r}</translation>
    </message>
    <message>
        <source>{hi_name} ({hi:g}) must be greater than {lo_name} ({lo:g})</source>
        <translation>{hi_name} ({hi:g}) muss größer als {lo_name} ({lo:g}) sein</translation>
    </message>
    <message>
        <source>{step_name} must be greater than 0, not {step:g}</source>
        <translation>{step_name} muss größer als 0 sein, nicht {step:g}</translation>
    </message>
    <message>
        <source>{name} must be {bounds}, not {v:g}</source>
        <translation>{name} muss {bounds} sein, nicht {v:g}</translation>
    </message>
    <message>
        <source>{step_name} {step:g} makes {grid_points} grid points from {lo:g} to {hi:g}; at most {max_grid_points:,} are allowed: use a larger {step_name}</source>
        <translation>{step_name} {step:g} ergibt {grid_points} Gitterpunkte von {lo:g} bis {hi:g}; höchstens {max_grid_points:,} sind erlaubt: verwenden Sie ein größeres {step_name}</translation>
    </message>
    <message>
        <source>{step_name} {step:g} leaves one grid point from {lo:g} to {hi:g}: use a {step_name} of at most {width:g}</source>
        <translation>{step_name} {step:g} lässt nur einen Gitterpunkt von {lo:g} bis {hi:g}: verwenden Sie {step_name} von höchstens {width:g}</translation>
    </message>
    <message>
        <source>f(D) = {f:g} must lie in the range [{lo:g}, {hi:g}]</source>
        <translation>f(D) = {f:g} muss im Bereich [{lo:g}, {hi:g}] liegen</translation>
    </message>
    <message>
        <source>the range {lo} to {hi} has more than {max_grid_points:,} integers</source>
        <translation>der Bereich {lo} bis {hi} hat mehr als {max_grid_points:,} ganze Zahlen</translation>
    </message>
    <message>
        <source>f(D) = {f} must lie in the range {lo} to {hi}</source>
        <translation>f(D) = {f} muss im Bereich {lo} bis {hi} liegen</translation>
    </message>
    <message>
        <source>the dimension d</source>
        <translation>die Dimension d</translation>
    </message>
    <message>
        <source>the dimension d must be from 1 to {max_dimensions}, not {d}</source>
        <translation>die Dimension d muss von 1 bis {max_dimensions} reichen, nicht {d}</translation>
    </message>
    <message>
        <source>in d &gt; 1 dimensions the range may hold at most {max_side:,} integers and Δ at most hi − lo</source>
        <translation>in d &gt; 1 Dimensionen darf der Bereich höchstens {max_side:,} ganze Zahlen fassen und Δ höchstens hi − lo sein</translation>
    </message>
    <message>
        <source>k must be from 2 to {max_categories:,}, not {k}</source>
        <translation>k muss von 2 bis {max_categories:,} reichen, nicht {k}</translation>
    </message>
    <message>
        <source>x must be one of the k answers, 1 to {k}</source>
        <translation>x muss eine der k Antworten sein, 1 bis {k}</translation>
    </message>
    <message>
        <source>the report needs 1 to {max_bits} bits, not {d}</source>
        <translation>der Bericht braucht 1 bis {max_bits} Bits, nicht {d}</translation>
    </message>
    <message>
        <source>the quantile q must be a number from 0 to 1, not {q!r}</source>
        <translation>das Quantil q muss eine Zahl von 0 bis 1 sein, nicht {q!r}</translation>
    </message>
    <message>
        <source>the quantile needs at least one finite value</source>
        <translation>das Quantil braucht mindestens einen endlichen Wert</translation>
    </message>
    <message>
        <source>{what} must be a finite number greater than 0, not {v:g}</source>
        <translation>{what} muss eine endliche Zahl größer als 0 sein, nicht {v:g}</translation>
    </message>
    <message>
        <source>{what} must be a whole number, not {v!r}</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {v!r}</translation>
    </message>
    <message>
        <source>each bit must be 0 or 1, not {b!r}</source>
        <translation>jedes Bit muss 0 oder 1 sein, nicht {b!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {v!r}</source>
        <translation>{name} muss eine ganze Zahl sein, nicht {v!r}</translation>
    </message>
    <message>
        <source>the categories d must be from 2 to {max_categories:,}, not {d}</source>
        <translation>die Kategorien d müssen von 2 bis {max_categories:,} reichen, nicht {d}</translation>
    </message>
    <message>
        <source>the subset size k must be from 1 to d − 1 = {most}, not {k}</source>
        <translation>die Teilmengengröße k muss von 1 bis d − 1 = {most} reichen, nicht {k}</translation>
    </message>
    <message>
        <source>the person's category must be a whole number from 1 to d = {d}</source>
        <translation>die Kategorie der Person muss eine ganze Zahl von 1 bis d = {d} sein</translation>
    </message>
    <message>
        <source>the reports n must be a whole number from 1 to 10^12</source>
        <translation>die Berichte n müssen eine ganze Zahl von 1 bis 10^12 sein</translation>
    </message>
    <message>
        <source>d = {d} and k = {k} give {subsets:,} subsets; at most {max_subsets:,} are listed: use fewer categories or a k nearer 1 or d − 1</source>
        <translation>d = {d} und k = {k} ergeben {subsets:,} Teilmengen; höchstens {max_subsets:,} werden aufgelistet: verwenden Sie weniger Kategorien oder ein k näher an 1 oder d − 1</translation>
    </message>
    <message>
        <source>the largest count N must be a whole number from 1 to {max_count:,}, not {top!r}</source>
        <translation>die größte Anzahl N muss eine ganze Zahl von 1 bis {max_count:,} sein, nicht {top!r}</translation>
    </message>
    <message>
        <source>every row of the table needs the same number of chances</source>
        <translation>jede Zeile der Tabelle braucht gleich viele Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>the table needs at least two rows (neighbouring datasets) of at least two chances</source>
        <translation>die Tabelle braucht mindestens zwei Zeilen (benachbarte Datensätze) mit mindestens zwei Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>the table may have at most {max_table} rows and {max_table} outputs</source>
        <translation>die Tabelle darf höchstens {max_table} Zeilen und {max_table} Ausgaben haben</translation>
    </message>
    <message>
        <source>row {i}: every chance must be a number from 0 to 1</source>
        <translation>Zeile {i}: jede Wahrscheinlichkeit muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>row {i}: the chances sum to {total:.6g}; a mechanism's chances sum to 1</source>
        <translation>Zeile {i}: die Wahrscheinlichkeiten ergeben {total:.6g}; die eines Mechanismus ergeben 1</translation>
    </message>
    <message>
        <source>output {j} has chance 0 on row {row} but not on every row: no finite ε covers it, so this mechanism is not ε-DP for any ε</source>
        <translation>Ausgabe {j} hat in Zeile {row} die Wahrscheinlichkeit 0, aber nicht in jeder Zeile: kein endliches ε deckt das ab, also ist dieser Mechanismus für kein ε ε-DP</translation>
    </message>
    <message>
        <source>choose a mechanism: {families}</source>
        <translation>wählen Sie einen Mechanismus: {families}</translation>
    </message>
    <message>
        <source>{rows} D must be a whole number from {first} to {last}</source>
        <translation>{rows} D muss eine ganze Zahl von {first} bis {last} sein</translation>
    </message>
    <message>
        <source>expected {width} cells (the word weight, then one weight per option), found {n_cells}</source>
        <translation>{width} Zellen erwartet (das Wort weight, dann ein Gewicht je Option), gefunden: {n_cells}</translation>
    </message>
    <message>
        <source>like-probabilities must be numbers in [0, 1], one per option</source>
        <translation>Mag-Wahrscheinlichkeiten müssen Zahlen in [0, 1] sein, eine je Option</translation>
    </message>
    <message>
        <source>the number of individuals must be a whole number ≥ 0, not {n!r}</source>
        <translation>die Anzahl der Personen muss eine ganze Zahl ≥ 0 sein, nicht {n!r}</translation>
    </message>
    <message>
        <source>a like vector needs {k} entries, one per option</source>
        <translation>ein Mag-Vektor braucht {k} Einträge, einen je Option</translation>
    </message>
    <message>
        <source>The new person's likes: type {k} values, one 1/0 per option, separated by commas (got {n_parts}).</source>
        <translation>Was die neue Person mag: geben Sie {k} Werte ein, je Option eine 1/0, durch Kommas getrennt (erhalten: {n_parts}).</translation>
    </message>
    <message>
        <source>The new person's likes: {exc}</source>
        <translation>Was die neue Person mag: {exc}</translation>
    </message>
    <message>
        <source>expected a list of names</source>
        <translation>Liste von Namen erwartet</translation>
    </message>
    <message>
        <source>expected one row per name</source>
        <translation>eine Zeile je Name erwartet</translation>
    </message>
    <message>
        <source>expected {n_options} entries of 0 or 1</source>
        <translation>{n_options} Einträge 0 oder 1 erwartet</translation>
    </message>
    <message>
        <source>expected {n_options} prior weights as typed (strings), one per option</source>
        <translation>{n_options} Prior-Gewichte wie eingegeben (Zeichenketten) erwartet, eines je Option</translation>
    </message>
    <message>
        <source>expected [row, column, text] inside the table</source>
        <translation>[Zeile, Spalte, Text] innerhalb der Tabelle erwartet</translation>
    </message>
    <message>
        <source>the lunch workspace has no option</source>
        <translation>der Mittagessen-Arbeitsbereich hat keine Option</translation>
    </message>
    <message>
        <source>the prior weight of {option!r}: {error}</source>
        <translation>das Prior-Gewicht von {option!r}: {error}</translation>
    </message>
    <message>
        <source>like-probabilities must be numbers in [0, 1], separated by commas</source>
        <translation>Mag-Wahrscheinlichkeiten müssen Zahlen in [0, 1] sein, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>{n:,} people × {k:,} options is too large to search for the most exposed person (at most {max_lunch_cells:,} cells); use fewer people or options</source>
        <translation>{n:,} Personen × {k:,} Optionen sind zu viel, um die am stärksten gefährdete Person zu suchen (höchstens {max_lunch_cells:,} Zellen); verwenden Sie weniger Personen oder Optionen</translation>
    </message>
    <message>
        <source>{what} must be a number from {lo:g} to {hi:g}, not {v!r}</source>
        <translation>{what} muss eine Zahl von {lo:g} bis {hi:g} sein, nicht {v!r}</translation>
    </message>
    <message>
        <source>{what} must be a number from {lo:g} to {hi:g} (not 0), not {v!r}</source>
        <translation>{what} muss eine Zahl von {lo:g} bis {hi:g} (nicht 0) sein, nicht {v!r}</translation>
    </message>
    <message>
        <source>The new person's value: {exc}</source>
        <translation>Der Wert der neuen Person: {exc}</translation>
    </message>
    <message>
        <source>the concept class must be one of {classes}, not {code!r}</source>
        <translation>die Konzeptklasse muss eine von {classes} sein, nicht {code!r}</translation>
    </message>
    <message>
        <source>type thresholds, intervals, conjunctions or stumps (or 0, 1, 2, 3)</source>
        <translation>geben Sie thresholds, intervals, conjunctions oder stumps ein (oder 0, 1, 2, 3)</translation>
    </message>
    <message>
        <source>d must be a whole number from 1, not {d!r}</source>
        <translation>d muss eine ganze Zahl ab 1 sein, nicht {d!r}</translation>
    </message>
    <message>
        <source>the cube {{0,1}}^d goes up to d = {hi} here ({points:,} points), not {d:,}: lower d</source>
        <translation>der Würfel {{0,1}}^d reicht hier bis d = {hi} ({points:,} Punkte), nicht {d:,}: verringern Sie d</translation>
    </message>
    <message>
        <source>{class_name} with d = {d:,} are {size} concepts, more than the {max_concepts:,} this workspace enumerates: lower d to {hi:,} or less</source>
        <translation>{class_name} mit d = {d:,} sind {size} Konzepte, mehr als die {max_concepts:,}, die dieser Arbeitsbereich aufzählt: verringern Sie d auf {hi:,} oder weniger</translation>
    </message>
    <message>
        <source>{text!r} is not one of the {class_name} with d = {d}: write it like {example}</source>
        <translation>{text!r} gehört nicht zu {class_name} mit d = {d}: schreiben Sie es wie {example}</translation>
    </message>
    <message>
        <source>the distribution line needs class=…; d=…; target=…; noise=… ({exc})</source>
        <translation>die Verteilungszeile braucht class=…; d=…; target=…; noise=… ({exc})</translation>
    </message>
    <message>
        <source>the label noise η must be from 0 to 0.5, not {noise:g}</source>
        <translation>das Label-Rauschen η muss von 0 bis 0.5 reichen, nicht {noise:g}</translation>
    </message>
    <message>
        <source>n must be from 0 to {max_points:,}, not {n:,}</source>
        <translation>n muss von 0 bis {max_points:,} reichen, nicht {n:,}</translation>
    </message>
    <message>
        <source>d must be a whole number from 1 to {max_line:,}, not {value!r}</source>
        <translation>d muss eine ganze Zahl von 1 bis {max_line:,} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>β must be a number between 0 and 1, not {value!r}</source>
        <translation>β muss eine Zahl zwischen 0 und 1 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>learning needs at least one labelled point</source>
        <translation>das Lernen braucht mindestens einen beschrifteten Punkt</translation>
    </message>
    <message>
        <source>type the new point and its label, such as 37,1 (the line) or 0110,0 (the cube)</source>
        <translation>geben Sie den neuen Punkt und sein Label ein, etwa 37,1 (die Gerade) oder 0110,0 (der Würfel)</translation>
    </message>
    <message>
        <source>The new point: {exc}</source>
        <translation>Der neue Punkt: {exc}</translation>
    </message>
    <message>
        <source>expected 2 strings (x, label)</source>
        <translation>2 Zeichenketten erwartet (x, label)</translation>
    </message>
    <message>
        <source>expected the distribution line (a string)</source>
        <translation>die Verteilungszeile erwartet (eine Zeichenkette)</translation>
    </message>
    <message>
        <source>the noisy best price needs a price for every candidate</source>
        <translation>der verrauschte beste Preis braucht für jeden Kandidaten einen Preis</translation>
    </message>
    <message>
        <source>the {scenario_key} workspace offers no baseline called {key!r}</source>
        <translation>der Arbeitsbereich {scenario_key} bietet keine Vergleichsgröße namens {key!r}</translation>
    </message>
    <message>
        <source>The new buyer's value: {exc}</source>
        <translation>Der Wert des neuen Käufers: {exc}</translation>
    </message>
    <message>
        <source>α must be at least 1e-7 (a grid of at most {max_grid:,} prices), not {typed}</source>
        <translation>α muss mindestens 1e-7 sein (ein Gitter von höchstens {max_grid:,} Preisen), nicht {typed}</translation>
    </message>
    <message>
        <source>the max price must be a number, not {max_price!r}</source>
        <translation>der Höchstpreis muss eine Zahl sein, nicht {max_price!r}</translation>
    </message>
    <message>
        <source>the max price must be {bounds} (0.01 cent to a trillion), not {shown}</source>
        <translation>der Höchstpreis muss {bounds} sein (0.01 Cent bis eine Billion), nicht {shown}</translation>
    </message>
    <message>
        <source>α must be a number, not {alpha!r}</source>
        <translation>α muss eine Zahl sein, nicht {alpha!r}</translation>
    </message>
    <message>
        <source>α (the price-grid step as a fraction of the max price) must be greater than 0 and at most 1, not {alpha!r}</source>
        <translation>α (die Schrittweite des Preisgitters als Anteil am Höchstpreis) muss größer als 0 und höchstens 1 sein, nicht {alpha!r}</translation>
    </message>
    <message>
        <source>α = {a:g} gives a grid of more than {max_grid:,} prices; at most {max_grid:,} are allowed (α ≥ 1e-7)</source>
        <translation>α = {a:g} ergibt ein Gitter von mehr als {max_grid:,} Preisen; höchstens {max_grid:,} sind erlaubt (α ≥ 1e-7)</translation>
    </message>
    <message>
        <source>α = {a:g} gives a grid of {m:,} prices; at most {max_grid:,} are allowed (α ≥ 1e-7)</source>
        <translation>α = {a:g} ergibt ein Gitter von {m:,} Preisen; höchstens {max_grid:,} sind erlaubt (α ≥ 1e-7)</translation>
    </message>
    <message>
        <source>choose at least one {what}</source>
        <translation>wählen Sie mindestens eine Zeile ({what})</translation>
    </message>
    <message>
        <source>{what} {r} does not exist: the data has {n:,} (rows 1 to {n:,})</source>
        <translation>{what} {r} gibt es nicht: die Daten haben {n:,} (Zeilen 1 bis {n:,})</translation>
    </message>
    <message>
        <source>the reports must be numbers ≥ 0</source>
        <translation>die Angaben müssen Zahlen ≥ 0 sein</translation>
    </message>
    <message>
        <source>the voter's candidate must be a row from 1 to {m}, not {favourite}</source>
        <translation>der Kandidat der wählenden Person muss eine Zeile von 1 bis {m} sein, nicht {favourite}</translation>
    </message>
    <message>
        <source>nobody voted for {candidate}: that ballot is not in the data</source>
        <translation>niemand hat für {candidate} gestimmt: dieser Stimmzettel ist nicht in den Daten</translation>
    </message>
    <message>
        <source>choose one voter (their candidate's row)</source>
        <translation>wählen Sie eine wählende Person (die Zeile ihres Kandidaten)</translation>
    </message>
    <message>
        <source>unknown distribution {kind!r}; use one of {generators}</source>
        <translation>unbekannte Verteilung {kind!r}; verwenden Sie eine von {generators}</translation>
    </message>
    <message>
        <source>n must be a whole number ≥ 0, not {n!r}</source>
        <translation>n muss eine ganze Zahl ≥ 0 sein, nicht {n!r}</translation>
    </message>
    <message>
        <source>the query class is one of {query_listing}, not {typed!r}</source>
        <translation>die Anfrageklasse ist eine von {query_listing}, nicht {typed!r}</translation>
    </message>
    <message>
        <source>the query class is one of {query_listing}, not {value!r}</source>
        <translation>die Anfrageklasse ist eine von {query_listing}, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {lo:,} to {hi:,}, not {value!r}</source>
        <translation>{what} muss eine ganze Zahl von {lo:,} bis {hi:,} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>the net has {size} synthetic databases of m = {m} elements of {k} (C({k} + {m} − 1, {m})); the workspace computes the exact distribution for at most {exact_max_net}: lower the synthetic size m or use a smaller universe, or draw from this net with `expmech run blr … --streamed`, which samples exactly without listing it</source>
        <translation>das Netz hat {size} synthetische Datenbanken aus m = {m} Elementen von {k} (C({k} + {m} − 1, {m})); der Arbeitsbereich berechnet die exakte Verteilung für höchstens {exact_max_net}: verringern Sie die synthetische Größe m oder verwenden Sie ein kleineres Universum, oder ziehen Sie aus diesem Netz mit `expmech run blr … --streamed`, das exakt zieht, ohne es aufzulisten</translation>
    </message>
    <message>
        <source>the synthetic database needs data: give at least one element a count above 0</source>
        <translation>die synthetische Datenbank braucht Daten: geben Sie mindestens einem Element eine Anzahl über 0</translation>
    </message>
    <message>
        <source>the PMW budget ε must be at least {epsilon_min:g}, not {epsilon:g}</source>
        <translation>das PMW-Budget ε muss mindestens {epsilon_min:g} sein, nicht {epsilon:g}</translation>
    </message>
    <message>
        <source>δ must be greater than 0 and less than 1, not {delta:g}</source>
        <translation>δ muss größer als 0 und kleiner als 1 sein, nicht {delta:g}</translation>
    </message>
    <message>
        <source>the number of queries must be from 1 to {max_rounds:,}, not {rounds}</source>
        <translation>die Anzahl der Anfragen muss von 1 bis {max_rounds:,} reichen, nicht {rounds}</translation>
    </message>
    <message>
        <source>unknown query stream {stream!r}</source>
        <translation>unbekannter Anfragestrom {stream!r}</translation>
    </message>
    <message>
        <source>PMW needs a query class with one column per element of the universe</source>
        <translation>PMW braucht eine Anfrageklasse mit einer Spalte je Element des Universums</translation>
    </message>
    <message>
        <source>PMW needs data: at least one person</source>
        <translation>PMW braucht Daten: mindestens eine Person</translation>
    </message>
    <message>
        <source>the synthetic database's size m must be a whole number from 1 to {max_synthetic}, not {m!r}</source>
        <translation>die Größe m der synthetischen Datenbank muss eine ganze Zahl von 1 bis {max_synthetic} sein, nicht {m!r}</translation>
    </message>
    <message>
        <source>the universe needs at least one element</source>
        <translation>das Universum braucht mindestens ein Element</translation>
    </message>
    <message>
        <source>a net of {size:.3g} synthetic databases is beyond what can be ranked (2^62): choose a smaller m or a smaller universe</source>
        <translation>ein Netz von {size:.3g} synthetischen Datenbanken lässt sich nicht mehr durchnummerieren (2^62): wählen Sie ein kleineres m oder ein kleineres Universum</translation>
    </message>
    <message>
        <source>a rank must be from 0 to {last:,}</source>
        <translation>ein Rang muss von 0 bis {last:,} reichen</translation>
    </message>
    <message>
        <source>a synthetic database here has {k} counts adding up to {m}</source>
        <translation>eine synthetische Datenbank hat hier {k} Anzahlen mit der Summe {m}</translation>
    </message>
    <message>
        <source>the synthetic database needs data: at least one person</source>
        <translation>die synthetische Datenbank braucht Daten: mindestens eine Person</translation>
    </message>
    <message>
        <source>the queries are over {queried} elements but the data has {elements}</source>
        <translation>die Anfragen beziehen sich auf {queried} Elemente, die Daten haben aber {elements}</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the theory's m needs data: at least one person</source>
        <translation>das m der Theorie braucht Daten: mindestens eine Person</translation>
    </message>
    <message>
        <source>the number of draws must be a whole number ≥ 0, not {draws!r}</source>
        <translation>die Anzahl der Ziehungen muss eine ganze Zahl ≥ 0 sein, nicht {draws!r}</translation>
    </message>
    <message>
        <source>the scale c must be a finite number ≥ 0, not {scale!r}</source>
        <translation>der Faktor c muss eine endliche Zahl ≥ 0 sein, nicht {scale!r}</translation>
    </message>
    <message>
        <source>{what} is one of {listing}, not {typed!r}</source>
        <translation>{what} ist eines von {listing}, nicht {typed!r}</translation>
    </message>
    <message>
        <source>{what} is one of {listing}, not {value!r}</source>
        <translation>{what} ist eines von {listing}, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {value!r}</source>
        <translation>{what} muss eine Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>PMW needs data: give at least one element a count of 1 or more</source>
        <translation>PMW braucht Daten: geben Sie mindestens einem Element eine Anzahl von 1 oder mehr</translation>
    </message>
    <message>
        <source>the threshold T must be greater than 0 and at most 1 (a fraction of the data), not {threshold:g}</source>
        <translation>die Schwelle T muss größer als 0 und höchstens 1 sein (ein Anteil der Daten), nicht {threshold:g}</translation>
    </message>
    <message>
        <source>the learning rate η = {rate:g} must be greater than 0 and less than T/2 = {threshold:g}: otherwise an update need not bring the hypothesis closer to the data</source>
        <translation>die Lernrate η = {rate:g} muss größer als 0 und kleiner als T/2 = {threshold:g} sein: sonst bringt eine Korrektur die Hypothese nicht unbedingt näher an die Daten</translation>
    </message>
    <message>
        <source>T = {threshold:g} with η = {rate:g} allows more than {max_bound} updates, too many to compute with: raise the threshold T or the learning rate η/T</source>
        <translation>T = {threshold:g} mit η = {rate:g} erlaubt mehr als {max_bound} Korrekturen, zu viele zum Rechnen: erhöhen Sie die Schwelle T oder die Lernrate η/T</translation>
    </message>
    <message>
        <source>the update bound U = {bound} is more than the {max_updates:,} the privacy accounting handles: raise the threshold T</source>
        <translation>die Korrekturschranke U = {bound} ist größer als die {max_updates:,}, die die Datenschutz-Abrechnung verarbeitet: erhöhen Sie die Schwelle T</translation>
    </message>
    <message>
        <source>the budget ε = {epsilon:g} spread over 2U = {releases:,} steps leaves less than ε = {epsilon_min:g} per step: raise ε or the threshold T</source>
        <translation>das Budget ε = {epsilon:g}, verteilt auf 2U = {releases:,} Schritte, lässt weniger als ε = {epsilon_min:g} je Schritt: erhöhen Sie ε oder die Schwelle T</translation>
    </message>
    <message>
        <source>β (the chance the accuracy guarantee fails) must be between 0 and 1, not {beta:g}</source>
        <translation>β (die Wahrscheinlichkeit, dass die Genauigkeitsgarantie versagt) muss zwischen 0 und 1 liegen, nicht {beta:g}</translation>
    </message>
    <message>
        <source>the number of bits d must be a whole number from 1 to {max_bits}, not {d!r}</source>
        <translation>die Anzahl der Bits d muss eine ganze Zahl von 1 bis {max_bits} sein, nicht {d!r}</translation>
    </message>
    <message>
        <source>{elements:,} elements is more than the universe may have (at most {max_elements:,})</source>
        <translation>{elements:,} Elemente sind mehr, als das Universum haben darf (höchstens {max_elements:,})</translation>
    </message>
    <message>
        <source>counts must be whole numbers</source>
        <translation>Anzahlen müssen ganze Zahlen sein</translation>
    </message>
    <message>
        <source>{elements} elements but {counts} counts</source>
        <translation>{elements} Elemente, aber {counts} Anzahlen</translation>
    </message>
    <message>
        <source>a count must be a whole number from 0 to 10^12, not {count}</source>
        <translation>eine Anzahl muss eine ganze Zahl von 0 bis 10^12 sein, nicht {count}</translation>
    </message>
    <message>
        <source>{name!r} is not an element of the universe ({listing})</source>
        <translation>{name!r} ist kein Element des Universums ({listing})</translation>
    </message>
    <message>
        <source>a query class needs one 0/1 row per query ({labels} labels, matrix shape {shape})</source>
        <translation>eine Anfrageklasse braucht eine 0/1-Zeile je Anfrage ({labels} Bezeichnungen, Matrixform {shape})</translation>
    </message>
    <message>
        <source>a counting query's matrix holds only 0 and 1</source>
        <translation>die Matrix einer Zählanfrage enthält nur 0 und 1</translation>
    </message>
    <message>
        <source>{query_kind_title} need a universe of bit strings of one length (such as 000 … 111); use random subsets, one query per element, or a list of queries</source>
        <translation>{query_kind_title} brauchen ein Universum aus Bitfolgen gleicher Länge (etwa 000 … 111); verwenden Sie zufällige Teilmengen, eine Anfrage je Element oder eine Liste von Anfragen</translation>
    </message>
    <message>
        <source>the number of random subsets must be a whole number from 1 to {max_queries:,}, not {size!r}</source>
        <translation>die Anzahl zufälliger Teilmengen muss eine ganze Zahl von 1 bis {max_queries:,} sein, nicht {size!r}</translation>
    </message>
    <message>
        <source>unknown query class {kind!r}; use one of {query_kinds}</source>
        <translation>unbekannte Anfrageklasse {kind!r}; verwenden Sie eine von {query_kinds}</translation>
    </message>
    <message>
        <source>query line {number}: {name!r} is not an element of the universe ({listing})</source>
        <translation>Anfragezeile {number}: {name!r} ist kein Element des Universums ({listing})</translation>
    </message>
    <message>
        <source>more than {max_queries:,} queries in the list</source>
        <translation>mehr als {max_queries:,} Anfragen in der Liste</translation>
    </message>
    <message>
        <source>the query list is empty: write one query per line, the elements it counts separated by spaces or commas</source>
        <translation>die Anfrageliste ist leer: schreiben Sie eine Anfrage je Zeile, die gezählten Elemente durch Leerzeichen oder Kommas getrennt</translation>
    </message>
    <message>
        <source>the number of people must be a whole number from 0 to {max_generated_people:,}, not {n!r}</source>
        <translation>die Anzahl der Personen muss eine ganze Zahl von 0 bis {max_generated_people:,} sein, nicht {n!r}</translation>
    </message>
    <message>
        <source>unknown distribution {distribution!r}; use one of {distributions}</source>
        <translation>unbekannte Verteilung {distribution!r}; verwenden Sie eine von {distributions}</translation>
    </message>
    <message>
        <source>no one has the data {element} to remove</source>
        <translation>niemand hat die Daten {element}, die sich entfernen ließen</translation>
    </message>
    <message>
        <source>no one has the data {element} to replace</source>
        <translation>niemand hat die Daten {element}, die sich ersetzen ließen</translation>
    </message>
    <message>
        <source>k (how many candidates to select) must be a whole number from 1 to the number of candidates, {m:,}, not {k!r}</source>
        <translation>k (wie viele Kandidaten gewählt werden) muss eine ganze Zahl von 1 bis zur Anzahl der Kandidaten, {m:,}, sein, nicht {k!r}</translation>
    </message>
    <message>
        <source>{ordered_tuple_count:,} ordered selections are too many to enumerate (at most {exact_max_tuples:,})</source>
        <translation>{ordered_tuple_count:,} geordnete Auswahlen sind zu viele zum Aufzählen (höchstens {exact_max_tuples:,})</translation>
    </message>
    <message>
        <source>k must be a whole number from 1 to {max_k:,}, not {value!r}</source>
        <translation>k muss eine ganze Zahl von 1 bis {max_k:,} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>literal must be 1 (draw peeling as k sequential draws) or 0 (its one-pass Gumbel form), not {value!r}</source>
        <translation>literal muss 1 (Peeling als k aufeinanderfolgende Ziehungen) oder 0 (seine Gumbel-Form in einem Durchgang) sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>α (the usefulness margin, in score units) must be a number from 0 upwards, not {alpha!r}</source>
        <translation>α (der Nützlichkeitsabstand, in Bewertungseinheiten) muss eine Zahl ab 0 sein, nicht {alpha!r}</translation>
    </message>
    <message>
        <source>the third column must hold the prior weights: call it weight, not {header!r}</source>
        <translation>die dritte Spalte muss die Prior-Gewichte enthalten: nennen Sie sie weight, nicht {header!r}</translation>
    </message>
    <message>
        <source>the number of candidates must be a whole number ≥ 1, not {k!r}</source>
        <translation>die Anzahl der Kandidaten muss eine ganze Zahl ≥ 1 sein, nicht {k!r}</translation>
    </message>
    <message>
        <source>the number of voters must be a whole number ≥ 0, not {n!r}</source>
        <translation>die Anzahl der Wählenden muss eine ganze Zahl ≥ 0 sein, nicht {n!r}</translation>
    </message>
    <message>
        <source>{candidate} has no ballot to remove</source>
        <translation>{candidate} hat keinen Stimmzettel, der sich entfernen ließe</translation>
    </message>
    <message>
        <source>{candidate} has no ballot to replace</source>
        <translation>{candidate} hat keinen Stimmzettel, der sich ersetzen ließe</translation>
    </message>
    <message>
        <source>expected [candidate, votes] or [candidate, votes, weight] as strings</source>
        <translation>[candidate, votes] oder [candidate, votes, weight] als Zeichenketten erwartet</translation>
    </message>
    <message>
        <source>expected {n_rows:,} whole numbers ≥ 0, one per row</source>
        <translation>{n_rows:,} ganze Zahlen ≥ 0 erwartet, eine je Zeile</translation>
    </message>
    <message>
        <source>the voting workspace has no valid candidate</source>
        <translation>der Abstimmungs-Arbeitsbereich hat keinen gültigen Kandidaten</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>buyer</source>
        <translation>Käufer</translation>
    </message>
    <message>
        <source>the PMW budget ε</source>
        <translation>das PMW-Budget ε</translation>
    </message>
    <message>
        <source>the PMW δ</source>
        <translation>das PMW-δ</translation>
    </message>
    <message>
        <source>the threshold T</source>
        <translation>die Schwelle T</translation>
    </message>
    <message>
        <source>the learning rate η/T</source>
        <translation>die Lernrate η/T</translation>
    </message>
    <message>
        <source>the number of queries</source>
        <translation>die Anzahl der Anfragen</translation>
    </message>
    <message>
        <source>the query stream</source>
        <translation>der Anfragestrom</translation>
    </message>
    <message>
        <source>about {minutes:,.0f} minutes</source>
        <translation>etwa {minutes:,.0f} Minuten</translation>
    </message>
    <message>
        <source>about {hours:,.0f} hours</source>
        <translation>etwa {hours:,.0f} Stunden</translation>
    </message>
    <message>
        <source>, … ({count:,} in all)</source>
        <translation>, … ({count:,} insgesamt)</translation>
    </message>
    <message>
        <source>more than 10^19</source>
        <translation>mehr als 10^19</translation>
    </message>
    <message>
        <source>the wiki's lemma</source>
        <translation>das Lemma des Wikis</translation>
    </message>
    <message>
        <source>Theorem 3</source>
        <translation>Satz 3</translation>
    </message>
    <message>
        <source>the wiki's theorem</source>
        <translation>der Satz des Wikis</translation>
    </message>
    <message>
        <source>Theorem 3 integrated</source>
        <translation>der integrierte Satz 3</translation>
    </message>
    <message>
        <source>many candidates score within D/2 of the best: their mass μ(S_{{D/2}}) = {mass:.3g} is more than e^(c·D/2) times μ(H*) = {opt_mass:.3g}, which pays for giving up half the distance</source>
        <translation>viele Kandidaten liegen höchstens D/2 unter dem Besten: Ihre Masse μ(S_{{D/2}}) = {mass:.3g} ist größer als e^(c·D/2)-mal μ(H*) = {opt_mass:.3g}, und das wiegt die aufgegebene halbe Entfernung auf</translation>
    </message>
    <message>
        <source>the lemma gives up half the distance (e^(−c·D/2), not e^(−c·D)) and the candidates within D/2 of the best (μ = {mass:.3g}) do not carry enough mass to win it back</source>
        <translation>das Lemma gibt die halbe Entfernung auf (e^(−c·D/2) statt e^(−c·D)), und die Kandidaten höchstens D/2 unter dem Besten (μ = {mass:.3g}) tragen nicht genug Masse, um das wettzumachen</translation>
    </message>
    <message>
        <source>At the line OPT − {distance:.4g}: Theorem 3 bounds the chance by {kamath:.4g}, the wiki's lemma (t = {t:.4g}) by {lemma}; {tighter} is tighter here because {why}. The exact chance is {exact:.4g}.</source>
        <translation>An der Linie OPT − {distance:.4g} begrenzt Satz 3 die Wahrscheinlichkeit auf {kamath:.4g}, das Lemma des Wikis (t = {t:.4g}) auf {lemma}; {tighter} ist hier enger, denn {why}. Die exakte Wahrscheinlichkeit ist {exact:.4g}.</translation>
    </message>
    <message>
        <source>Expected score at least {kamath} by Theorem 3 integrated over t, at least {theorem} by the wiki's theorem (t = {t:.4g}, the smallest its condition allows); {tighter} is tighter here. The exact expected score is {expected:.4g}.</source>
        <translation>Erwartete Bewertung mindestens {kamath} nach Satz 3, über t integriert, und mindestens {theorem} nach dem Satz des Wikis (t = {t:.4g}, das kleinste, das seine Bedingung zulässt); {tighter} ist hier enger. Die exakte erwartete Bewertung ist {expected:.4g}.</translation>
    </message>
    <message>
        <source> (below every score: it says nothing here)</source>
        <translation> (unter jeder Bewertung: sagt hier nichts aus)</translation>
    </message>
    <message>
        <source>The exact numbers are tighter than either theorem because they sum the mechanism's actual chances; a theorem keeps only the weight of the best candidates (or of those near the best) in the normaliser and counts every worse candidate as if it scored at the line, so it must hold for any data with the same best and the same mass near it.</source>
        <translation>Die exakten Zahlen sind enger als beide Sätze, weil sie die tatsächlichen Wahrscheinlichkeiten des Mechanismus aufsummieren; ein Satz behält im Normierer nur das Gewicht der besten Kandidaten (oder der Kandidaten nahe am Besten) und zählt jeden schlechteren Kandidaten, als läge er auf der Linie – er muss ja für alle Daten mit demselben Besten und derselben Masse nahe daran gelten.</translation>
    </message>
    <message>
        <source>{p:.4g} (more than 1: it says nothing here)</source>
        <translation>{p:.4g} (mehr als 1: sagt hier nichts aus)</translation>
    </message>
    <message>
        <source> — Nanayakkara et al., “What Are the Chances?”, 2023; Kifer et al.</source>
        <translation> — Nanayakkara u. a., USENIX Security 2023; Kifer u. a.</translation>
    </message>
    <message>
        <source>the score is monotone under {neighbours} (one person moves every score the same way), so the {mechanism} run with the general analysis is in fact ε/2-DP: each release costs ε/2 = {cost:.6g}</source>
        <translation>die Bewertung ist monoton bei {neighbours} (eine Person verschiebt jede Bewertung in dieselbe Richtung), daher ist „{mechanism}“ mit der allgemeinen Analyse tatsächlich ε/2-DP: Jede Veröffentlichung kostet ε/2 = {cost:.6g}</translation>
    </message>
    <message>
        <source>the range analysis c = ε/range bounds the loss by c·range = ε (Dong–Durfee–Rogers 2020): each release costs {cost:.6g}</source>
        <translation>die Spannweiten-Analyse c = ε/Spannweite begrenzt den Verlust auf c·Spannweite = ε (Dong–Durfee–Rogers 2020): Jede Veröffentlichung kostet {cost:.6g}</translation>
    </message>
    <message>
        <source>the score's range under {neighbours} is {spread:.6g}, so a release costs at most c·range = {cost:.6g} (Dong–Durfee–Rogers 2020), less than ε = {epsilon:.6g}</source>
        <translation>die Spannweite der Bewertung bei {neighbours} ist {spread:.6g}, daher kostet eine Veröffentlichung höchstens c·Spannweite = {cost:.6g} (Dong–Durfee–Rogers 2020), weniger als ε = {epsilon:.6g}</translation>
    </message>
    <message>
        <source>each release costs the ε of its analysis, {cost:.6g}</source>
        <translation>jede Veröffentlichung kostet das ε ihrer Analyse, {cost:.6g}</translation>
    </message>
    <message>
        <source>add-remove neighbours</source>
        <translation>Nachbarn durch Hinzufügen oder Entfernen</translation>
    </message>
    <message>
        <source>replace neighbours</source>
        <translation>Nachbarn durch Ersetzen</translation>
    </message>
    <message>
        <source>at most ε = {epsilon}</source>
        <translation>höchstens ε = {epsilon}</translation>
    </message>
    <message>
        <source>at most ε/2 = {cost}</source>
        <translation>höchstens ε/2 = {cost}</translation>
    </message>
    <message>
        <source>at most {cost} (less than ε = {epsilon})</source>
        <translation>höchstens {cost} (weniger als ε = {epsilon})</translation>
    </message>
    <message>
        <source>for {change}, of {bound}</source>
        <translation>für „{change}“ von {bound}</translation>
    </message>
    <message>
        <source>for {change}, none (the {analysis} analysis was set for {set_for})</source>
        <translation>für „{change}“ keinen (die Analyse „{analysis}“ wurde für „{set_for}“ eingestellt)</translation>
    </message>
    <message>
        <source>One release promises a loss, {parts}.</source>
        <translation>Eine Veröffentlichung verspricht einen Verlust {parts}.</translation>
    </message>
    <message>
        <source>Nothing has been released yet, so no one's belief about you can have moved: {sentence}</source>
        <translation>Noch wurde nichts veröffentlicht, also kann sich niemandes Annahme über Sie verändert haben: {sentence}</translation>
    </message>
    <message>
        <source> — D′ is neighbour {number}</source>
        <translation> – D′ ist Nachbar {number}</translation>
    </message>
    <message>
        <source>the person on table row {row:,} (value {value:g})</source>
        <translation>Person in Tabellenzeile {row:,} (Wert {value:g})</translation>
    </message>
    <message>
        <source> — new value {text}</source>
        <translation> – neuer Wert {text}</translation>
    </message>
    <message>
        <source>the point on table row {row:,} (x = {x}, label {label})</source>
        <translation>Punkt in Tabellenzeile {row:,} (x = {x}, Beschriftung {label})</translation>
    </message>
    <message>
        <source> — new point {point}</source>
        <translation> – neuer Punkt {point}</translation>
    </message>
    <message>
        <source>the buyer on table row {row:,} (value {value})</source>
        <translation>Käufer in Tabellenzeile {row:,} (Wert {value})</translation>
    </message>
    <message>
        <source>a person at element {element} (table row {row:,})</source>
        <translation>Person mit Element {element} (Tabellenzeile {row:,})</translation>
    </message>
    <message>
        <source> — the new person's data is {element}</source>
        <translation> – die Daten der neuen Person: {element}</translation>
    </message>
    <message>
        <source> — the new ballot is for {person}</source>
        <translation> – der neue Stimmzettel ist für {person}</translation>
    </message>
    <message>
        <source>Scroll Left</source>
        <translation>Nach links scrollen</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Nach rechts scrollen</translation>
    </message>
    <message>
        <source>D′ = D with one change: {what}</source>
        <translation>D′ = D mit einer Änderung: {what}</translation>
    </message>
    <message>
        <source> The curves are drawn from {shown} of the {points} points (a min/max envelope: downsampled).</source>
        <translation> Die Kurven sind aus {shown} der {points} Punkte gezeichnet (eine Min/Max-Hülle: ausgedünnt).</translation>
    </message>
    <message>
        <source>{what}: largest privacy loss &lt;b&gt;{loss}&lt;/b&gt;; spread of the losses (largest minus smallest) &lt;b&gt;{spread}&lt;/b&gt;. {promise}</source>
        <translation>{what}: größter Privatsphäre-Verlust &lt;b&gt;{loss}&lt;/b&gt;; Spanne der Verluste (größter minus kleinster) &lt;b&gt;{spread}&lt;/b&gt;. {promise}</translation>
    </message>
    <message>
        <source> This pair changes the score by at most {most} (the most any one person can: {sensitivity}), with a spread of {spread}. Monotone analysis for {change}: {verdict} — {why}.</source>
        <translation> Dieses Paar ändert die Bewertung um höchstens {most} (so viel, wie eine Person höchstens kann: {sensitivity}), mit einer Spanne von {spread}. Monotone Analyse für „{change}“: {verdict} — {why}.</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>nicht gültig</translation>
    </message>
    <message>
        <source>neighbour</source>
        <translation>Nachbar</translation>
    </message>
    <message>
        <source>ballot</source>
        <translation>Stimmzettel</translation>
    </message>
    <message>
        <source>{noun} {name} (table row {row:,})</source>
        <translation>{noun} {name} (Tabellenzeile {row:,})</translation>
    </message>
    <message>
        <source>add a new {noun}</source>
        <translation>{noun} neu hinzufügen</translation>
    </message>
    <message>
        <source>remove one {member} for {person}</source>
        <translation>einen {member} für {person} entfernen</translation>
    </message>
    <message>
        <source>remove {person}</source>
        <translation>{person} entfernen</translation>
    </message>
    <message>
        <source>replace one {member} for {person}</source>
        <translation>einen {member} für {person} ersetzen</translation>
    </message>
    <message>
        <source>replace the data of {person}</source>
        <translation>Daten von {person} ersetzen</translation>
    </message>
    <message>
        <source>Nothing has been released yet: no test can do better than a coin flip.</source>
        <translation>Noch wurde nichts veröffentlicht: Kein Test kann besser sein als ein Münzwurf.</translation>
    </message>
    <message>
        <source>{floor} by Theorem 3</source>
        <translation>{floor} nach Satz 3</translation>
    </message>
    <message>
        <source>{floor} by the wiki</source>
        <translation>{floor} nach dem Wiki</translation>
    </message>
    <message>
        <source>Privacy parameter ε, from 0.000001 to 10,000: smaller means more private.</source>
        <translation>Privatsphäre-Parameter ε, von 0.000001 bis 10,000: kleiner heißt privater.</translation>
    </message>
    <message>
        <source>ε on a log scale from 0.000001 to 10,000</source>
        <translation>ε auf log. Skala von 0.000001 bis 10,000</translation>
    </message>
    <message>
        <source>Privacy parameter ε, from 0.000001 to 10,000</source>
        <translation>Privatsphäre-Parameter ε, von 0.000001 bis 10,000</translation>
    </message>
    <message>
        <source>Which neighbour D′ to compare with D: 1 = the first neighbour column</source>
        <translation>Welcher Nachbar D′ mit D verglichen wird: 1 = die erste Nachbarspalte</translation>
    </message>
    <message>
        <source>Which neighbour D′ to compare with D: its column name or number (1 = the first)</source>
        <translation>Welcher Nachbar D′ mit D verglichen wird: sein Spaltenname oder seine Nummer (1 = der erste)</translation>
    </message>
    <message>
        <source>One 1/0 per option, comma-separated, e.g. 1,0,1</source>
        <translation>Eine 1/0 je Option, mit Kommas getrennt, etwa 1,0,1</translation>
    </message>
    <message>
        <source>One like-probability per option, comma-separated; the count sets k</source>
        <translation>Eine Wahrscheinlichkeit für „mag“ je Option, mit Kommas getrennt; ihre Anzahl legt k fest</translation>
    </message>
    <message>
        <source>The finite class C the mechanism chooses from: thresholds x ≥ t or intervals a ≤ x ≤ b on the line 0 … d−1, conjunctions or decision stumps over {0,1}^d</source>
        <translation>Die endliche Klasse C, aus der der Mechanismus wählt: Schwellen x ≥ t oder Intervalle a ≤ x ≤ b auf der Geraden 0 … d−1, Konjunktionen oder Entscheidungsstümpfe über {0,1}^d</translation>
    </message>
    <message>
        <source>The new point and its label, such as 37,1 (the line) or 0110,0 (the cube)</source>
        <translation>Der neue Punkt und seine Beschriftung, etwa 37,1 (die Gerade) oder 0110,0 (der Würfel)</translation>
    </message>
    <message>
        <source>The concept that labels the points, written like the class's labels (x ≥ 37, 20 ≤ x ≤ 60, x1 ∧ ¬x3, x2 = 1), or random</source>
        <translation>Das Konzept, das die Punkte beschriftet, geschrieben wie die Namen der Klasse (x ≥ 37, 20 ≤ x ≤ 60, x1 ∧ ¬x3, x2 = 1), oder random (zufällig)</translation>
    </message>
    <message>
        <source>The synthetic database's size m: the net is every multiset of m elements of X, C(|X| + m − 1, m) of them (at most 1,000,000 in the workspace)</source>
        <translation>Die Größe m der synthetischen Datenbank: Das Netz besteht aus jeder Multimenge von m Elementen aus X, C(|X| + m − 1, m) Stück (höchstens 1,000,000 im Arbeitsbereich)</translation>
    </message>
    <message>
        <source>The counting queries the synthetic data must answer: 0 or conjunctions = all conjunctions; 1 or marginals = one- and two-way marginals; 2 or subsets = random subsets; 3 or points = one query per element; 4 or halfspaces = halfspaces π·x ≥ last bit</source>
        <translation>Die Zählanfragen, die die synthetischen Daten beantworten müssen: 0 oder conjunctions = alle Konjunktionen; 1 oder marginals = ein- und zweidimensionale Randverteilungen; 2 oder subsets = zufällige Teilmengen; 3 oder points = eine Anfrage je Element; 4 oder halfspaces = Halbräume π·x ≥ letztes Bit</translation>
    </message>
    <message>
        <source>Each update multiplies the weights by e^(±η) where the query counts; 0.25 is the slides' T/4</source>
        <translation>Jede Korrektur multipliziert die Gewichte mit e^(±η), wo die Anfrage zählt; 0.25 ist das T/4 der Folien</translation>
    </message>
    <message>
        <source>The universe is every string of d bits: 2, 4, …, 32 elements</source>
        <translation>Das Universum ist jede Folge von d Bits: 2, 4, …, 32 Elemente</translation>
    </message>
    <message>
        <source>skewed: a few common elements; two clusters: people near two random bit strings</source>
        <translation>schief: wenige häufige Elemente; zwei Häufungen: Personen nahe zwei zufälligen Bitfolgen</translation>
    </message>
    <message>
        <source>How many candidates to select privately: a whole number from 1 to the number of candidates</source>
        <translation>Wie viele Kandidaten privat ausgewählt werden: eine ganze Zahl von 1 bis zur Zahl der Kandidaten</translation>
    </message>
    <message>
        <source>Price-grid step as a fraction of the max price: prices P/m, 2P/m, …, P with m = ⌈1/α⌉.</source>
        <translation>Schrittweite des Preisrasters als Anteil des Höchstpreises: Preise P/m, 2P/m, …, P mit m = ⌈1/α⌉.</translation>
    </message>
    <message>
        <source>The α (a whole number of prices m = 1/α: every m up to 2,000, then a log grid to 10,000) with the highest exact expected revenue</source>
        <translation>Das α (eine ganze Zahl von Preisen m = 1/α: jedes m bis 2,000, dann ein logarithmisches Raster bis 10,000) mit dem höchsten exakten erwarteten Erlös</translation>
    </message>
    <message>
        <source>thresholds</source>
        <translation>Schwellen</translation>
    </message>
    <message>
        <source>intervals</source>
        <translation>Intervallen</translation>
    </message>
    <message>
        <source>conjunctions</source>
        <translation>Konjunktionen</translation>
    </message>
    <message>
        <source>decision stumps</source>
        <translation>Entscheidungsstümpfen</translation>
    </message>
    <message>
        <source>x uniform on {where}, labels from the target {target} flipped with probability {noise:g}</source>
        <translation>x gleichverteilt auf {where}, Beschriftungen vom Zielkonzept {target}, mit Wahrscheinlichkeit {noise:g} vertauscht</translation>
    </message>
    <message>
        <source>The accuracy theorem does not cover these settings: at ε₀ = {step} per step and n = {n} the noise may reach {noise} × 6 = {six}, more than half the threshold ({half}); a larger T, budget or n brings it in.</source>
        <translation>Der Genauigkeitssatz deckt diese Einstellungen nicht ab: Bei ε₀ = {step} je Schritt und n = {n} kann das Rauschen {noise} × 6 = {six} erreichen, mehr als die halbe Schwelle ({half}); ein größeres T, Budget oder n bringt es in den Bereich.</translation>
    </message>
    <message>
        <source>The accuracy theorem: with chance at least {chance} (failure β = {beta}) every answer is within T + 6·ln(N/β)/(ε₀n) = {bound} and the run never stops early; this run's worst error was {worst}</source>
        <translation>Der Genauigkeitssatz: Mit Wahrscheinlichkeit mindestens {chance} (Versagen β = {beta}) liegt jede Antwort innerhalb von T + 6·ln(N/β)/(ε₀n) = {bound}, und der Lauf bricht nie vorzeitig ab; der größte Fehler dieses Laufs war {worst}</translation>
    </message>
    <message>
        <source> (within it).</source>
        <translation> (innerhalb davon).</translation>
    </message>
    <message>
        <source> — outside it: one of the β-rare runs.</source>
        <translation> – außerhalb davon: einer der β-seltenen Läufe.</translation>
    </message>
    <message>
        <source>the app's composition is tighter</source>
        <translation>die Komposition der App ist enger</translation>
    </message>
    <message>
        <source>the two agree</source>
        <translation>beide stimmen überein</translation>
    </message>
    <message>
        <source>the epoch route is tighter</source>
        <translation>der Weg über die Epochen ist enger</translation>
    </message>
    <message>
        <source>The slides' epoch argument (at most U = {epochs} epochs, each a threshold test and one noisy answer, 2ε₀ = {pair}, by advanced composition) gives ε = {epoch} for the same steps; the app's “{method}” over the 2U = {steps} steps gives ε = {budget}: {tighter}.</source>
        <translation>Das Epochen-Argument der Folien (höchstens U = {epochs} Epochen, jede ein Schwellentest und eine verrauschte Antwort, 2ε₀ = {pair}, mit erweiterter Komposition) ergibt ε = {epoch} für dieselben Schritte; „{method}“ der App über die 2U = {steps} Schritte ergibt ε = {budget}: {tighter}.</translation>
    </message>
    <message>
        <source>marginals</source>
        <translation>Randverteilungen</translation>
    </message>
    <message>
        <source>subsets</source>
        <translation>Teilmengen</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>halfspaces</source>
        <translation>Halbräume</translation>
    </message>
    <message>
        <source>For every query within {alpha:g} with chance {chance:.0%} at ε = {epsilon:g}: the VC form (VC dimension {dim}, {bits} bits a row) asks for a made-up table of {vc_m:,} rows and {vc_n:,.0f} people; the finite-class form, {finite_m:,} rows and {finite_n:,.0f} people. Here {smaller} asks for fewer: the VC form pays for classes too big to count, while this class is small enough to count.</source>
        <translation>Damit jede Frage mit Wahrscheinlichkeit {chance:.0%} bei ε = {epsilon:g} höchstens {alpha:g} abweicht, verlangt die VC-Form (VC-Dimension {dim}, {bits} Bits je Zeile) eine erfundene Tabelle mit {vc_m:,} Zeilen und {vc_n:,.0f} Personen, die Form für endliche Klassen {finite_m:,} Zeilen und {finite_n:,.0f} Personen. Hier verlangt {smaller} weniger: Die VC-Form bezahlt für Klassen, die zu groß zum Abzählen sind, diese Klasse aber ist klein genug zum Abzählen.</translation>
    </message>
    <message>
        <source>the finite-class bound</source>
        <translation>die Schranke für endliche Klassen</translation>
    </message>
    <message>
        <source>the VC bound</source>
        <translation>die VC-Schranke</translation>
    </message>
    <message>
        <source>at most {count}</source>
        <translation>höchstens {count}</translation>
    </message>
    <message>
        <source>the score is monotone under {neighbours} neighbours, so Laplace noise of scale 2Δ/ε is ε/2-DP per selection (Dwork–Roth Claim 3.9): each costs ε/2 = {half:.6g}</source>
        <translation>die Bewertung ist monoton unter Nachbarn der Art {neighbours}, daher ist Laplace-Rauschen der Skala 2Δ/ε je Auswahl ε/2-DP (Dwork–Roth, Behauptung 3.9): jede kostet ε/2 = {half:.6g}</translation>
    </message>
    <message>
        <source>each selection costs the ε of its analysis, {eps:.6g}</source>
        <translation>jede Auswahl kostet das ε ihrer Analyse, {eps:.6g}</translation>
    </message>
    <message>
        <source>no better than k·ε = {pure:.6g} at this k: its √k term needs more selections</source>
        <translation>nicht besser als k·ε = {pure:.6g} bei diesem k: sein √k-Term braucht mehr Auswahlen</translation>
    </message>
    <message>
        <source>tighter than k·ε = {pure:.6g}</source>
        <translation>enger als k·ε = {pure:.6g}</translation>
    </message>
    <message>
        <source>tighter than {name} ({total:.6g})</source>
        <translation>enger als „{name}“ ({total:.6g})</translation>
    </message>
    <message>
        <source>looser than {name} ({total:.6g})</source>
        <translation>weiter als „{name}“ ({total:.6g})</translation>
    </message>
    <message>
        <source>Privacy: &lt;b&gt;none&lt;/b&gt;. Noise is off: this is the ordinary multiplicative weights (ε = ∞), for comparison.</source>
        <translation>Privatsphäre: &lt;b&gt;keine&lt;/b&gt;. Das Rauschen ist aus: Das ist das gewöhnliche Verfahren der multiplikativen Gewichte (ε = ∞), zum Vergleich.</translation>
    </message>
    <message>
        <source>Privacy: the budget &lt;b&gt;ε = {budget}&lt;/b&gt; (δ = {delta}) covers at most {steps} noisy steps of ε = {step} each; this run used {used}, together ε = {spent}. The method promises the whole budget in advance: how many corrections happen depends on the data. </source>
        <translation>Privatsphäre: Das Budget &lt;b&gt;ε = {budget}&lt;/b&gt; (δ = {delta}) reicht für höchstens {steps} verrauschte Schritte zu je ε = {step}; dieser Lauf brauchte {used}, zusammen ε = {spent}. Das Verfahren sagt das ganze Budget im Voraus zu, denn wie viele Korrekturen nötig werden, hängt von den Daten ab. </translation>
    </message>
    <message>
        <source>Privacy: the {k} selections cost &lt;b&gt;ε = {total}&lt;/b&gt; in total (ε = {per} each, released at once with Laplace noise: pure ε-DP, Ding et al. 2019). {why}.</source>
        <translation>Privatsphäre: Die {k} Auswahlen kosten zusammen &lt;b&gt;ε = {total}&lt;/b&gt; (je ε = {per}, auf einmal mit Laplace-Rauschen veröffentlicht: reine ε-DP, Ding u. a. 2019). {why}.</translation>
    </message>
    <message>
        <source>Privacy: {k} selections of ε = {per} each (k releases of the exponential mechanism, each depending on the ones before) cost &lt;b&gt;ε = {total}&lt;/b&gt; with δ = {delta} by “{method}”, a method valid for such adaptive releases, or ε = {pure} with δ = 0 by adding them up. See the Privacy bill tab, which charges k releases per run. {priced}</source>
        <translation>Privatsphäre: {k} Auswahlen zu je ε = {per} (k Veröffentlichungen des Exponentialmechanismus, jede abhängig von den vorigen) kosten &lt;b&gt;ε = {total}&lt;/b&gt; bei δ = {delta} nach „{method}“, einer Methode, die für solche adaptiven Veröffentlichungen gilt, oder ε = {pure} bei δ = 0 durch einfaches Addieren. Siehe den Tab Privatsphäre-Rechnung, der k Veröffentlichungen je Lauf berechnet. {priced}</translation>
    </message>
    <message>
        <source>the data states no distribution, so only the empirical error is known</source>
        <translation>die Daten nennen keine Verteilung, daher ist nur der empirische Fehler bekannt</translation>
    </message>
    <message>
        <source>the data's distribution is over the line with d = {d}, the workspace's domain has d = {domain}</source>
        <translation>die Verteilung der Daten liegt auf der Geraden mit d = {d}, die Grundmenge des Arbeitsbereichs hat d = {domain}</translation>
    </message>
    <message>
        <source>the data's distribution is over the cube with d = {d}, the workspace's domain has d = {domain}</source>
        <translation>die Verteilung der Daten liegt auf dem Würfel mit d = {d}, die Grundmenge des Arbeitsbereichs hat d = {domain}</translation>
    </message>
    <message>
        <source>Dong's q(x, y) = x + y</source>
        <translation>Dongs q(x, y) = x + y</translation>
    </message>
    <message>
        <source>Dong's q′(x, y) = 100x + y</source>
        <translation>Dongs q′(x, y) = 100x + y</translation>
    </message>
    <message>
        <source>Vote counts (add one ballot)</source>
        <translation>Stimmenzahlen (ein Stimmzettel dazu)</translation>
    </message>
    <message>
        <source>Vote counts + 100 per voter</source>
        <translation>Stimmenzahlen + 100 je Wähler</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Candidates m</source>
        <translation>Kandidaten m</translation>
    </message>
    <message>
        <source>Voters n</source>
        <translation>Wähler n</translation>
    </message>
    <message>
        <source>Individuals n</source>
        <translation>Personen n</translation>
    </message>
    <message>
        <source>Like-probability per option</source>
        <translation>Wahrscheinlichkeit für „mag“ je Option</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>People n</source>
        <translation>Personen n</translation>
    </message>
    <message>
        <source>Values are drawn on the scale of the grid's top (hi).</source>
        <translation>Die Werte werden auf der Skala des oberen Rasterendes (hi) gezogen.</translation>
    </message>
    <message>
        <source>Target concept</source>
        <translation>Zielkonzept</translation>
    </message>
    <message>
        <source>Label noise η</source>
        <translation>Beschriftungsrauschen η</translation>
    </message>
    <message>
        <source>Points n</source>
        <translation>Punkte n</translation>
    </message>
    <message>
        <source>Points are uniform on the workspace's domain (its class and d); the file records this distribution, so the true error can be computed.</source>
        <translation>Die Punkte sind gleichverteilt auf der Grundmenge des Arbeitsbereichs (seine Klasse und d); die Datei vermerkt diese Verteilung, damit der wahre Fehler berechnet werden kann.</translation>
    </message>
    <message>
        <source>Buyers n</source>
        <translation>Käufer n</translation>
    </message>
    <message>
        <source>Valuations are drawn on the scale of the max price ({price}).</source>
        <translation>Die Zahlungsbereitschaften werden auf der Skala des Höchstpreises ({price}) gezogen.</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichverteilt</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normalverteilt</translation>
    </message>
    <message>
        <source>bimodal</source>
        <translation>bimodal</translation>
    </message>
    <message>
        <source>log-normal</source>
        <translation>log-normalverteilt</translation>
    </message>
    <message>
        <source>skewed</source>
        <translation>schief</translation>
    </message>
    <message>
        <source>two clusters</source>
        <translation>zwei Häufungen</translation>
    </message>
    <message>
        <source>Bits d (|X| = 2^d)</source>
        <translation>Bits d (|X| = 2^d)</translation>
    </message>
    <message>
        <source>Candidates k</source>
        <translation>Kandidaten k</translation>
    </message>
    <message>
        <source>Zipf exponent</source>
        <translation>Zipf-Exponent</translation>
    </message>
    <message>
        <source>Generate synthetic data</source>
        <translation>Synthetische Daten erzeugen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>this worker runs expmech {here}, the client {expected}</source>
        <translation>dieser Worker läuft mit expmech {here}, der Client mit {expected}</translation>
    </message>
    <message>
        <source>record.fields: {name!r}: the {where} JSON here has no {part!r} (it has {known})</source>
        <translation>record.fields: {name!r}: das JSON {where} hat hier kein {part!r} (es hat {known})</translation>
    </message>
    <message>
        <source>--dask needs dask.distributed: {cluster_extra}</source>
        <translation>--dask braucht dask.distributed: {cluster_extra}</translation>
    </message>
    <message>
        <source>--dask {address}: cannot reach the scheduler ({exc})</source>
        <translation>--dask {address}: der Scheduler ist nicht erreichbar ({exc})</translation>
    </message>
    <message>
        <source>no worker joined the Dask scheduler at {address} within {seconds:g} s: start workers (dask worker {address}) or give --wait-for-workers more seconds</source>
        <translation>kein Worker hat sich innerhalb von {seconds:g} s beim Dask-Scheduler unter {address} angemeldet: starten Sie Worker (dask worker {address}) oder geben Sie --wait-for-workers mehr Sekunden</translation>
    </message>
    <message>
        <source>the Dask worker {worker}</source>
        <translation>der Dask-Worker {worker}</translation>
    </message>
    <message>
        <source>the Dask worker {worker} could not report its expmech build ({reason})</source>
        <translation>der Dask-Worker {worker} konnte seinen expmech-Build nicht melden ({reason})</translation>
    </message>
    <message>
        <source>the Dask worker {worker} runs another build of expmech ({build}) than this one ({ours}): install the same one on every worker, or its cells would differ</source>
        <translation>der Dask-Worker {worker} läuft mit einem anderen expmech-Build ({build}) als dieser ({ours}): installieren Sie auf jedem Worker denselben, sonst würden seine Zellen abweichen</translation>
    </message>
    <message>
        <source>a Dask worker joined with another build of expmech ({exc}): install the same one on every worker</source>
        <translation>ein Dask-Worker kam mit einem anderen expmech-Build hinzu ({exc}): installieren Sie auf jedem Worker denselben</translation>
    </message>
    <message>
        <source>a Dask worker that joined during the run</source>
        <translation>ein Dask-Worker, der während des Laufs hinzukam,</translation>
    </message>
    <message>
        <source>lost the Dask scheduler at {address} (its connection closed)</source>
        <translation>die Verbindung zum Dask-Scheduler unter {address} ist verloren (sie wurde geschlossen)</translation>
    </message>
    <message>
        <source>the Dask cluster failed the same cells {tries} times ({exc})</source>
        <translation>der Dask-Cluster ist {tries}-mal an denselben Zellen gescheitert ({exc})</translation>
    </message>
    <message>
        <source>{who} runs an older build of expmech (it has no {missing}) than this one ({ours}): install the same one on every worker</source>
        <translation>{who} läuft mit einem älteren expmech-Build (ohne {missing}) als dieser ({ours}): installieren Sie auf jedem Worker denselben</translation>
    </message>
    <message>
        <source>{who} cannot import expmech_gui: install the same expmech-gui[cluster] there ({ours}) and start it again</source>
        <translation>{who} kann expmech_gui nicht importieren: installieren Sie dort dasselbe expmech-gui[cluster] ({ours}) und starten Sie ihn neu</translation>
    </message>
    <message>
        <source>a dataset is a path in quotes, "preset:NAME", or a table {{ path = …, sha256 = … }}</source>
        <translation>ein Datensatz ist ein Pfad in Anführungszeichen, "preset:NAME" oder eine Tabelle {{ path = …, sha256 = … }}</translation>
    </message>
    <message>
        <source>a dataset needs exactly one of path, preset or generate</source>
        <translation>ein Datensatz braucht genau eines von path, preset oder generate</translation>
    </message>
    <message>
        <source>name must be a non-empty text in quotes</source>
        <translation>name muss ein nicht leerer Text in Anführungszeichen sein</translation>
    </message>
    <message>
        <source>sha256 checks a file: it goes with path</source>
        <translation>sha256 prüft eine Datei: es gehört zu path</translation>
    </message>
    <message>
        <source>{name} goes with generate</source>
        <translation>{name} gehört zu generate</translation>
    </message>
    <message>
        <source>path must be a file name in quotes</source>
        <translation>path muss ein Dateiname in Anführungszeichen sein</translation>
    </message>
    <message>
        <source>sha256 must be 64 hexadecimal digits (sha256sum prints them)</source>
        <translation>sha256 muss aus 64 Hexadezimalziffern bestehen (sha256sum gibt sie aus)</translation>
    </message>
    <message>
        <source>the data file {text} is not a regular file ({path})</source>
        <translation>die Datendatei {text} ist keine reguläre Datei ({path})</translation>
    </message>
    <message>
        <source>the data file {text} does not exist (looked for {path})</source>
        <translation>die Datendatei {text} existiert nicht (gesucht unter {path})</translation>
    </message>
    <message>
        <source>generate must be a table of the generator's fields ({fields})</source>
        <translation>generate muss eine Tabelle mit den Feldern des Generators sein ({fields})</translation>
    </message>
    <message>
        <source>a generated dataset needs seed = a whole number ≥ 0 (the data depend on it)</source>
        <translation>ein erzeugter Datensatz braucht seed = eine ganze Zahl ≥ 0 (die Daten hängen davon ab)</translation>
    </message>
    <message>
        <source>settings must be a table of the scenario's settings ({value})</source>
        <translation>settings muss eine Tabelle mit den Einstellungen des Szenarios sein ({value})</translation>
    </message>
    <message>
        <source>it has none</source>
        <translation>es hat keine</translation>
    </message>
    <message>
        <source>{name} has SHA-256 {digest}, but the experiment file says {sha256}: the data changed since the file was written (restore it, or update sha256)</source>
        <translation>{name} hat SHA-256 {digest}, aber die Experimentdatei nennt {sha256}: die Daten haben sich geändert, seit die Datei geschrieben wurde (stellen Sie sie wieder her oder passen Sie sha256 an)</translation>
    </message>
    <message>
        <source>the dataset has no data rows</source>
        <translation>der Datensatz hat keine Datenzeilen</translation>
    </message>
    <message>
        <source>a worker process died (out of memory?); the cells finished so far are saved: run the same command again to go on, with fewer --workers if memory is short</source>
        <translation>ein Worker-Prozess ist abgestürzt (zu wenig Speicher?); die bisher fertigen Zellen sind gespeichert: führen Sie denselben Befehl erneut aus, um fortzufahren, bei knappem Speicher mit weniger --workers</translation>
    </message>
    <message>
        <source>exists and is not a folder: choose another --out</source>
        <translation>existiert und ist kein Ordner: wählen Sie ein anderes --out</translation>
    </message>
    <message>
        <source>--out {folder} already holds {what}; expmech batch writes only into a new or empty folder or a previous run of {name}: choose another --out</source>
        <translation>--out {folder} enthält bereits {what}; expmech batch schreibt nur in einen neuen oder leeren Ordner oder in einen früheren Lauf von {name}: wählen Sie ein anderes --out</translation>
    </message>
    <message>
        <source>{text!r} is not KEY=VALUE (a key of the file by its dotted path, e.g. grid.epsilon=[0.1,1] or seed=3)</source>
        <translation>{text!r} ist nicht KEY=VALUE (ein Schlüssel der Datei mit seinem Punktpfad, z. B. grid.epsilon=[0.1,1] oder seed=3)</translation>
    </message>
    <message>
        <source>the value is longer than {max_value:,} characters</source>
        <translation>der Wert ist länger als {max_value:,} Zeichen</translation>
    </message>
    <message>
        <source>the value nests arrays or tables too deeply</source>
        <translation>der Wert verschachtelt Arrays oder Tabellen zu tief</translation>
    </message>
    <message>
        <source>{key} is given twice</source>
        <translation>{key} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>{table} is not a table in the file, so it has no {name!r}</source>
        <translation>{table} ist in der Datei keine Tabelle, hat also kein {name!r}</translation>
    </message>
    <message>
        <source>--workers must be a whole number ≥ 1, not {workers!r}</source>
        <translation>--workers muss eine ganze Zahl ≥ 1 sein, nicht {workers!r}</translation>
    </message>
    <message>
        <source>a worker process died (out of memory?): try fewer --workers</source>
        <translation>ein Worker-Prozess ist abgestürzt (zu wenig Speicher?): versuchen Sie weniger --workers</translation>
    </message>
    <message>
        <source>--dask {address}: write local:N with N a whole number of workers</source>
        <translation>--dask {address}: schreiben Sie local:N mit N als ganzer Zahl von Workern</translation>
    </message>
    <message>
        <source>--format parquet needs pyarrow: {batch_extra}</source>
        <translation>--format parquet braucht pyarrow: {batch_extra}</translation>
    </message>
    <message>
        <source> (did you mean guarantee.{term}?)</source>
        <translation> (meinten Sie guarantee.{term}?)</translation>
    </message>
    <message>
        <source>{name!r}: the guarantee of {scenarios} has no {term!r}{hint}; its terms are {terms}</source>
        <translation>{name!r}: die Garantie von {scenarios} hat kein {term!r}{hint}; ihre Terme sind {terms}</translation>
    </message>
    <message>
        <source>the disk holding {out} is full: free some space there and run {path} again (the cells saved so far are kept)</source>
        <translation>der Datenträger mit {out} ist voll: schaffen Sie dort Platz und führen Sie {path} erneut aus (die bisher gespeicherten Zellen bleiben erhalten)</translation>
    </message>
    <message>
        <source>{reason}: {done:,} of {cells:,} cells are saved and the other {left:,} are not done; when the cluster is back, run {path} to finish them</source>
        <translation>{reason}: {done:,} von {cells:,} Zellen sind gespeichert, die anderen {left:,} sind nicht fertig; wenn der Cluster wieder da ist, führen Sie {path} aus, um sie abzuschließen</translation>
    </message>
    <message>
        <source>zip takes two or more names of [grid] parameters in quotes, e.g. zip = ["epsilon", "trials"], or a list of such lists</source>
        <translation>zip nimmt zwei oder mehr Namen von [grid]-Parametern in Anführungszeichen, z. B. zip = ["epsilon", "trials"], oder eine Liste solcher Listen</translation>
    </message>
    <message>
        <source>{name!r} is not a parameter of [grid] ({value})</source>
        <translation>{name!r} ist kein Parameter von [grid] ({value})</translation>
    </message>
    <message>
        <source>{name!r} is zipped twice</source>
        <translation>{name!r} ist doppelt gezippt</translation>
    </message>
    <message>
        <source>sample must be a table: write [sample], n = N and one parameter range per line</source>
        <translation>sample muss eine Tabelle sein: schreiben Sie [sample], n = N und einen Parameterbereich pro Zeile</translation>
    </message>
    <message>
        <source>n (the number of points) must be a whole number from 1 to {max_points:,}, not {n!r}</source>
        <translation>n (die Zahl der Punkte) muss eine ganze Zahl von 1 bis {max_points:,} sein, nicht {n!r}</translation>
    </message>
    <message>
        <source>method must be "latin-hypercube" or "random", not {method!r}</source>
        <translation>method muss "latin-hypercube" oder "random" sein, nicht {method!r}</translation>
    </message>
    <message>
        <source>the points are drawn from sample.seed, else the file's seed: give a whole number from 0 to 2^63 − 1</source>
        <translation>die Punkte werden aus sample.seed gezogen, sonst aus dem seed der Datei: geben Sie eine ganze Zahl von 0 bis 2^63 − 1 an</translation>
    </message>
    <message>
        <source>name a parameter to sample, e.g. epsilon = "0.1:10:log"</source>
        <translation>nennen Sie einen Parameter für die Stichprobe, z. B. epsilon = "0.1:10:log"</translation>
    </message>
    <message>
        <source>a sampled parameter takes a range "LO:HI" or "LO:HI:log" of numbers, not {text!r}</source>
        <translation>ein Stichprobenparameter nimmt einen Bereich "LO:HI" oder "LO:HI:log" aus Zahlen, nicht {text!r}</translation>
    </message>
    <message>
        <source>in the range {text!r}: {exc}</source>
        <translation>im Bereich {text!r}: {exc}</translation>
    </message>
    <message>
        <source>in the range {text!r}: HI must be at least LO (and LO above 0 for :log)</source>
        <translation>im Bereich {text!r}: HI muss mindestens LO sein (und LO über 0 bei :log)</translation>
    </message>
    <message>
        <source>the sampled value {v!r}: {exc}</source>
        <translation>der gezogene Wert {v!r}: {exc}</translation>
    </message>
    <message>
        <source>{clash} is in [grid] too: give it in one of them</source>
        <translation>{clash} steht auch in [grid]: geben Sie es nur an einer Stelle an</translation>
    </message>
    <message>
        <source>two points are the same (they would run the same cells twice): change a value, or draw fewer points of whole-number ranges</source>
        <translation>zwei Punkte sind gleich (sie würden dieselben Zellen zweimal rechnen): ändern Sie einen Wert oder ziehen Sie weniger Punkte aus ganzzahligen Bereichen</translation>
    </message>
    <message>
        <source>--shard takes I/N, the shard's number I of N shards (e.g. 3/10), not {text!r}</source>
        <translation>--shard nimmt I/N, die Nummer I des Teils von N Teilen (z. B. 3/10), nicht {text!r}</translation>
    </message>
    <message>
        <source>--shard {text}: N (the number of shards) must be from 1 to {max_shards:,}</source>
        <translation>--shard {text}: N (die Zahl der Teile) muss von 1 bis {max_shards:,} reichen</translation>
    </message>
    <message>
        <source>--shard {text}: I (this shard's number) must be from 1 to N = {n:,}</source>
        <translation>--shard {text}: I (die Nummer dieses Teils) muss von 1 bis N = {n:,} reichen</translation>
    </message>
    <message>
        <source>{folder} (no shard has run there yet)</source>
        <translation>{folder} (dort ist noch kein Teil gelaufen)</translation>
    </message>
    <message>
        <source>the {count:,} shard folder in {folder}</source>
        <translation>dem {count:,} Teilordner in {folder}</translation>
    </message>
    <message>
        <source>the {count:,} shard folders in {folder}</source>
        <translation>den {count:,} Teilordnern in {folder}</translation>
    </message>
    <message>
        <source>--collect: {missing:,} of {total:,} cells are in none of {where}; run the shards that are missing or unfinished (expmech batch SPEC --out {out} --shard I/N), or run {command} to compute them here</source>
        <translation>--collect: {missing:,} von {total:,} Zellen stehen in keinem von {where}; führen Sie die fehlenden oder unfertigen Teile aus (expmech batch SPEC --out {out} --shard I/N) oder führen Sie {command} aus, um sie hier zu berechnen</translation>
    </message>
    <message>
        <source>is not UTF-8 text (save it as UTF-8)</source>
        <translation>ist kein UTF-8-Text (speichern Sie sie als UTF-8)</translation>
    </message>
    <message>
        <source>nests arrays or tables more than {max_nesting} deep (a spec needs at most 3)</source>
        <translation>verschachtelt Arrays oder Tabellen tiefer als {max_nesting} Ebenen (eine Experimentdatei braucht höchstens 3)</translation>
    </message>
    <message>
        <source>not valid TOML: {reason}</source>
        <translation>kein gültiges TOML: {reason}</translation>
    </message>
    <message>
        <source>nests arrays or tables too deeply to read (at most {max_nesting} levels)</source>
        <translation>verschachtelt Arrays oder Tabellen zu tief zum Lesen (höchstens {max_nesting} Ebenen)</translation>
    </message>
    <message>
        <source>format_version is missing: write format_version = {format_version} first</source>
        <translation>format_version fehlt: schreiben Sie zuerst format_version = {format_version}</translation>
    </message>
    <message>
        <source>this expmech reads format_version {format_version}, not {version!r}</source>
        <translation>dieses expmech liest format_version {format_version}, nicht {version!r}</translation>
    </message>
    <message>
        <source>seed is missing: the cells' seeds derive from it (a whole number from 0 to 2^63 − 1)</source>
        <translation>seed fehlt: die Seeds der Zellen leiten sich davon ab (eine ganze Zahl von 0 bis 2^63 − 1)</translation>
    </message>
    <message>
        <source>the grid has {size:,} cells; at most {max_cells:,} are allowed</source>
        <translation>das Raster hat {size:,} Zellen; höchstens {max_cells:,} sind erlaubt</translation>
    </message>
    <message>
        <source>{key} must be text in quotes</source>
        <translation>{key} muss ein Text in Anführungszeichen sein</translation>
    </message>
    <message>
        <source>scenario is missing: name one of {scenarios} (or a list of them)</source>
        <translation>scenario fehlt: nennen Sie eines von {scenarios} (oder eine Liste davon)</translation>
    </message>
    <message>
        <source>scenario must be one of {scenarios} in quotes, or a list of them</source>
        <translation>scenario muss eines von {scenarios} in Anführungszeichen sein oder eine Liste davon</translation>
    </message>
    <message>
        <source>unknown scenario {key!r}; use one of {scenarios}</source>
        <translation>unbekanntes Szenario {key!r}; verwenden Sie eines von {scenarios}</translation>
    </message>
    <message>
        <source>{key!r} is named twice</source>
        <translation>{key!r} ist doppelt genannt</translation>
    </message>
    <message>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{name} is a setting of the {settings} scenario only, and this experiment runs {scenarios}</source>
        <translation>{name} ist nur eine Einstellung des Szenarios {settings}, und dieses Experiment rechnet {scenarios}</translation>
    </message>
    <message>
        <source>grid must be a table: write [grid] and one parameter per line</source>
        <translation>grid muss eine Tabelle sein: schreiben Sie [grid] und einen Parameter pro Zeile</translation>
    </message>
    <message>
        <source>an empty list gives no cells: give at least one value</source>
        <translation>eine leere Liste ergibt keine Zellen: geben Sie mindestens einen Wert an</translation>
    </message>
    <message>
        <source>the value {v!r} is given twice (it would run the same cells twice)</source>
        <translation>der Wert {v!r} ist doppelt angegeben (er würde dieselben Zellen zweimal rechnen)</translation>
    </message>
    <message>
        <source>expected a number, a text or a range "LO:HI:N", not {item!r}</source>
        <translation>erwartet wird eine Zahl, ein Text oder ein Bereich "LO:HI:N", nicht {item!r}</translation>
    </message>
    <message>
        <source>expected one of the names in quotes, not {item!r}</source>
        <translation>erwartet wird einer der Namen in Anführungszeichen, nicht {item!r}</translation>
    </message>
    <message>
        <source>{item!r} is not a finite number</source>
        <translation>{item!r} ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>a range is "LO:HI:N" (N log-spaced values) or "LO:HI:N:lin" (evenly spaced), not {text!r}</source>
        <translation>ein Bereich ist "LO:HI:N" (N logarithmisch verteilte Werte) oder "LO:HI:N:lin" (gleichmäßig verteilt), nicht {text!r}</translation>
    </message>
    <message>
        <source>a choice takes names, not a range</source>
        <translation>eine Auswahl nimmt Namen, keinen Bereich</translation>
    </message>
    <message>
        <source>in the range {text!r}: HI ({hi}) must be at least LO ({lo})</source>
        <translation>im Bereich {text!r}: HI ({hi}) muss mindestens LO ({lo}) sein</translation>
    </message>
    <message>
        <source>in the range {text!r}: a log-spaced range needs LO greater than 0 (or write {text}:lin)</source>
        <translation>im Bereich {text!r}: ein logarithmischer Bereich braucht LO größer als 0 (oder schreiben Sie {text}:lin)</translation>
    </message>
    <message>
        <source>the range {text!r} gives {v:.6g}, which is not a whole number</source>
        <translation>der Bereich {text!r} ergibt {v:.6g}, das ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>record must be a table: write [record] and its keys</source>
        <translation>record muss eine Tabelle sein: schreiben Sie [record] und seine Schlüssel</translation>
    </message>
    <message>
        <source>fields must be a list of names in quotes, e.g. ["expected_score", "opt"]</source>
        <translation>fields muss eine Liste von Namen in Anführungszeichen sein, z. B. ["expected_score", "opt"]</translation>
    </message>
    <message>
        <source> (did you mean {name!r}?)</source>
        <translation> (meinten Sie {name!r}?)</translation>
    </message>
    <message>
        <source>{name!r} is not a field of the run JSON{hint}; use {known}</source>
        <translation>{name!r} ist kein Feld des Lauf-JSON{hint}; verwenden Sie {known}</translation>
    </message>
    <message>
        <source>{name!r} is listed twice</source>
        <translation>{name!r} steht doppelt in der Liste</translation>
    </message>
    <message>
        <source>counts must be true or false, not {counts!r}</source>
        <translation>counts muss true oder false sein, nicht {counts!r}</translation>
    </message>
    <message>
        <source>per must be "candidate" (a row per candidate) or "cell", not {per!r}</source>
        <translation>per muss "candidate" (eine Zeile je Kandidat) oder "cell" sein, nicht {per!r}</translation>
    </message>
    <message>
        <source>data is missing: a list of CSV paths (relative to this file), "preset:NAME" or generator tables</source>
        <translation>data fehlt: eine Liste von CSV-Pfaden (relativ zu dieser Datei), "preset:NAME" oder Generator-Tabellen</translation>
    </message>
    <message>
        <source>{key!r} is not a scenario of this experiment ({scenarios})</source>
        <translation>{key!r} ist kein Szenario dieses Experiments ({scenarios})</translation>
    </message>
    <message>
        <source>no data for the {missing} scenario: add data.{first} = [...]</source>
        <translation>keine Daten für das Szenario {missing}: ergänzen Sie data.{first} = [...]</translation>
    </message>
    <message>
        <source>with several scenarios, give the data per scenario: [data] then one line per scenario, e.g. {first} = ["preset:NAME"]</source>
        <translation>bei mehreren Szenarien geben Sie die Daten je Szenario an: [data] und dann eine Zeile pro Szenario, z. B. {first} = ["preset:NAME"]</translation>
    </message>
    <message>
        <source>expected a list of datasets, e.g. ["votes.csv"] or ["preset:NAME"]</source>
        <translation>erwartet wird eine Liste von Datensätzen, z. B. ["votes.csv"] oder ["preset:NAME"]</translation>
    </message>
    <message>
        <source>two datasets are called {label!r}: give one a name = "..."</source>
        <translation>zwei Datensätze heißen {label!r}: geben Sie einem davon name = "..."</translation>
    </message>
    <message>
        <source>unknown key {name!r}{hint}; the keys here are {known}</source>
        <translation>unbekannter Schlüssel {name!r}{hint}; die Schlüssel hier sind {known}</translation>
    </message>
    <message>
        <source>line {number} is damaged (not a finished cell); move the file aside and run again to redo its cells</source>
        <translation>Zeile {number} ist beschädigt (keine fertige Zelle); legen Sie die Datei beiseite und führen Sie den Lauf erneut aus, um ihre Zellen neu zu rechnen</translation>
    </message>
    <message>
        <source>another expmech batch is writing to this folder; wait for it or choose another --out</source>
        <translation>ein anderes expmech batch schreibt in diesen Ordner; warten Sie darauf oder wählen Sie ein anderes --out</translation>
    </message>
    <message>
        <source>choose a command: run, sweep, truthfulness or account (see expmech --help)</source>
        <translation>wählen Sie einen Befehl: run, sweep, truthfulness oder account (siehe expmech --help)</translation>
    </message>
    <message>
        <source>not enough memory for this experiment (try a coarser α or fewer candidates)</source>
        <translation>nicht genug Speicher für dieses Experiment (versuchen Sie ein gröberes α oder weniger Kandidaten)</translation>
    </message>
    <message>
        <source>argument {argument}: {problem}</source>
        <translation>Argument {argument}: {problem}</translation>
    </message>
    <message>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>ungültige Auswahl: {value} (wählen Sie aus {choices})</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>unbekannte Argumente: {arguments}</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>diese Argumente fehlen: {arguments}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>eines der Argumente {arguments} ist nötig</translation>
    </message>
    <message>
        <source>not allowed with argument {other}</source>
        <translation>nicht zusammen mit dem Argument {other} erlaubt</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>mehrdeutige Option: {option} könnte {matches} sein</translation>
    </message>
    <message>
        <source>invalid {kind} value: {value}</source>
        <translation>ungültiger {kind}-Wert: {value}</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Wert wird erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Wert wird erwartet</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Wert wird erwartet</translation>
    </message>
    <message>
        <source>ignored explicit argument {value}</source>
        <translation>ignoriertes Argument {value}</translation>
    </message>
    <message>
        <source>give the scheduler's address (tcp://HOST:8786) or local:N</source>
        <translation>geben Sie die Adresse des Schedulers (tcp://HOST:8786) oder local:N an</translation>
    </message>
    <message>
        <source>--init prints a new experiment file: give it without SPEC.toml</source>
        <translation>--init gibt eine neue Experimentdatei aus: geben Sie es ohne SPEC.toml an</translation>
    </message>
    <message>
        <source>give the experiment file (SPEC.toml), or --init SCENARIO to write one</source>
        <translation>geben Sie die Experimentdatei (SPEC.toml) an oder --init SZENARIO, um eine zu schreiben</translation>
    </message>
    <message>
        <source>--workers and --dask choose where the cells run: give one of them</source>
        <translation>--workers und --dask bestimmen, wo die Zellen laufen: geben Sie nur eines davon an</translation>
    </message>
    <message>
        <source>--shard runs one share of the cells and --collect gathers them all: give one of them</source>
        <translation>--shard rechnet einen Teil der Zellen und --collect sammelt alle ein: geben Sie nur eines davon an</translation>
    </message>
    <message>
        <source>{flag} says how a release is analysed on a scenario's data: give SCENARIO --data FILE (or --session FILE) with it, or leave it out</source>
        <translation>{flag} sagt, wie eine Veröffentlichung auf den Daten eines Szenarios analysiert wird: geben Sie SCENARIO --data FILE (oder --session FILE) dazu an oder lassen Sie es weg</translation>
    </message>
    <message>
        <source>--mechanism {mechanism} is a method of the {owners} scenario: give SCENARIO --data FILE with it (without data: {known})</source>
        <translation>--mechanism {mechanism} ist ein Verfahren des Szenarios {owners}: geben Sie SCENARIO --data FILE dazu an (ohne Daten: {known})</translation>
    </message>
    <message>
        <source>--epsilons lists the ε of every release: leave out --epsilon and --releases (or give --epsilon E --releases K without --epsilons)</source>
        <translation>--epsilons nennt das ε jeder Veröffentlichung: lassen Sie --epsilon und --releases weg (oder geben Sie --epsilon E --releases K ohne --epsilons an)</translation>
    </message>
    <message>
        <source>give --epsilon E --releases K (K releases at one ε) or --epsilons E1,E2,… (one release at each ε)</source>
        <translation>geben Sie --epsilon E --releases K (K Veröffentlichungen mit einem ε) oder --epsilons E1,E2,… (eine Veröffentlichung je ε) an</translation>
    </message>
    <message>
        <source>--releases K is required with --epsilon E: how many releases at that ε</source>
        <translation>--releases K ist mit --epsilon E nötig: wie viele Veröffentlichungen mit diesem ε</translation>
    </message>
    <message>
        <source>--draws, --workers and --dask go with --streamed</source>
        <translation>--draws, --workers und --dask gehören zu --streamed</translation>
    </message>
    <message>
        <source>the grid has {size:,} points; at most {most:,} are allowed</source>
        <translation>das Raster hat {size:,} Punkte; höchstens {most:,} sind erlaubt</translation>
    </message>
    <message>
        <source>--streamed is for scenarios whose candidates are too many to list ({streamed}), not {scenario}</source>
        <translation>--streamed ist für Szenarien mit zu vielen Kandidaten zum Auflisten ({streamed}), nicht für {scenario}</translation>
    </message>
    <message>
        <source>--streamed samples the exponential mechanism with the general analysis: leave --mechanism and --analysis out</source>
        <translation>--streamed zieht aus dem Exponentialmechanismus mit der allgemeinen Analyse: lassen Sie --mechanism und --analysis weg</translation>
    </message>
    <message>
        <source>--workers and --dask choose where the chunks run: give one of them</source>
        <translation>--workers und --dask bestimmen, wo die Teilstücke laufen: geben Sie nur eines davon an</translation>
    </message>
    <message>
        <source>the {scenario} scenario has no participant who could misreport</source>
        <translation>das Szenario {scenario} hat keine Teilnehmenden, die falsch angeben könnten</translation>
    </message>
    <message>
        <source>{flag} ROW is required: the {noun}'s table row</source>
        <translation>{flag} ROW ist nötig: die Tabellenzeile von „{noun}“</translation>
    </message>
    <message>
        <source>--colluders applies to the pricing scenario's bidders, not to {scenario}</source>
        <translation>--colluders gilt für die Bietenden des Preis-Szenarios, nicht für {scenario}</translation>
    </message>
    <message>
        <source>--reports applies to the pricing scenario's bidders, not to {scenario}</source>
        <translation>--reports gilt für die Bietenden des Preis-Szenarios, nicht für {scenario}</translation>
    </message>
    <message>
        <source>export-code writes a script, not JSON: use --out PATH</source>
        <translation>export-code schreibt ein Skript, kein JSON: verwenden Sie --out PATH</translation>
    </message>
    <message>
        <source>{flags} applies only to the {owners} scenario, and {where} is {key}</source>
        <translation>{flags} gilt nur für das Szenario {owners}, und {where} ist {key}</translation>
    </message>
    <message>
        <source>{flags} applies only to the {owners} scenarios, and {where} is {key}</source>
        <translation>{flags} gilt nur für die Szenarien {owners}, und {where} ist {key}</translation>
    </message>
    <message>
        <source>{flags} apply only to the {owners} scenario, and {where} is {key}</source>
        <translation>{flags} gelten nur für das Szenario {owners}, und {where} ist {key}</translation>
    </message>
    <message>
        <source>{flags} apply only to the {owners} scenarios, and {where} is {key}</source>
        <translation>{flags} gelten nur für die Szenarien {owners}, und {where} ist {key}</translation>
    </message>
    <message>
        <source>--base-measure {given}: there is no such file, and a column name needs --data FILE</source>
        <translation>--base-measure {given}: diese Datei gibt es nicht, und ein Spaltenname braucht --data FILE</translation>
    </message>
    <message>
        <source>--base-measure {given}: there is no such file; in {scenario} data {where}</source>
        <translation>--base-measure {given}: diese Datei gibt es nicht; in Daten von {scenario} {where}</translation>
    </message>
    <message>
        <source>--base-measure applies only to the {with_prior} scenarios, not {scenario}</source>
        <translation>--base-measure gilt nur für die Szenarien {with_prior}, nicht für {scenario}</translation>
    </message>
    <message>
        <source>{flag} runs one of the scenario's shipped presets, so {other} cannot be given with it</source>
        <translation>{flag} rechnet eine mitgelieferte Vorlage des Szenarios, daher kann {other} nicht zusätzlich angegeben werden</translation>
    </message>
    <message>
        <source>the scenario {scenario!r}</source>
        <translation>das Szenario {scenario!r}</translation>
    </message>
    <message>
        <source> (to use the session's {scenario} workspace, write --workspace {scenario})</source>
        <translation> (um den Arbeitsbereich {scenario} der Sitzung zu verwenden, schreiben Sie --workspace {scenario})</translation>
    </message>
    <message>
        <source>--session takes the scenario and the data from the session file, so {clash} cannot be given with it: leave it out{tip}</source>
        <translation>--session nimmt Szenario und Daten aus der Sitzungsdatei, daher kann {clash} nicht zusätzlich angegeben werden: lassen Sie es weg{tip}</translation>
    </message>
    <message>
        <source>--session takes the scenario and the data from the session file, so {clash} cannot be given with it: leave them out{tip}</source>
        <translation>--session nimmt Szenario und Daten aus der Sitzungsdatei, daher können {clash} nicht zusätzlich angegeben werden: lassen Sie sie weg{tip}</translation>
    </message>
    <message>
        <source>--workspace chooses a workspace of a session: use it with --session FILE</source>
        <translation>--workspace wählt einen Arbeitsbereich einer Sitzung: verwenden Sie es mit --session FILE</translation>
    </message>
    <message>
        <source>{missing} is required: give SCENARIO --data FILE {eps}, or --session FILE</source>
        <translation>{missing} ist nötig: geben Sie SCENARIO --data FILE {eps} oder --session FILE an</translation>
    </message>
    <message>
        <source>{missing} are required: give SCENARIO --data FILE {eps}, or --session FILE</source>
        <translation>{missing} sind nötig: geben Sie SCENARIO --data FILE {eps} oder --session FILE an</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>das Szenario</translation>
    </message>
    <message>
        <source>has no data rows (it is empty or holds only a header)</source>
        <translation>hat keine Datenzeilen (sie ist leer oder enthält nur eine Kopfzeile)</translation>
    </message>
    <message>
        <source>{flag} needs SCENARIO: which scenario's preset to run (expmech presets lists them)</source>
        <translation>{flag} braucht SCENARIO: die Vorlage welches Szenarios gerechnet werden soll (expmech presets listet sie auf)</translation>
    </message>
    <message>
        <source>the {scenario} scenario ships no preset; give --data FILE</source>
        <translation>das Szenario {scenario} liefert keine Vorlage mit; geben Sie --data FILE an</translation>
    </message>
    <message>
        <source>--workspace: the session has no {key} workspace (it has: {have})</source>
        <translation>--workspace: die Sitzung hat keinen Arbeitsbereich {key} (sie hat: {have})</translation>
    </message>
    <message>
        <source>the session's {key} workspace has no data rows</source>
        <translation>der Arbeitsbereich {key} der Sitzung hat keine Datenzeilen</translation>
    </message>
    <message>
        <source>the session's workspace</source>
        <translation>der Arbeitsbereich der Sitzung</translation>
    </message>
    <message>
        <source>cannot write ({reason})</source>
        <translation>kann nicht schreiben ({reason})</translation>
    </message>
    <message>
        <source>--epsilon is required with --data (ε is a number {bounds})</source>
        <translation>--epsilon ist mit --data nötig (ε ist eine Zahl, {bounds})</translation>
    </message>
    <message>
        <source>the number of releases</source>
        <translation>die Zahl der Veröffentlichungen</translation>
    </message>
    <message>
        <source>expected ε values separated by commas, e.g. 0.5,0.5,1,2</source>
        <translation>erwartet werden ε-Werte, durch Kommas getrennt, z. B. 0.5,0.5,1,2</translation>
    </message>
    <message>
        <source>at most {most:,} values, not {count:,} (for many releases at one ε use --epsilon E --releases K)</source>
        <translation>höchstens {most:,} Werte, nicht {count:,} (für viele Veröffentlichungen mit einem ε verwenden Sie --epsilon E --releases K)</translation>
    </message>
    <message>
        <source>value {i} is empty: separate the ε values by single commas (decimals with a point: 0.5,1)</source>
        <translation>Wert {i} ist leer: trennen Sie die ε-Werte durch einzelne Kommas (Dezimalstellen mit Punkt: 0.5,1)</translation>
    </message>
    <message>
        <source>value {i}: {problem}</source>
        <translation>Wert {i}: {problem}</translation>
    </message>
    <message>
        <source>expected one value or LO:HI:N (e.g. 0.1:10:9), not {text!r}</source>
        <translation>erwartet wird ein Wert oder LO:HI:N (z. B. 0.1:10:9), nicht {text!r}</translation>
    </message>
    <message>
        <source>{what}: a range is log-spaced, so LO must be greater than 0, not {lo}</source>
        <translation>{what}: ein Bereich ist logarithmisch verteilt, daher muss LO größer als 0 sein, nicht {lo}</translation>
    </message>
    <message>
        <source>the row</source>
        <translation>die Zeile</translation>
    </message>
    <message>
        <source>the number of draws</source>
        <translation>die Zahl der Ziehungen</translation>
    </message>
    <message>
        <source>the number of workers</source>
        <translation>die Zahl der Worker</translation>
    </message>
    <message>
        <source>HI ({hi}) must be at least LO ({lo})</source>
        <translation>HI ({hi}) muss mindestens LO ({lo}) sein</translation>
    </message>
    <message>
        <source>expected LO:HI:N (e.g. 0:3:31), not {text!r}</source>
        <translation>erwartet wird LO:HI:N (z. B. 0:3:31), nicht {text!r}</translation>
    </message>
    <message>
        <source>a report</source>
        <translation>eine Angabe</translation>
    </message>
    <message>
        <source>--epsilon: {problem}</source>
        <translation>--epsilon: {problem}</translation>
    </message>
    <message>
        <source>--seed must be a whole number ≥ 0, not {seed}</source>
        <translation>--seed muss eine ganze Zahl ≥ 0 sein, nicht {seed}</translation>
    </message>
    <message>
        <source>the {scenario} room needs --candidates or --options</source>
        <translation>der Raum für {scenario} braucht --candidates oder --options</translation>
    </message>
    <message>
        <source>unknown scenario {text!r}; use one of {known}</source>
        <translation>unbekanntes Szenario {text!r}; verwenden Sie eines von {known}</translation>
    </message>
    <message>
        <source>δ: {problem}</source>
        <translation>δ: {problem}</translation>
    </message>
    <message>
        <source>δ must be greater than 0 and less than 1, not {delta!r}</source>
        <translation>δ muss größer als 0 und kleiner als 1 sein, nicht {delta!r}</translation>
    </message>
    <message>
        <source>the Gaussian view needs a finite scale c, sensitivity Δ and score range, all above 0</source>
        <translation>die Gauß-Sicht braucht eine endliche Skala c, Sensitivität Δ und Spannweite der Bewertung, alle über 0</translation>
    </message>
    <message>
        <source>the Gaussian view needs at least one release</source>
        <translation>die Gauß-Sicht braucht mindestens eine Veröffentlichung</translation>
    </message>
    <message>
        <source>t must be a number, not {t!r}</source>
        <translation>t muss eine Zahl sein, nicht {t!r}</translation>
    </message>
    <message>
        <source>t must be at least 0 and at most {most:g}, not {t:g}</source>
        <translation>t muss mindestens 0 und höchstens {most:g} sein, nicht {t:g}</translation>
    </message>
    <message>
        <source>the accepted loss must be a number, not {max_loss!r}</source>
        <translation>der akzeptierte Verlust muss eine Zahl sein, nicht {max_loss!r}</translation>
    </message>
    <message>
        <source>the accepted loss must be a finite number ≥ 0, not {max_loss!r}</source>
        <translation>der akzeptierte Verlust muss eine endliche Zahl ≥ 0 sein, nicht {max_loss!r}</translation>
    </message>
    <message>
        <source>the exact sampler gave up after {proposals:,} proposals</source>
        <translation>der exakte Sampler hat nach {proposals:,} Vorschlägen aufgegeben</translation>
    </message>
    <message>
        <source>the exact sampler covers {covered}, not {mechanism!r}</source>
        <translation>der exakte Sampler deckt {covered} ab, nicht {mechanism!r}</translation>
    </message>
    <message>
        <source>{method} is defined for the uniform base measure only</source>
        <translation>{method} ist nur für das gleichmäßige Basismaß definiert</translation>
    </message>
    <message>
        <source>the exact sampler covers none of this scenario’s methods, not {what}</source>
        <translation>der exakte Sampler deckt keines der Verfahren dieses Szenarios ab, nicht {what}</translation>
    </message>
    <message>
        <source>the exact sampler covers {covered}, not {what}: choose one of those for an exact release</source>
        <translation>der exakte Sampler deckt {covered} ab, nicht {what}: wählen Sie eines davon für eine exakte Veröffentlichung</translation>
    </message>
    <message>
        <source>k = {k} is more than the candidates that can be chosen</source>
        <translation>k = {k} ist mehr als die Kandidaten, die gewählt werden können</translation>
    </message>
    <message>
        <source>the monotone analysis (ε/Δ) is not valid under {neighbours} neighbours: {reason}</source>
        <translation>die monotone Analyse (ε/Δ) gilt nicht unter Nachbarn der Art {neighbours}: {reason}</translation>
    </message>
    <message>
        <source>the monotone analysis (ε/Δ) is not valid under {neighbours} neighbours</source>
        <translation>die monotone Analyse (ε/Δ) gilt nicht unter Nachbarn der Art {neighbours}</translation>
    </message>
    <message>
        <source>{what} must be ≥ 0, not {value}</source>
        <translation>{what} muss ≥ 0 sein, nicht {value}</translation>
    </message>
    <message>
        <source>searching for the most exposed individual over {m:,} candidates would need about {need:.1f} GiB of memory, more than the {most:.0f} GiB this search may use; use fewer candidates (for pricing, a larger α) and search again</source>
        <translation>die Suche nach der am stärksten betroffenen Person über {m:,} Kandidaten bräuchte etwa {need:.1f} GiB Speicher, mehr als die {most:.0f} GiB, die diese Suche nutzen darf; verwenden Sie weniger Kandidaten (beim Preis-Szenario ein größeres α) und suchen Sie erneut</translation>
    </message>
    <message>
        <source>there was not enough memory to search the neighbours over {m:,} candidates; use fewer candidates (for pricing, a larger α) and search again</source>
        <translation>der Speicher reichte nicht, um die Nachbarn über {m:,} Kandidaten zu durchsuchen; verwenden Sie weniger Kandidaten (beim Preis-Szenario ein größeres α) und suchen Sie erneut</translation>
    </message>
    <message>
        <source>{labels} labels for {scores} scores</source>
        <translation>{labels} Beschriftungen für {scores} Bewertungen</translation>
    </message>
    <message>
        <source>the sensitivity Δ must be a finite number &gt; 0, not {delta!r}</source>
        <translation>die Sensitivität Δ muss eine endliche Zahl &gt; 0 sein, nicht {delta!r}</translation>
    </message>
    <message>
        <source>candidate values must have one entry per candidate</source>
        <translation>die Kandidatenwerte brauchen einen Eintrag je Kandidat</translation>
    </message>
    <message>
        <source>the base measure needs one weight per candidate</source>
        <translation>das Basismaß braucht ein Gewicht je Kandidat</translation>
    </message>
    <message>
        <source>base-measure weights must be finite and non-negative</source>
        <translation>die Gewichte des Basismaßes müssen endlich und nicht negativ sein</translation>
    </message>
    <message>
        <source>at least one base-measure weight must be positive</source>
        <translation>mindestens ein Gewicht des Basismaßes muss positiv sein</translation>
    </message>
    <message>
        <source>the score's range under {notion} neighbours must be a finite number ≥ 0, not {spread!r}</source>
        <translation>die Spannweite der Bewertung unter Nachbarn der Art {notion} muss eine endliche Zahl ≥ 0 sein, nicht {spread!r}</translation>
    </message>
    <message>
        <source>monotonicity not stated for neighbour notion(s) {missing}</source>
        <translation>Monotonie nicht angegeben für die Nachbarschaftsart(en) {missing}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>ε_local must be a number from {lo:g} to {hi:g}</source>
        <translation>ε_local muss eine Zahl von {lo:g} bis {hi:g} sein</translation>
    </message>
    <message>
        <source>one-shot Laplace top-k has no exact law here, so no receipt is computed</source>
        <translation>das einmalige Laplace-Top-k hat hier kein exaktes Gesetz, daher wird keine Quittung berechnet</translation>
    </message>
    <message>
        <source>this scenario's candidates have no values to tell its answers apart</source>
        <translation>die Kandidaten dieses Szenarios haben keine Werte, die seine Antworten unterscheiden</translation>
    </message>
    <message>
        <source>the room could not listen on {host}:{port}: {error}</source>
        <translation>der Raum konnte nicht auf {host}:{port} lauschen: {error}</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>the room could not handle that request</source>
        <translation>der Raum konnte diese Anfrage nicht bearbeiten</translation>
    </message>
    <message>
        <source>too many requests: wait a few seconds and try again</source>
        <translation>zu viele Anfragen: warten Sie ein paar Sekunden und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>there is nothing here</source>
        <translation>hier gibt es nichts</translation>
    </message>
    <message>
        <source>the answer is too large (at most 4 KiB)</source>
        <translation>die Antwort ist zu groß (höchstens 4 KiB)</translation>
    </message>
    <message>
        <source>the answer took too long to arrive</source>
        <translation>die Antwort kam zu langsam an</translation>
    </message>
    <message>
        <source>the answer is not valid JSON</source>
        <translation>die Antwort ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>send {{"answer": …}}</source>
        <translation>senden Sie {{"answer": …}}</translation>
    </message>
    <message>
        <source>a join code is 4 to 32 letters or digits</source>
        <translation>ein Beitrittscode hat 4 bis 32 Buchstaben oder Ziffern</translation>
    </message>
    <message>
        <source>the room holds from 1 to {most:,} participants</source>
        <translation>der Raum fasst 1 bis {most:,} Teilnehmende</translation>
    </message>
    <message>
        <source>local randomized response applies to a choice or to likes, not to a number</source>
        <translation>lokale randomisierte Antwort gilt für eine Auswahl oder für Vorlieben, nicht für eine Zahl</translation>
    </message>
    <message>
        <source>this room randomizes answers on the phone with ε_local = {local_epsilon:g}; reload the page</source>
        <translation>dieser Raum randomisiert Antworten auf dem Telefon mit ε_local = {local_epsilon:g}; laden Sie die Seite neu</translation>
    </message>
    <message>
        <source>this room does not randomize answers; reload the page</source>
        <translation>dieser Raum randomisiert keine Antworten; laden Sie die Seite neu</translation>
    </message>
    <message>
        <source>the room is closed: answers are no longer taken</source>
        <translation>der Raum ist geschlossen: Antworten werden nicht mehr angenommen</translation>
    </message>
    <message>
        <source>the room is full (at most {max_participants:,} participants)</source>
        <translation>der Raum ist voll (höchstens {max_participants:,} Teilnehmende)</translation>
    </message>
    <message>
        <source>{what} takes at least two names separated by commas, none empty</source>
        <translation>{what} braucht mindestens zwei durch Kommas getrennte Namen, keiner leer</translation>
    </message>
    <message>
        <source>{what} names a choice twice</source>
        <translation>{what} nennt eine Auswahl doppelt</translation>
    </message>
    <message>
        <source>the {title} workspace takes {allowed}, not {mechanism}</source>
        <translation>der Arbeitsbereich {title} nimmt {allowed}, nicht {mechanism}</translation>
    </message>
    <message>
        <source>workspaces.{key}.parameters.{name}: {reason}</source>
        <translation>workspaces.{key}.parameters.{name}: {reason}</translation>
    </message>
    <message>
        <source>workspaces.{key}.parameters.{name}: must be {bounds}, not {value}</source>
        <translation>workspaces.{key}.parameters.{name}: muss {bounds} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{where}: cannot be opened ({name}: {exc})</source>
        <translation>{where}: lässt sich nicht öffnen ({name}: {exc})</translation>
    </message>
    <message>
        <source>{where}: saved results but the saved settings are invalid ({problem})</source>
        <translation>{where}: gespeicherte Ergebnisse, aber die gespeicherten Einstellungen sind ungültig ({problem})</translation>
    </message>
    <message>
        <source>{where}.simulation.counts: {counts:,} counts but the saved settings give {m:,} candidates</source>
        <translation>{where}.simulation.counts: {counts:,} Zählungen, aber die gespeicherten Einstellungen ergeben {m:,} Kandidaten</translation>
    </message>
    <message>
        <source>{path}: cannot write the PNG</source>
        <translation>{path}: das PNG lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>{path}: cannot write the SVG</source>
        <translation>{path}: das SVG lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>{path}: nothing was written</source>
        <translation>{path}: nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>{path}: cannot write the SVG ({reason})</source>
        <translation>{path}: das SVG lässt sich nicht schreiben ({reason})</translation>
    </message>
    <message>
        <source>there is not enough memory for a problem this size: use fewer rows or candidates (for pricing, a larger α gives fewer prices) and try again</source>
        <translation>für ein Problem dieser Größe reicht der Speicher nicht: verwenden Sie weniger Zeilen oder Kandidaten (beim Preis-Szenario ergibt ein größeres α weniger Preise) und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the computation was interrupted</source>
        <translation>die Berechnung wurde unterbrochen</translation>
    </message>
    <message>
        <source>these settings give numbers too large or too small to compute: try values nearer the defaults, within the ranges each box's tooltip states</source>
        <translation>diese Einstellungen ergeben zu große oder zu kleine Zahlen zum Rechnen: versuchen Sie Werte näher an den Vorgaben, in den Bereichen, die der Tooltip jedes Felds nennt</translation>
    </message>
    <message>
        <source>an unexpected internal problem stopped it: try other settings, and if it persists, please report it (the details are in the log)</source>
        <translation>ein unerwartetes internes Problem hat es gestoppt: versuchen Sie andere Einstellungen und melden Sie es bitte, wenn es bleibt (die Einzelheiten stehen im Log)</translation>
    </message>
    <message>
        <source>Could not {what}: {reason}.</source>
        <translation>Nicht möglich: {what} – {reason}.</translation>
    </message>
    <message>
        <source>compute this instance</source>
        <translation>diese Instanz berechnen</translation>
    </message>
    <message>
        <source>draw this instance</source>
        <translation>diese Instanz ziehen</translation>
    </message>
    <message>
        <source>the bits must be a string of 0s and 1s, such as 1011</source>
        <translation>die Bits müssen eine Folge aus 0 und 1 sein, etwa 1011</translation>
    </message>
    <message>
        <source>the data needs at least one number</source>
        <translation>die Daten brauchen mindestens eine Zahl</translation>
    </message>
    <message>
        <source>the table needs at least two rows separated by ';', one per dataset</source>
        <translation>die Tabelle braucht mindestens zwei durch ';' getrennte Zeilen, eine je Datensatz</translation>
    </message>
    <message>
        <source>no valid settings to report on</source>
        <translation>keine gültigen Einstellungen für einen Bericht</translation>
    </message>
    <message>
        <source>{path}: the PDF could not be made</source>
        <translation>{path}: das PDF ließ sich nicht erstellen</translation>
    </message>
    <message>
        <source>compare the two calibrations</source>
        <translation>die beiden Kalibrierungen vergleichen</translation>
    </message>
    <message>
        <source>give {count} prior weights, one per option, not {given}</source>
        <translation>geben Sie {count} A-priori-Gewichte an, eines je Option, nicht {given}</translation>
    </message>
    <message>
        <source>the lunch table already has {most} options, the most the app supports</source>
        <translation>die Mittagstabelle hat schon {most} Optionen, die meisten, die die App unterstützt</translation>
    </message>
    <message>
        <source>Nothing was pasted: the lunch table has no options yet; add the options (columns) first</source>
        <translation>Nichts wurde eingefügt: die Mittagstabelle hat noch keine Optionen; fügen Sie zuerst die Optionen (Spalten) hinzu</translation>
    </message>
    <message>
        <source>{path}: could not write the slide; the slides before it are in {folder}</source>
        <translation>{path}: die Folie ließ sich nicht schreiben; die Folien davor liegen in {folder}</translation>
    </message>
    <message>
        <source>generate the data</source>
        <translation>die Daten erzeugen</translation>
    </message>
    <message>
        <source>no valid settings</source>
        <translation>keine gültigen Einstellungen</translation>
    </message>
    <message>
        <source> or a name as the table shows it</source>
        <translation> oder einen Namen, wie die Tabelle ihn zeigt</translation>
    </message>
    <message>
        <source>Choose the {noun}: type a table row number (1 to {rows:,}){or_name}.</source>
        <translation>Wählen Sie „{noun}“: geben Sie eine Tabellenzeile ein (1 bis {rows:,}){or_name}.</translation>
    </message>
    <message>
        <source>{hits:,} rows are called '{s}' (table rows {listed}): type the row number instead.</source>
        <translation>{hits:,} Zeilen heißen '{s}' (Tabellenzeilen {listed}): geben Sie stattdessen die Zeilennummer ein.</translation>
    </message>
    <message>
        <source>There is no {noun} called '{s}': type a name as the table shows it, or a table row number (1 to {rows:,}).</source>
        <translation>Es gibt kein „{noun}“ namens '{s}': geben Sie einen Namen ein, wie die Tabelle ihn zeigt, oder eine Tabellenzeile (1 bis {rows:,}).</translation>
    </message>
    <message>
        <source>The {noun}'s table row: {exc}.</source>
        <translation>Die Tabellenzeile von „{noun}“: {exc}.</translation>
    </message>
    <message>
        <source>Table row {r:,} is excluded from runs (a cell on it is invalid): fix it in the table or choose another row.</source>
        <translation>Tabellenzeile {r:,} ist von Läufen ausgeschlossen (eine Zelle darin ist ungültig): korrigieren Sie sie in der Tabelle oder wählen Sie eine andere Zeile.</translation>
    </message>
    <message>
        <source>Table row {r:,} is not in the data the numbers were computed for: wait for the update and try again.</source>
        <translation>Tabellenzeile {r:,} ist nicht in den Daten, für die die Zahlen berechnet wurden: warten Sie die Aktualisierung ab und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>{path}: cannot write ({reason}); nothing was written</source>
        <translation>{path}: kann nicht schreiben ({reason}); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>to spend {target} like the first row, this configuration would need ε = {eps}, outside the allowed range; turn off Match privacy spent or change the first row</source>
        <translation>um wie die erste Zeile {target} zu verbrauchen, bräuchte diese Konfiguration ε = {eps}, außerhalb des erlaubten Bereichs; schalten Sie „Verbrauchte Privatsphäre angleichen“ aus oder ändern Sie die erste Zeile</translation>
    </message>
    <message>
        <source>the data has no {candidate_name} called {name!r} any more: remove this row</source>
        <translation>die Daten haben kein „{candidate_name}“ namens {name!r} mehr: entfernen Sie diese Zeile</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>zipped lists must be as long as one another: {lengths}</source>
        <translation>gezippte Listen müssen gleich lang sein: {lengths}</translation>
    </message>
    <message>
        <source>{name} has {count}</source>
        <translation>{name} hat {count}</translation>
    </message>
    <message>
        <source>expected true or false, not {disjoint!r:.40}</source>
        <translation>erwartet wird true oder false, nicht {disjoint!r:.40}</translation>
    </message>
    <message>
        <source>expected an object with “epsilon” and “delta”</source>
        <translation>erwartet wird ein Objekt mit „epsilon“ und „delta“</translation>
    </message>
    <message>
        <source>Kept α = {previous}: a grid of {m:,} prices was not computed</source>
        <translation>α = {previous} beibehalten: ein Raster mit {m:,} Preisen wurde nicht berechnet</translation>
    </message>
    <message>
        <source>α gives {m:,} prices; not computed</source>
        <translation>α ergibt {m:,} Preise; nicht berechnet</translation>
    </message>
    <message>
        <source>the results cannot be shown ({reason})</source>
        <translation>die Ergebnisse lassen sich nicht anzeigen ({reason})</translation>
    </message>
    <message>
        <source>{old} is spelt {new} in this scenario's command line; the old spelling still works in this release and will be removed in the next</source>
        <translation>{old} heißt in der Befehlszeile dieses Szenarios {new}; die alte Schreibweise funktioniert in dieser Version noch und entfällt in der nächsten</translation>
    </message>
    <message>
        <source>internal error ({kind}: {text}); please report it</source>
        <translation>interner Fehler ({kind}: {text}); bitte melden Sie ihn</translation>
    </message>
    <message>
        <source>k·ε: the per-release ε values add up (Dwork  Roth 2014, Theorem 3.16).</source>
        <translation>k·ε: Die ε-Werte der einzelnen Veröffentlichungen addieren sich (Dwork und Roth 2014, Theorem 3.16).</translation>
    </message>
    <message>
        <source>ε√(2k ln(1/δ)) + k·ε(e^ε − 1) (Dwork, Rothblum  Vadhan 2010).</source>
        <translation>ε√(2k ln(1/δ)) + k·ε(e^ε − 1) (Dwork, Rothblum und Vadhan 2010).</translation>
    </message>
    <message>
        <source>The exact optimal composition of k ε-DP mechanisms (Kairouz, Oh  Viswanath 2015, Theorem 3.3, in the form of Murtagh  Vadhan 2016).</source>
        <translation>Die exakte optimale Komposition von k ε-DP-Mechanismen (Kairouz, Oh und Viswanath 2015, Theorem 3.3, in der Form von Murtagh und Vadhan 2016).</translation>
    </message>
    <message>
        <source>The exact optimal composition of k ε-bounded-range mechanisms, such as the exponential mechanism (Dong, Durfee  Rogers 2020, Theorem 3).</source>
        <translation>Die exakte optimale Komposition von k Mechanismen mit ε-beschränkter Spannweite, etwa des Exponentialmechanismus (Dong, Durfee und Rogers 2020, Theorem 3).</translation>
    </message>
    <message>
        <source>ε-bounded-range ⇒ (ε²/8)-zCDP (Cesar  Rogers 2021); k releases give ρ = k·ε²/8, converted by ρ + 2√(ρ ln(1/δ)) (Bun  Steinke 2016).</source>
        <translation>ε-beschränkte Spannweite ⇒ (ε²/8)-zCDP (Cesar und Rogers 2021); k Veröffentlichungen ergeben ρ = k·ε²/8, umgerechnet mit ρ + 2√(ρ ln(1/δ)) (Bun und Steinke 2016).</translation>
    </message>
    <message>
        <source>The same ρ = k·ε²/8, converted by the tighter bound of Canonne, Kamath  Steinke 2020, Proposition 12.</source>
        <translation>Dasselbe ρ = k·ε²/8, umgerechnet mit der engeren Schranke von Canonne, Kamath und Steinke 2020, Proposition 12.</translation>
    </message>
    <message>
        <source>The bounded-range and zCDP methods do not apply: {mechanism} is ε-DP but not ε-bounded-range.</source>
        <translation>Die Methoden für beschränkte Spannweite und zCDP gelten nicht: {mechanism} ist ε-DP, hat aber keine ε-beschränkte Spannweite.</translation>
    </message>
    <message>
        <source>The bounded-range optimum does not apply: each selection depends on the ones before (adaptive), and Dong–Durfee–Rogers' Theorem 3 covers only releases fixed in advance; every total shown holds for adaptive releases.</source>
        <translation>Das Optimum für beschränkte Spannweite gilt nicht: Jede Auswahl hängt von den vorherigen ab (adaptiv), und Theorem 3 von Dong–Durfee–Rogers deckt nur im Voraus festgelegte Veröffentlichungen ab; jede gezeigte Summe gilt auch für adaptive Veröffentlichungen.</translation>
    </message>
    <message>
        <source>the tightest formula here</source>
        <translation>der hier engsten Formel</translation>
    </message>
    <message>
        <source> (the optimal methods handle at most {most:,} releases)</source>
        <translation> (die optimalen Methoden bewältigen höchstens {most:,} Veröffentlichungen)</translation>
    </message>
    <message>
        <source>more than 10^300 (this formula is useless at this ε)</source>
        <translation>mehr als 10^300 (diese Formel ist bei diesem ε nutzlos)</translation>
    </message>
    <message>
        <source>the tightest valid method here</source>
        <translation>der hier engsten gültigen Methode</translation>
    </message>
    <message>
        <source>After {count} release at ε = {epsilon}, the total privacy loss is {total} by {source}, “{method}”{note}. </source>
        <translation>Nach {count} Veröffentlichung mit ε = {epsilon} beträgt der gesamte Privatsphäreverlust {total} nach {source}, „{method}“{note}. </translation>
    </message>
    <message>
        <source>After {count} releases at ε = {epsilon}, the total privacy loss is {total} by {source}, “{method}”{note}. </source>
        <translation>Nach {count} Veröffentlichungen mit ε = {epsilon} beträgt der gesamte Privatsphäreverlust {total} nach {source}, „{method}“{note}. </translation>
    </message>
    <message>
        <source>It is below the plain sum {count} × {epsilon} = {plain_sum} because this method sets aside a small chance δ (below) in which more may be revealed. </source>
        <translation>Er liegt unter der einfachen Summe {count} × {epsilon} = {plain_sum}, weil diese Methode eine kleine Wahrscheinlichkeit δ (unten) ausnimmt, in der mehr preisgegeben werden kann. </translation>
    </message>
    <message>
        <source>except with a chance of at most {chance} (δ)</source>
        <translation>außer mit einer Wahrscheinlichkeit von höchstens {chance} (δ)</translation>
    </message>
    <message>
        <source>In plain words: nothing anyone concludes about one person from these releases is more likely (to six digits) with that person's data than without it, {chance}.</source>
        <translation>Einfach gesagt: Nichts, was jemand aus diesen Veröffentlichungen über eine Person schließt, ist mit den Daten dieser Person (auf sechs Stellen) wahrscheinlicher als ohne sie, {chance}.</translation>
    </message>
    <message>
        <source>In plain words, this protects no one: whatever anyone concludes about one person can be {times} as likely with that person's data as without it, {chance}.</source>
        <translation>Einfach gesagt, das schützt niemanden: Was immer jemand über eine Person schließt, kann mit den Daten dieser Person {times} so wahrscheinlich sein wie ohne sie, {chance}.</translation>
    </message>
    <message>
        <source>In plain words: whatever anyone concludes about one person from these releases can be up to {times} as likely with that person's data as without it, {chance}.</source>
        <translation>Einfach gesagt: Was immer jemand aus diesen Veröffentlichungen über eine Person schließt, kann mit den Daten dieser Person bis zu {times} so wahrscheinlich sein wie ohne sie, {chance}.</translation>
    </message>
    <message>
        <source>Gaussian view (Dong): {k:,} releases are μ = {mu_sensitivity}-GDP by the sensitivity analysis (each {eps_sensitivity}-DP, the DP central limit theorem) but μ = {mu_range}-GDP by the range analysis (each {eps_range}-bounded-range) — a factor {factor}; at δ = {delta} that is ε = {epsilon_sensitivity} against {epsilon_range}. At the same μ the range analysis allows {same_mu:,} releases, {times}× as many. (Central limit approximations: good when each ε is small and k large.)</source>
        <translation>Gaußsche Sicht (Dong): {k:,} Veröffentlichungen sind nach der Sensitivitätsanalyse μ = {mu_sensitivity}-GDP (jede {eps_sensitivity}-DP, zentraler Grenzwertsatz für DP), nach der Spannweitenanalyse aber μ = {mu_range}-GDP (jede mit {eps_range}-beschränkter Spannweite) — ein Faktor {factor}; bei δ = {delta} ist das ε = {epsilon_sensitivity} gegenüber {epsilon_range}. Beim selben μ erlaubt die Spannweitenanalyse {same_mu:,} Veröffentlichungen, {times}-mal so viele. (Näherungen des Grenzwertsatzes: gut, wenn jedes ε klein und k groß ist.)</translation>
    </message>
    <message>
        <source>For different ε: s₁ + √(2 s₂ ln(1/δ)) with s₁ = Σ ε_i(e^ε_i − 1)/(e^ε_i + 1), s₂ = Σ ε_i² (Kairouz, Oh  Viswanath 2015, Theorem 3.5); for one ε: Dwork, Rothblum  Vadhan 2010.</source>
        <translation>Für verschiedene ε: s₁ + √(2 s₂ ln(1/δ)) mit s₁ = Σ ε_i(e^ε_i − 1)/(e^ε_i + 1), s₂ = Σ ε_i² (Kairouz, Oh und Viswanath 2015, Theorem 3.5); für ein ε: Dwork, Rothblum und Vadhan 2010.</translation>
    </message>
    <message>
        <source>The worst-case privacy-loss distributions of the releases composed by FFT (Google's dp-accounting, pessimistic discretisation): the optimal composition of ε-DP releases, over-counting by less than one grid step (10⁻⁴, coarser for very long ledgers) per release.</source>
        <translation>Die Privatsphäreverlust-Verteilungen der Veröffentlichungen im ungünstigsten Fall, per FFT komponiert (Googles dp-accounting, pessimistische Diskretisierung): die optimale Komposition von ε-DP-Veröffentlichungen, die je Veröffentlichung um weniger als einen Gitterschritt (10⁻⁴, gröber bei sehr langen Konten) zu viel zählt.</translation>
    </message>
    <message>
        <source>Nothing has been released yet: no privacy has been spent.</source>
        <translation>Noch nichts veröffentlicht: Es wurde keine Privatsphäre verbraucht.</translation>
    </message>
    <message>
        <source>at ε = {epsilon}</source>
        <translation>mit ε = {epsilon}</translation>
    </message>
    <message>
        <source>at ε from {low} to {high}</source>
        <translation>mit ε von {low} bis {high}</translation>
    </message>
    <message>
        <source>After {count} release {span} (plain sum {plain_sum}), the total privacy loss is {total} by the tightest valid method here, “{method}”. </source>
        <translation>Nach {count} Veröffentlichung {span} (einfache Summe {plain_sum}) beträgt der gesamte Privatsphäreverlust {total} nach der hier engsten gültigen Methode, „{method}“. </translation>
    </message>
    <message>
        <source>After {count} releases {span} (plain sum {plain_sum}), the total privacy loss is {total} by the tightest valid method here, “{method}”. </source>
        <translation>Nach {count} Veröffentlichungen {span} (einfache Summe {plain_sum}) beträgt der gesamte Privatsphäreverlust {total} nach der hier engsten gültigen Methode, „{method}“. </translation>
    </message>
    <message>
        <source>{count} more release at ε = {epsilon} would bring the total to {after} (spent so far: {now}).</source>
        <translation>{count} weitere Veröffentlichung mit ε = {epsilon} brächte die Summe auf {after} (bisher verbraucht: {now}).</translation>
    </message>
    <message>
        <source>{count} more releases at ε = {epsilon} would bring the total to {after} (spent so far: {now}).</source>
        <translation>{count} weitere Veröffentlichungen mit ε = {epsilon} brächten die Summe auf {after} (bisher verbraucht: {now}).</translation>
    </message>
    <message>
        <source>needs one ε for every release (see the others)</source>
        <translation>braucht dasselbe ε für jede Veröffentlichung (siehe die anderen)</translation>
    </message>
    <message>
        <source>not computed (it needs δ ≥ 10⁻¹⁰ and each ε ≤ 700; see the others)</source>
        <translation>nicht berechnet (braucht δ ≥ 10⁻¹⁰ und jedes ε ≤ 700; siehe die anderen)</translation>
    </message>
    <message>
        <source>add-remove</source>
        <translation>Hinzufügen/Entfernen</translation>
    </message>
    <message>
        <source>replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>The budget of ε = {budget} with δ = {delta} is overspent: ε = {spent} was spent (by explicit override).</source>
        <translation>Das Budget von ε = {budget} mit δ = {delta} ist überzogen: ε = {spent} wurde verbraucht (durch ausdrückliches Übergehen).</translation>
    </message>
    <message>
        <source>Budget: ε = {budget} with δ = {delta}; spent ε = {spent}, so ε = {left} is left ({share}% of it).</source>
        <translation>Budget: ε = {budget} mit δ = {delta}; verbraucht ε = {spent}, also bleibt ε = {left} ({share}% davon).</translation>
    </message>
    <message>
        <source>Releases on different data are composed apart, as you stated that the datasets are disjoint (no person is in two of them): the totals are those of the data that spent the most</source>
        <translation>Veröffentlichungen aus verschiedenen Daten werden getrennt verrechnet, da Sie angegeben haben, dass die Datensätze disjunkt sind (keine Person ist in zweien): Die Summen sind die der Daten, die am meisten verbraucht haben</translation>
    </message>
    <message>
        <source>All of them are composed together (the data are not assumed disjoint)</source>
        <translation>Alle werden zusammen verrechnet (die Daten gelten nicht als disjunkt)</translation>
    </message>
    <message>
        <source>each charged ε = {epsilon}</source>
        <translation>jede mit ε = {epsilon} berechnet</translation>
    </message>
    <message>
        <source>charged from ε = {low} to ε = {high}</source>
        <translation>berechnet mit ε = {low} bis ε = {high}</translation>
    </message>
    <message>
        <source> ({count:,} counted: a top-k set counts k)</source>
        <translation> ({count:,} gezählt: eine Top-k-Menge zählt k)</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>um {time}</translation>
    </message>
    <message>
        <source>from {start} to {end}</source>
        <translation>von {start} bis {end}</translation>
    </message>
    <message>
        <source>The session's privacy ledger records {count:,} release{counted} in {places}, {span}, {when}. {composed}; undo never removes one: what was published stays published.</source>
        <translation>Das Privatsphäre-Konto der Sitzung verzeichnet {count:,} Veröffentlichung{counted} in {places}, {span}, {when}. {composed}; Rückgängig entfernt keine: Was veröffentlicht ist, bleibt veröffentlicht.</translation>
    </message>
    <message>
        <source>The session's privacy ledger records {count:,} releases{counted} in {places}, {span}, {when}. {composed}; undo never removes one: what was published stays published.</source>
        <translation>Das Privatsphäre-Konto der Sitzung verzeichnet {count:,} Veröffentlichungen{counted} in {places}, {span}, {when}. {composed}; Rückgängig entfernt keine davon: Was veröffentlicht ist, bleibt veröffentlicht.</translation>
    </message>
    <message>
        <source> {count:,} went over the budget by explicit override.</source>
        <translation> {count:,} gingen durch ausdrückliches Übergehen über das Budget hinaus.</translation>
    </message>
    <message>
        <source>Laplace noise of scale 2Δ/ε = {scale}, kept to the grid</source>
        <translation>Laplace-Rauschen der Skala 2Δ/ε = {scale}, auf das Gitter beschränkt</translation>
    </message>
    <message>
        <source>The exponential mechanism's weight exp(−ε·|f(D) − h|/(2Δ)) is the Laplace density of scale 2Δ/ε at h, so normalising either over the same grid gives the same chances; as the step shrinks, chance ÷ step tends to the (range-truncated) Laplace density.</source>
        <translation>Das Gewicht des Exponentialmechanismus exp(−ε·|f(D) − h|/(2Δ)) ist die Laplace-Dichte der Skala 2Δ/ε bei h; normiert man beide über dasselbe Gitter, ergeben sich dieselben Wahrscheinlichkeiten. Wird der Schritt kleiner, strebt Wahrscheinlichkeit ÷ Schritt gegen die (auf den Bereich beschränkte) Laplace-Dichte.</translation>
    </message>
    <message>
        <source>discrete Laplace, P ∝ {alpha}^|h − f(D)|, kept to {lo}…{hi}</source>
        <translation>diskretes Laplace, P ∝ {alpha}^|h − f(D)|, auf {lo}…{hi} beschränkt</translation>
    </message>
    <message>
        <source>Both give each integer h a weight that falls by the same factor for every step away from f(D), and both are normalised over the same integers, so they are the same distribution.</source>
        <translation>Beide geben jeder ganzen Zahl h ein Gewicht, das mit jedem Schritt weg von f(D) um denselben Faktor fällt, und beide werden über dieselben ganzen Zahlen normiert: Es ist dieselbe Verteilung.</translation>
    </message>
    <message>
        <source>k-RR at ε/2: the truth with chance e^(ε/2)/(e^(ε/2) + {others})</source>
        <translation>k-RR bei ε/2: die Wahrheit mit Wahrscheinlichkeit e^(ε/2)/(e^(ε/2) + {others})</translation>
    </message>
    <message>
        <source>The score is 1 for the true answer and 0 for the others, so the exponential mechanism weighs the truth e^(ε/2) times more than each other answer — exactly what randomized response does.</source>
        <translation>Die Bewertung ist 1 für die wahre Antwort und 0 für die anderen, also gewichtet der Exponentialmechanismus die Wahrheit e^(ε/2)-mal stärker als jede andere Antwort — genau das tut die zufällige Antwort.</translation>
    </message>
    <message>
        <source>The score counts the bits where the report differs from the truth, so the exponential mechanism's weight is a product of one factor per bit, e^(−ε/2) for each flipped bit: the bits flip independently, as RAPPOR flips them.</source>
        <translation>Die Bewertung zählt die Bits, in denen die Meldung von der Wahrheit abweicht; daher ist das Gewicht des Exponentialmechanismus ein Produkt aus einem Faktor je Bit, e^(−ε/2) für jedes gekippte Bit: Die Bits kippen unabhängig, wie RAPPOR sie kippt.</translation>
    </message>
    <message>
        <source>each bit flipped with chance 1/(e^(ε/2) + 1) = {q}</source>
        <translation>jedes Bit gekippt mit Wahrscheinlichkeit 1/(e^(ε/2) + 1) = {q}</translation>
    </message>
    <message>
        <source>With {bits} bits there are too many outputs to list; each bit is its own exponential mechanism over {{0, 1}}, and the bits are independent, so the number flipped follows the same binomial law as RAPPOR's.</source>
        <translation>Bei {bits} Bits gibt es zu viele Ausgaben für eine Liste; jedes Bit ist ein eigener Exponentialmechanismus über {{0, 1}}, und die Bits sind unabhängig, daher folgt die Zahl der gekippten Bits derselben Binomialverteilung wie bei RAPPOR.</translation>
    </message>
    <message>
        <source>Smith's two stages: a gap between data values, then a point in it</source>
        <translation>Smiths zwei Stufen: eine Lücke zwischen Datenwerten, dann ein Punkt darin</translation>
    </message>
    <message>
        <source>Every grid point between the same two data values has the same score, so the exponential mechanism first chooses a gap with chance proportional to its width times exp(−ε·|rank − q·n|/2), then a point inside it uniformly — the textbook private quantile.</source>
        <translation>Jeder Gitterpunkt zwischen denselben zwei Datenwerten hat dieselbe Bewertung; daher wählt der Exponentialmechanismus zuerst eine Lücke mit Wahrscheinlichkeit proportional zu ihrer Breite mal exp(−ε·|Rang − q·n|/2), dann gleichverteilt einen Punkt darin — das private Quantil des Lehrbuchs.</translation>
    </message>
    <message>
        <source>the {k}-subset mechanism: e^ε/Z for a subset holding x, 1/Z for the others</source>
        <translation>der {k}-Teilmengen-Mechanismus: e^ε/Z für eine Teilmenge mit x, 1/Z für die anderen</translation>
    </message>
    <message>
        <source>Each person reports {k} of the {d} categories. A report that includes their own category scores 1, any other 0; every category lies in the same number of reports, so the total weight is the same whatever the person holds, and the exponential mechanism is the k-subset mechanism. Counting how often each category is reported, minus the share it gets by chance, estimates how common it is.</source>
        <translation>Jede Person meldet {k} der {d} Kategorien. Eine Meldung mit der eigenen Kategorie hat Bewertung 1, jede andere 0; jede Kategorie liegt in gleich vielen Meldungen, daher ist das Gesamtgewicht gleich, was immer die Person hat, und der Exponentialmechanismus ist der k-Teilmengen-Mechanismus. Wie oft jede Kategorie gemeldet wird, abzüglich ihres zufälligen Anteils, schätzt, wie häufig sie ist.</translation>
    </message>
    <message>
        <source>Estimating every category's share from {n:,} reports: the summed variance is {mine} with {k}-subsets, {krr} with k-ary randomized response (k = 1) and {rappor} with RAPPOR at the same ε. The best subset size here is k = {k_best} (summed variance {best_total}); the rule of thumb d/(e^ε + 1) says {thumb}.</source>
        <translation>Schätzt man den Anteil jeder Kategorie aus {n:,} Meldungen, ist die summierte Varianz {mine} mit {k}-Teilmengen, {krr} mit k-wertiger zufälliger Antwort (k = 1) und {rappor} mit RAPPOR beim selben ε. Die beste Teilmengengröße ist hier k = {k_best} (summierte Varianz {best_total}); die Faustregel d/(e^ε + 1) ergibt {thumb}.</translation>
    </message>
    <message>
        <source>{family}, its own chances P[M(D) = r]</source>
        <translation>{family}, ihre eigenen Wahrscheinlichkeiten P[M(D) = r]</translation>
    </message>
    <message>
        <source>Score each output by the log of the chance the mechanism gives it on this data, w(D, r) = ln P[M(D) = r]. The exponential mechanism's weight e^w is then the chance itself, and the chances already sum to 1 on every dataset — so the exponential mechanism is the mechanism.</source>
        <translation>Bewerten Sie jede Ausgabe mit dem Logarithmus der Wahrscheinlichkeit, die der Mechanismus ihr auf diesen Daten gibt, w(D, r) = ln P[M(D) = r]. Das Gewicht e^w des Exponentialmechanismus ist dann die Wahrscheinlichkeit selbst, und die Wahrscheinlichkeiten ergeben auf jedem Datensatz schon 1 — also ist der Exponentialmechanismus der Mechanismus.</translation>
    </message>
    <message>
        <source>over all reports</source>
        <translation>über alle Meldungen</translation>
    </message>
    <message>
        <source>over every output</source>
        <translation>über jede Ausgabe</translation>
    </message>
    <message>
        <source>Largest difference between the two, {where}: &lt;span style='color:{color}'&gt;&lt;b&gt;{difference}&lt;/b&gt;&lt;/span&gt; (they agree to 10^{minus}12 or better). Classic mechanism: {classic}.</source>
        <translation>Größter Unterschied zwischen beiden, {where}: &lt;span style='color:{color}'&gt;&lt;b&gt;{difference}&lt;/b&gt;&lt;/span&gt; (sie stimmen auf 10^{minus}12 oder besser überein). Klassischer Mechanismus: {classic}.</translation>
    </message>
    <message>
        <source>Why: {why}</source>
        <translation>Warum: {why}</translation>
    </message>
    <message>
        <source>True quantile {quantile}. Half the time the released value is within {half} of it, nine times in ten within {most}; on average it is {mean} away ({ranks} places in the sorted data).</source>
        <translation>Wahres Quantil {quantile}. In der Hälfte der Fälle liegt der veröffentlichte Wert höchstens {half} davon entfernt, neun von zehn Mal höchstens {most}; im Mittel liegt er {mean} daneben ({ranks} Plätze in den sortierten Daten).</translation>
    </message>
    <message>
        <source>Realised privacy loss against the worst neighbour: &lt;b&gt;{loss}&lt;/b&gt; — one person's data changes any chance by at most {factor}.</source>
        <translation>Tatsächlicher Privatsphäreverlust gegenüber dem ungünstigsten Nachbarn: &lt;b&gt;{loss}&lt;/b&gt; — die Daten einer Person machen jede Wahrscheinlichkeit höchstens {factor} so groß.</translation>
    </message>
    <message>
        <source>Each release costs ε = {epsilon} ({count} per run): {why}.</source>
        <translation>Jede Veröffentlichung kostet ε = {epsilon} ({count} je Lauf): {why}.</translation>
    </message>
    <message>
        <source>Each release costs ε = {epsilon}, not the ε = {set} you set: {why}.</source>
        <translation>Jede Veröffentlichung kostet ε = {epsilon}, nicht das eingestellte ε = {set}: {why}.</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>{problem} — the bill below is still for δ = {delta}.</source>
        <translation>{problem} — die Rechnung unten gilt noch für δ = {delta}.</translation>
    </message>
    <message>
        <source>Where each total comes from:</source>
        <translation>Woher jede Summe stammt:</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;{count} more: tick &lt;b&gt;Show all methods&lt;/b&gt;.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;{count} weitere: Kreuzen Sie &lt;b&gt;Alle Methoden zeigen&lt;/b&gt; an.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No releases yet: press &lt;b&gt;Run once&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch keine Veröffentlichungen: Drücken Sie &lt;b&gt;Einmal ausführen&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The optimal methods handle at most {count} releases: no total from them here.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Die optimalen Methoden bewältigen höchstens {count} Veröffentlichungen: hier keine Summe von ihnen.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>ε = {epsilon}</source>
        <translation>ε = {epsilon}</translation>
    </message>
    <message>
        <source>ε from {low} to {high}</source>
        <translation>ε von {low} bis {high}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Total ε after &lt;b&gt;{count}&lt;/b&gt; release at {at}, δ = {delta} (the dashed vertical line):&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gesamtes ε nach &lt;b&gt;{count}&lt;/b&gt; Veröffentlichung mit {at}, δ = {delta} (die gestrichelte senkrechte Linie):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Total ε after &lt;b&gt;{count}&lt;/b&gt; releases at {at}, δ = {delta} (the dashed vertical line):&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gesamtes ε nach &lt;b&gt;{count}&lt;/b&gt; Veröffentlichungen mit {at}, δ = {delta} (die gestrichelte senkrechte Linie):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not compute the privacy bill: {reason}</source>
        <translation>Die Privatsphäre-Rechnung konnte nicht berechnet werden: {reason}</translation>
    </message>
    <message>
        <source>Cancelled: the bill for {count} releases was not computed. Press Compute again to compute it.</source>
        <translation>Abgebrochen: Die Rechnung für {count} Veröffentlichungen wurde nicht berechnet. Drücken Sie Erneut berechnen, um sie zu berechnen.</translation>
    </message>
    <message>
        <source>No releases yet, so nothing has been spent: each Run once publishes one private choice (tick the box to count the simulated trials too).</source>
        <translation>Noch keine Veröffentlichungen, also wurde nichts verbraucht: Jedes Einmal ausführen veröffentlicht eine private Wahl (kreuzen Sie das Kästchen an, um auch die simulierten Durchläufe zu zählen).</translation>
    </message>
    <message>
        <source>What if (a plan, not spent): {plan}</source>
        <translation>Was wäre, wenn (ein Plan, nicht verbraucht): {plan}</translation>
    </message>
    <message>
        <source>Gaussian view (Dong): not for this mechanism — it is not an exponential mechanism, so the bounded-range analysis does not apply.</source>
        <translation>Gaußsche Sicht (Dong): nicht für diesen Mechanismus — er ist kein Exponentialmechanismus, daher gilt die Analyse der beschränkten Spannweite nicht.</translation>
    </message>
    <message>
        <source> (No releases yet: shown for {count}.)</source>
        <translation> (Noch keine Veröffentlichungen: gezeigt für {count}.)</translation>
    </message>
    <message>
        <source>{count} release</source>
        <translation>{count} Veröffentlichung</translation>
    </message>
    <message>
        <source>{count} releases</source>
        <translation>{count} Veröffentlichungen</translation>
    </message>
    <message>
        <source>, chosen one after another</source>
        <translation>, nacheinander gewählt</translation>
    </message>
    <message>
        <source>yes, by override</source>
        <translation>ja, durch Übergehen</translation>
    </message>
    <message>
        <source>truncated geometric</source>
        <translation>abgeschnitten geometrisch</translation>
    </message>
    <message>
        <source>one-shot Laplace top-k releases k = {k} candidates at once for k·ε = {total} (Ding et al. 2019); {why}</source>
        <translation>das einmalige Laplace-Top-k veröffentlicht k = {k} Kandidaten auf einmal für k·ε = {total} (Ding u. a. 2019); {why}</translation>
    </message>
    <message>
        <source>each run makes k = {k} selections, each a release chosen after the ones before, so only composition theorems valid for adaptive releases are used; {why}. {priced}</source>
        <translation>jeder Lauf trifft k = {k} Auswahlen, jede eine Veröffentlichung, die nach den vorherigen gewählt wird; daher werden nur Kompositionssätze verwendet, die für adaptive Veröffentlichungen gelten; {why}. {priced}</translation>
    </message>
    <message>
        <source>releases k</source>
        <translation>Veröffentlichungen k</translation>
    </message>
    <message>
        <source>Over the whole box (every f(D) in {lo}…{hi} per coordinate, d = {d}), the textbook noise scale Δ/ε really spends ε = {textbook} and the exponential mechanism's 2Δ/ε only {exponential}; the least noise that keeps ε = {epsilon} is a scale of {needed}, {saving}% less than 2Δ/ε (Holohan et al. 2018, Fig. 1: the EM's bound is conservative).</source>
        <translation>Über die ganze Box (jedes f(D) in {lo}…{hi} je Koordinate, d = {d}) verbraucht die Rauschskala Δ/ε des Lehrbuchs tatsächlich ε = {textbook} und die Skala 2Δ/ε des Exponentialmechanismus nur {exponential}; das geringste Rauschen, das ε = {epsilon} einhält, hat die Skala {needed}, {saving}% weniger als 2Δ/ε (Holohan u. a. 2018, Abb. 1: Die Schranke des Exponentialmechanismus ist konservativ).</translation>
    </message>
    <message>
        <source>The exponential mechanism at ε = {epsilon} (general analysis, c = ε/(2Δ)) is Laplace noise of scale 2Δ/ε, which is the Laplace mechanism at ε/2 = {half}. On the whole real line its normaliser does not depend on the data, so c = ε/Δ (Laplace(Δ/ε)) would also be ε-DP — the blog's Δ in place of 2Δ; on a bounded range the normaliser moves near the ends and the realised loss is shown.</source>
        <translation>Der Exponentialmechanismus bei ε = {epsilon} (allgemeine Analyse, c = ε/(2Δ)) ist Laplace-Rauschen der Skala 2Δ/ε, also der Laplace-Mechanismus bei ε/2 = {half}. Auf der ganzen reellen Achse hängt seine Normierung nicht von den Daten ab, daher wäre auch c = ε/Δ (Laplace(Δ/ε)) ε-DP — das Δ des Blogs statt 2Δ; auf einem beschränkten Bereich verschiebt sich die Normierung nahe den Enden, und der tatsächliche Verlust wird gezeigt.</translation>
    </message>
    <message>
        <source>the exponential mechanism at 2ε = {em_epsilon} (c = ε/Δ), the textbook discrete Laplace(Δ/ε) at ε</source>
        <translation>der Exponentialmechanismus bei 2ε = {em_epsilon} (c = ε/Δ), das diskrete Laplace(Δ/ε) des Lehrbuchs bei ε</translation>
    </message>
    <message>
        <source>the exponential mechanism at ε = {epsilon} (c = ε/(2Δ)), the discrete Laplace at ε/2 = {half}</source>
        <translation>der Exponentialmechanismus bei ε = {epsilon} (c = ε/(2Δ)), das diskrete Laplace bei ε/2 = {half}</translation>
    </message>
    <message>
        <source> In d = {d} dimensions, f(D) = ({f}, …, {f}), the chances are this one coordinate's, multiplied over the coordinates, and the loss above is over every neighbour within ℓ1 distance Δ; the worst over every f(D) in the box is {worst}.</source>
        <translation> In d = {d} Dimensionen, f(D) = ({f}, …, {f}), sind die Wahrscheinlichkeiten die dieser einen Koordinate, multipliziert über die Koordinaten, und der Verlust oben gilt über jeden Nachbarn im ℓ1-Abstand Δ; der schlimmste über jedes f(D) in der Box ist {worst}.</translation>
    </message>
    <message>
        <source> The blog's rejection sampler (discrete Laplace noise on ℤ^{d}, redrawn until inside the box) needs {draws} draws per sample on average, and never computes the normaliser.</source>
        <translation> Das Verwerfungsverfahren des Blogs (diskretes Laplace-Rauschen auf ℤ^{d}, neu gezogen, bis es in der Box liegt) braucht im Mittel {draws} Ziehungen je Stichprobe und berechnet die Normierung nie.</translation>
    </message>
    <message>
        <source>This is {which}. Using Δ in place of 2Δ is safe on all of ℤ, where the normaliser is the same for every f(D); on a bounded range it moves near the ends — the realised loss over neighbours f(D) ± up to Δ is {loss}.</source>
        <translation>Das ist {which}. Δ statt 2Δ ist auf ganz ℤ sicher, wo die Normierung für jedes f(D) gleich ist; auf einem beschränkten Bereich verschiebt sie sich nahe den Enden — der tatsächliche Verlust über Nachbarn f(D) ± bis zu Δ ist {loss}.</translation>
    </message>
    <message>
        <source>The generic analysis promises ε = {epsilon}; because the normaliser e^(ε/2) + k − 1 is the same whatever the person's answer, the realised privacy loss is only ε/2 = {loss}. Running the exponential mechanism at 2ε gives randomized response at ε.</source>
        <translation>Die allgemeine Analyse verspricht ε = {epsilon}; weil die Normierung e^(ε/2) + k − 1 gleich ist, was immer die Person antwortet, ist der tatsächliche Privatsphäreverlust nur ε/2 = {loss}. Der Exponentialmechanismus bei 2ε ergibt die zufällige Antwort bei ε.</translation>
    </message>
    <message>
        <source>Neighbours differ in one bit: the realised loss is ε/2 = {loss}, half of the generic ε = {epsilon}; a one-hot report (one value = one bit set) changes two bits when the value changes, so it costs ε.</source>
        <translation>Nachbarn unterscheiden sich in einem Bit: Der tatsächliche Verlust ist ε/2 = {loss}, die Hälfte des allgemeinen ε = {epsilon}; eine One-Hot-Meldung (ein Wert = ein gesetztes Bit) ändert zwei Bits, wenn sich der Wert ändert, und kostet daher ε.</translation>
    </message>
    <message>
        <source>Neighbours differ in one bit: the realised loss is ε/2 = {loss}, half of the generic ε = {epsilon}.</source>
        <translation>Nachbarn unterscheiden sich in einem Bit: Der tatsächliche Verlust ist ε/2 = {loss}, die Hälfte des allgemeinen ε = {epsilon}.</translation>
    </message>
    <message>
        <source>One person more, fewer or changed moves the count below h by at most 1 (and q·n by at most q), so Δ = 1 and the exponential mechanism at ε = {epsilon} is ε-DP with c = ε/2.</source>
        <translation>Eine Person mehr, weniger oder geändert verschiebt die Anzahl unter h um höchstens 1 (und q·n um höchstens q), also ist Δ = 1 und der Exponentialmechanismus bei ε = {epsilon} mit c = ε/2 ε-DP.</translation>
    </message>
    <message>
        <source>Neighbours differ in the person's category: the realised loss is {loss} = ε, not 2ε, because the normaliser Z = C({others}, {k_less})·e^ε + C({others}, {k}) does not depend on it (c = ε, no factor 2).</source>
        <translation>Nachbarn unterscheiden sich in der Kategorie der Person: Der tatsächliche Verlust ist {loss} = ε, nicht 2ε, weil die Normierung Z = C({others}, {k_less})·e^ε + C({others}, {k}) nicht von ihr abhängt (c = ε, kein Faktor 2).</translation>
    </message>
    <message>
        <source>One neighbour moves a score by at most Δ = {delta} (the mechanism's own ε). The normaliser is 1 on every dataset, so the factor 2 is dropped: c = ε/Δ with ε = Δ, i.e. c = 1. Keeping the factor 2 (c = 1/2) would give a different, flatter mechanism (largest difference {difference}, realised loss {loss}).</source>
        <translation>Ein Nachbar verschiebt eine Bewertung um höchstens Δ = {delta} (das eigene ε des Mechanismus). Die Normierung ist auf jedem Datensatz 1, daher entfällt der Faktor 2: c = ε/Δ mit ε = Δ, also c = 1. Mit dem Faktor 2 (c = 1/2) ergäbe sich ein anderer, flacherer Mechanismus (größter Unterschied {difference}, tatsächlicher Verlust {loss}).</translation>
    </message>
    <message>
        <source> A typed table has its own ε, Δ: the ε chosen above is not used.</source>
        <translation> Eine eingegebene Tabelle hat ihr eigenes ε, Δ: Das oben gewählte ε wird nicht verwendet.</translation>
    </message>
    <message>
        <source>Privacy: {statement}</source>
        <translation>Privatsphäre: {statement}</translation>
    </message>
    <message>
        <source>{share}% of the budget spent</source>
        <translation>{share}% des Budgets verbraucht</translation>
    </message>
    <message>
        <source>the budget's ε and δ must be numbers (ε greater than 0, δ from 0 to less than 1)</source>
        <translation>ε und δ des Budgets müssen Zahlen sein (ε größer als 0, δ von 0 bis unter 1)</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} geschrieben</translation>
    </message>
    <message>
        <source>One-shot Laplace top-k has no exact law here: the Top-k view simulates the k selected at the ε you set.</source>
        <translation>Einmaliges Laplace-Top-k hat hier keine exakte Verteilung: Die Top-k-Ansicht simuliert die k Ausgewählten beim eingestellten ε.</translation>
    </message>
    <message>
        <source>The exact law of k = {k} selected from {m} candidates has {tuples:,} ordered selections, more than the {limit:,} enumerated: the Top-k view simulates it.</source>
        <translation>Die exakte Verteilung von k = {k} Ausgewählten aus {m} Kandidaten hat {tuples:,} geordnete Auswahlen, mehr als die {limit:,} aufgezählten: Die Top-k-Ansicht simuliert sie.</translation>
    </message>
    <message>
        <source>every given neighbour moves all scores the same way</source>
        <translation>jeder angegebene Nachbar verschiebt alle Bewertungen in dieselbe Richtung</translation>
    </message>
    <message>
        <source>some neighbour raises one score and lowers another</source>
        <translation>ein Nachbar erhöht eine Bewertung und senkt eine andere</translation>
    </message>
    <message>
        <source>adding a person raises each option's count by 0 or 1; removing one only lowers counts</source>
        <translation>eine hinzugefügte Person erhöht die Zahl jeder Option um 0 oder 1; eine entfernte senkt Zahlen nur</translation>
    </message>
    <message>
        <source>changing one person's row can add a like to one option and remove one from another, so the counts move in opposite directions</source>
        <translation>eine geänderte Zeile einer Person kann einer Option ein Gefällt-mir geben und einer anderen eines nehmen, die Zahlen bewegen sich also gegenläufig</translation>
    </message>
    <message>
        <source>a new value raises the count below h only above the value, while q·n rises by q everywhere, so the distance |count − q·n| grows at some h and shrinks at others</source>
        <translation>ein neuer Wert erhöht die Zahl unter h nur oberhalb des Werts, während q·n überall um q steigt; der Abstand |Zahl − q·n| wächst also bei manchen h und schrumpft bei anderen</translation>
    </message>
    <message>
        <source>moving one value lowers the count below h on one side and raises it on the other</source>
        <translation>ein verschobener Wert senkt die Zahl unter h auf der einen Seite und erhöht sie auf der anderen</translation>
    </message>
    <message>
        <source>an added point adds one mistake to the concepts that misclassify it and none to the others, so every score moves the same way</source>
        <translation>ein hinzugefügter Punkt gibt den Konzepten, die ihn falsch einordnen, einen Fehler mehr und den anderen keinen; jede Bewertung bewegt sich also in dieselbe Richtung</translation>
    </message>
    <message>
        <source>a replaced point can stop one concept's mistake and start another's, so scores move both ways</source>
        <translation>ein ersetzter Punkt kann den Fehler eines Konzepts beheben und einen Fehler eines anderen verursachen; die Bewertungen bewegen sich also in beide Richtungen</translation>
    </message>
    <message>
        <source>adding a buyer can only raise the revenue at every price, removing one only lower it</source>
        <translation>ein hinzugefügter Käufer kann den Erlös bei jedem Preis nur erhöhen, ein entfernter ihn nur senken</translation>
    </message>
    <message>
        <source>changing one buyer's value from v to v′ raises (v′ &gt; v) or lowers (v′ &lt; v) the revenue only at prices between v and v′, all in one direction</source>
        <translation>ändert sich die Zahlungsbereitschaft eines Käufers von v zu v′, steigt (v′ &gt; v) oder sinkt (v′ &lt; v) der Erlös nur bei Preisen zwischen v und v′, alle in dieselbe Richtung</translation>
    </message>
    <message>
        <source>the score is minus a largest error: one more person brings some synthetic databases closer to the data and takes others further away</source>
        <translation>die Bewertung ist minus ein größter Fehler: eine Person mehr bringt manche synthetischen Datenbanken näher an die Daten und andere weiter weg</translation>
    </message>
    <message>
        <source>moving one person between elements brings some synthetic databases closer and others further</source>
        <translation>eine Person, die das Element wechselt, bringt manche synthetischen Datenbanken näher und andere weiter weg</translation>
    </message>
    <message>
        <source>adding a person raises the fraction of the queries that count them and lowers every other one; one person moves some queries' answers up and others down, and the absolute value turns some of those moves around: the scores do not all move one way</source>
        <translation>eine hinzugefügte Person erhöht den Anteil der Anfragen, die sie zählen, und senkt jeden anderen; eine Person verschiebt die Antworten mancher Anfragen nach oben und anderer nach unten, und der Betrag kehrt einige dieser Bewegungen um: die Bewertungen bewegen sich nicht alle in dieselbe Richtung</translation>
    </message>
    <message>
        <source>moving a person raises the queries that count the new element and lowers those that count the old one; one person moves some queries' answers up and others down, and the absolute value turns some of those moves around: the scores do not all move one way</source>
        <translation>eine Person, die das Element wechselt, erhöht die Anfragen, die das neue Element zählen, und senkt die, die das alte zählen; eine Person verschiebt die Antworten mancher Anfragen nach oben und anderer nach unten, und der Betrag kehrt einige dieser Bewegungen um: die Bewertungen bewegen sich nicht alle in dieselbe Richtung</translation>
    </message>
    <message>
        <source>adding a ballot raises one count by 1 and lowers none; removing one only lowers</source>
        <translation>ein hinzugefügter Stimmzettel erhöht eine Zahl um 1 und senkt keine; ein entfernter senkt nur</translation>
    </message>
    <message>
        <source>changing one ballot takes a vote from one candidate and gives it to another, so the counts move in opposite directions</source>
        <translation>ein geänderter Stimmzettel nimmt einem Kandidaten eine Stimme und gibt sie einem anderen, die Zahlen bewegen sich also gegenläufig</translation>
    </message>
    <message>
        <source>Privacy setting</source>
        <translation>Privatsphäre-Einstellung</translation>
    </message>
    <message>
        <source>The privacy parameter ε</source>
        <translation>Der Privatsphäre-Parameter ε</translation>
    </message>
    <message>
        <source>more privacy ↔ more accuracy</source>
        <translation>mehr Privatsphäre ↔ mehr Genauigkeit</translation>
    </message>
    <message>
        <source>Accuracy: expected result, share of the best</source>
        <translation>Genauigkeit: erwartetes Ergebnis, Anteil am Besten</translation>
    </message>
    <message>
        <source>Accuracy: share of the way from worst to best</source>
        <translation>Genauigkeit: Anteil des Wegs vom Schlechtesten zum Besten</translation>
    </message>
    <message>
        <source>Risk: a 20% belief can become at most</source>
        <translation>Risiko: aus einer Annahme von 20% werden höchstens</translation>
    </message>
    <message>
        <source>share of best</source>
        <translation>Anteil am Besten</translation>
    </message>
    <message>
        <source>chance believed</source>
        <translation>angenommene Chance</translation>
    </message>
    <message>
        <source>privacy setting</source>
        <translation>Privatsphäre-Einstellung</translation>
    </message>
    <message>
        <source>privacy</source>
        <translation>Privatsphäre</translation>
    </message>
    <message>
        <source>As the setting moves</source>
        <translation>Wenn sich die Einstellung ändert</translation>
    </message>
    <message>
        <source>The privacy parameter ε: smaller is more private, larger is more accurate.</source>
        <translation>Der Privatsphäre-Parameter ε: kleiner ist privater, größer ist genauer.</translation>
    </message>
    <message>
        <source>The dashed line is the setting now: accuracy {accuracy}, risk {risk}. Moving right buys accuracy with risk.</source>
        <translation>Die gestrichelte Linie ist die jetzige Einstellung: Genauigkeit {accuracy}, Risiko {risk}. Weiter rechts erkauft Genauigkeit mit Risiko.</translation>
    </message>
    <message>
        <source>No valid data to search: fix the table or the parameters first.</source>
        <translation>Keine gültigen Daten zum Durchsuchen: korrigieren Sie zuerst die Tabelle oder die Parameter.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Search cancelled: nothing was changed.</source>
        <translation>Suche abgebrochen: nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Most exposed, {change} (the neighbours set under Advanced settings): &lt;b&gt;{worst}&lt;/b&gt; — realised loss &lt;b&gt;{loss}&lt;/b&gt; ({bound}); largest realised range {range} ({worst_range}). Over the {searched} neighbours searched the score's sensitivity is {sensitivity} and its range {score_range} (Δ = {delta}).</source>
        <translation>Am stärksten betroffen, {change} (die unter Mehr Optionen gewählten Nachbarn): &lt;b&gt;{worst}&lt;/b&gt; — eingetretener Verlust &lt;b&gt;{loss}&lt;/b&gt; ({bound}); größte eingetretene Spanne {range} ({worst_range}). Über die {searched} durchsuchten Nachbarn ist die Sensitivität der Bewertung {sensitivity} und ihre Spanne {score_range} (Δ = {delta}).</translation>
    </message>
    <message>
        <source> The range exceeds ε: this mechanism is ε-DP but not ε-bounded-range.</source>
        <translation> Die Spanne übersteigt ε: Dieser Mechanismus ist ε-DP, aber nicht von ε-beschränkter Spanne.</translation>
    </message>
    <message>
        <source>Most exposed: {worst}. Largest realised range: {worst_range}.</source>
        <translation>Am stärksten betroffen: {worst}. Größte eingetretene Spanne: {worst_range}.</translation>
    </message>
    <message>
        <source>Search failed: {reason}</source>
        <translation>Suche fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source> (same as row {row})</source>
        <translation> (wie Zeile {row})</translation>
    </message>
    <message>
        <source>Its chances and row {row}'s differ by at most {gap}: on the plot they would lie on top of each other, so this row is drawn dashed over it</source>
        <translation>Ihre Chancen und die von Zeile {row} unterscheiden sich um höchstens {gap}: In der Grafik lägen sie übereinander, daher ist diese Zeile gestrichelt darüber gezeichnet</translation>
    </message>
    <message>
        <source>Match privacy spent is on: this row runs at the ε where one release costs {spent}, as row {row}'s does; untick it to run every row at the ε it was added with</source>
        <translation>„Verbrauchte Privatsphäre angleichen“ ist an: Diese Zeile läuft bei dem ε, bei dem eine Veröffentlichung {spent} kostet, wie die von Zeile {row}; nehmen Sie den Haken weg, damit jede Zeile mit dem ε läuft, mit dem sie hinzugefügt wurde</translation>
    </message>
    <message>
        <source> (nothing to match: row {row} has no numbers)</source>
        <translation> (nichts anzugleichen: Zeile {row} hat keine Zahlen)</translation>
    </message>
    <message>
        <source>ε-DP and ε-bounded-range</source>
        <translation>ε-DP und von ε-beschränkter Spanne</translation>
    </message>
    <message>
        <source>ε-DP: {why}; chance of a {score} of 0: {chance}</source>
        <translation>ε-DP: {why}; Chance auf {score} von 0: {chance}</translation>
    </message>
    <message>
        <source>not private (ε = ∞)</source>
        <translation>nicht privat (ε = ∞)</translation>
    </message>
    <message>
        <source>the best candidate, always: one person can change the answer outright</source>
        <translation>immer die beste Wahl: eine Person kann die Antwort geradewegs ändern</translation>
    </message>
    <message>
        <source>none (ε = 0)</source>
        <translation>keine (ε = 0)</translation>
    </message>
    <message>
        <source>the same candidate whatever the data: it never looks at them</source>
        <translation>dieselbe Wahl, gleich welche Daten: Sie sieht sie nie an</translation>
    </message>
    <message>
        <source>at least {floor}, with chance ≥ {chance}</source>
        <translation>mindestens {floor}, mit Chance ≥ {chance}</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Thank you — your answer is in ({answers} so far). You can change it.</source>
        <translation>Danke — Ihre Antwort ist da (bisher {answers}). Sie können sie noch ändern.</translation>
    </message>
    <message>
        <source>Not sent: {error}</source>
        <translation>Nicht gesendet: {error}</translation>
    </message>
    <message>
        <source>Not sent: the presenter's laptop did not answer.</source>
        <translation>Nicht gesendet: Der Laptop der vortragenden Person hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>Released: {released}. Your answer was not in this release.</source>
        <translation>Veröffentlicht: {released}. Ihre Antwort war in dieser Veröffentlichung nicht enthalten.</translation>
    </message>
    <message>
        <source>Released: {released}. Your answer changed the chance of this result from {absent} to {present} — a factor of {factor}; the promise was at most {bound}.</source>
        <translation>Veröffentlicht: {released}. Ihre Antwort hat die Wahrscheinlichkeit dieses Ergebnisses von {absent} auf {present} verändert — ein Faktor von {factor}; versprochen war höchstens {bound}.</translation>
    </message>
    <message>
        <source>{lo:g} to {hi:g}</source>
        <translation>{lo:g} bis {hi:g}</translation>
    </message>
    <message>
        <source>Your phone scrambles your answer before sending it (local randomized response, ε_local = {local_epsilon:g}): the presenter never sees your true answer.</source>
        <translation>Ihr Telefon verwürfelt Ihre Antwort vor dem Senden (lokale Randomized Response, ε_local = {local_epsilon:g}): Die vortragende Person sieht Ihre wahre Antwort nie.</translation>
    </message>
    <message>
        <source>This page is served by the presenter's laptop over the local network, unencrypted. Your answer is kept only in the presenter's session; you can change it until the room closes.</source>
        <translation>Diese Seite kommt unverschlüsselt über das lokale Netzwerk vom Laptop der vortragenden Person. Ihre Antwort wird nur in deren Sitzung gespeichert; Sie können sie ändern, bis der Raum schließt.</translation>
    </message>
    <message>
        <source>Which of these would you like for lunch?</source>
        <translation>Was davon würden Sie gern zu Mittag essen?</translation>
    </message>
    <message>
        <source>Your number?</source>
        <translation>Ihre Zahl?</translation>
    </message>
    <message>
        <source>What is the most you would pay for this e-book?</source>
        <translation>Wie viel würden Sie höchstens für dieses E-Book zahlen?</translation>
    </message>
    <message>
        <source>Who gets your vote?</source>
        <translation>Wer bekommt Ihre Stimme?</translation>
    </message>
    <message>
        <source>ExpMech room</source>
        <translation>ExpMech-Raum</translation>
    </message>
    <message>
        <source>Send my answer</source>
        <translation>Meine Antwort senden</translation>
    </message>
    <message>
        <source>{count} answer</source>
        <translation>{count} Antwort</translation>
    </message>
    <message>
        <source>{count} answers</source>
        <translation>{count} Antworten</translation>
    </message>
    <message>
        <source>Room — {title}</source>
        <translation>Raum — {title}</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Beitrittscode: {code}</translation>
    </message>
    <message>
        <source>{answers} — closed</source>
        <translation>{answers} — geschlossen</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Reopen the room</source>
        <translation>Raum wieder öffnen</translation>
    </message>
    <message>
        <source>Stop the room</source>
        <translation>Raum beenden</translation>
    </message>
    <message>
        <source>Answers stay in this session only: they reach the disk when the presenter saves it (the crash-recovery autosave leaves them out). The connection is local and unencrypted.</source>
        <translation>Die Antworten bleiben nur in dieser Sitzung: Auf die Festplatte kommen sie erst, wenn die vortragende Person sie speichert (die automatische Sicherung für Abstürze lässt sie aus). Die Verbindung ist lokal und unverschlüsselt.</translation>
    </message>
    <message>
        <source>Local randomized response, debiased: {estimates} — compare the central release in the workspace.</source>
        <translation>Lokale Randomized Response, bereinigt: {estimates} — vergleichen Sie mit der zentralen Veröffentlichung im Arbeitsbereich.</translation>
    </message>
    <message>
        <source>Released: {label} — each phone now shows its own privacy receipt.</source>
        <translation>Veröffentlicht: {label} — jedes Telefon zeigt jetzt seine eigene Privatsphäre-Quittung.</translation>
    </message>
    <message>
        <source>The phones get no receipt: {why}.</source>
        <translation>Die Telefone bekommen keine Quittung: {why}.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>At most participants</source>
        <translation>Höchstens Teilnehmende</translation>
    </message>
    <message>
        <source>Phones randomize their answer (local randomized response)</source>
        <translation>Telefone verwürfeln ihre Antwort (lokale Randomized Response)</translation>
    </message>
    <message>
        <source>The {title} workspace has no participant form, or its table has no candidates to choose from.</source>
        <translation>Der Arbeitsbereich {title} hat kein Teilnahmeformular, oder seine Tabelle hat keine Kandidaten zur Auswahl.</translation>
    </message>
    <message>
        <source>Room open at {url}</source>
        <translation>Raum offen unter {url}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>remove {person} (likes {liked})</source>
        <translation>{person} entfernen (mag {liked})</translation>
    </message>
    <message>
        <source>add a person who likes {liked}</source>
        <translation>eine Person hinzufügen, die {liked} mag</translation>
    </message>
    <message>
        <source>change {person} to someone who likes {liked}</source>
        <translation>{person} durch jemanden ersetzen, der {liked} mag</translation>
    </message>
    <message>
        <source>below {price}</source>
        <translation>unter {price}</translation>
    </message>
    <message>
        <source>from {low} to under {high}</source>
        <translation>von {low} bis unter {high}</translation>
    </message>
    <message>
        <source>from {low} up</source>
        <translation>ab {low}</translation>
    </message>
    <message>
        <source>remove {person} (value ${value:g})</source>
        <translation>{person} entfernen (Wert ${value:g})</translation>
    </message>
    <message>
        <source>add a person with a value {where}</source>
        <translation>eine Person mit einem Wert {where} hinzufügen</translation>
    </message>
    <message>
        <source>change {person}'s value ${value:g} to one {where}</source>
        <translation>den Wert ${value:g} von {person} auf einen Wert {where} ändern</translation>
    </message>
    <message>
        <source>x = {cell} labelled {label}</source>
        <translation>x = {cell} mit Label {label}</translation>
    </message>
    <message>
        <source>remove {person} ({point})</source>
        <translation>{person} entfernen ({point})</translation>
    </message>
    <message>
        <source>add a point {point}</source>
        <translation>einen Punkt {point} hinzufügen</translation>
    </message>
    <message>
        <source>change {person} ({point}) to {new_point}</source>
        <translation>{person} ({point}) in {new_point} ändern</translation>
    </message>
    <message>
        <source>≥ {price}</source>
        <translation>≥ {price}</translation>
    </message>
    <message>
        <source>remove {person} (value {value})</source>
        <translation>{person} entfernen (Wert {value})</translation>
    </message>
    <message>
        <source>add a buyer with value {where}</source>
        <translation>einen Käufer mit Wert {where} hinzufügen</translation>
    </message>
    <message>
        <source>change {person}'s value {value} to one {where}</source>
        <translation>den Wert {value} von {person} auf einen Wert {where} ändern</translation>
    </message>
    <message>
        <source>remove one person at {element}</source>
        <translation>eine Person bei {element} entfernen</translation>
    </message>
    <message>
        <source>add a person at {element}</source>
        <translation>eine Person bei {element} hinzufügen</translation>
    </message>
    <message>
        <source>move one person from {source} to {target}</source>
        <translation>eine Person von {source} nach {target} verschieben</translation>
    </message>
    <message>
        <source>remove a person at element {element}</source>
        <translation>eine Person bei Element {element} entfernen</translation>
    </message>
    <message>
        <source>add a person at element {element}</source>
        <translation>eine Person bei Element {element} hinzufügen</translation>
    </message>
    <message>
        <source>move a person from element {source} to {target}</source>
        <translation>eine Person von Element {source} nach {target} verschieben</translation>
    </message>
    <message>
        <source>remove one ballot for {candidate}</source>
        <translation>einen Stimmzettel für {candidate} entfernen</translation>
    </message>
    <message>
        <source>add a ballot for {candidate}</source>
        <translation>einen Stimmzettel für {candidate} hinzufügen</translation>
    </message>
    <message>
        <source>change one ballot from {source} to {target}</source>
        <translation>einen Stimmzettel von {source} auf {target} ändern</translation>
    </message>
    <message>
        <source>{noun} on table row {row:,}</source>
        <translation>{noun} in Tabellenzeile {row:,}</translation>
    </message>
    <message>
        <source>{individual} {number}</source>
        <translation>{individual} {number}</translation>
    </message>
    <message>
        <source>waiting for a worker to join the Dask scheduler at {address} (up to {seconds:g} s; --wait-for-workers SECONDS to change it)</source>
        <translation>warte darauf, dass sich ein Worker beim Dask-Scheduler unter {address} meldet (bis zu {seconds:g} s; ändern mit --wait-for-workers SEKUNDEN)</translation>
    </message>
    <message>
        <source>the cells saved in {cells} were computed by another build of expmech ({previous}); this one ({build}) computes them again</source>
        <translation>die in {cells} gespeicherten Zellen wurden von einem anderen Build von expmech berechnet ({previous}); dieser ({build}) berechnet sie neu</translation>
    </message>
    <message>
        <source>an earlier one</source>
        <translation>einem früheren</translation>
    </message>
    <message>
        <source>{cells:,} of {cells:,} cells are already in {out} and its tables are up to date: nothing to run</source>
        <translation>{cells:,} von {cells:,} Zellen liegen bereits in {out} und die Tabellen sind aktuell: nichts zu tun</translation>
    </message>
    <message>
        <source>{invalid:,} saved cell in {cells} is not a valid result (the first, cell {first}: {why}): running it again</source>
        <translation>{invalid:,} gespeicherte Zelle in {cells} ist kein gültiges Ergebnis (Zelle {first}: {why}): sie wird neu berechnet</translation>
    </message>
    <message>
        <source>{invalid:,} saved cells in {cells} are not a valid result (the first, cell {first}: {why}): running them again</source>
        <translation>{invalid:,} gespeicherte Zellen in {cells} sind kein gültiges Ergebnis (die erste, Zelle {first}: {why}): sie werden neu berechnet</translation>
    </message>
    <message>
        <source>{resumed:,} of {cells:,} cells are already in {out}: running the other {todo:,}</source>
        <translation>{resumed:,} von {cells:,} Zellen liegen bereits in {out}: die übrigen {todo:,} werden berechnet</translation>
    </message>
    <message>
        <source>{done:,} of {cells:,} cells are saved in {folder}; run {command} to finish the others</source>
        <translation>{done:,} von {cells:,} Zellen sind in {folder} gespeichert; führen Sie {command} aus, um die übrigen fertigzustellen</translation>
    </message>
    <message>
        <source>{failed:,} of {total:,} cells failed (the manifest lists them); the first, cell {cell}: {error}</source>
        <translation>{failed:,} von {total:,} Zellen fehlgeschlagen (das Manifest listet sie auf); die erste, Zelle {cell}: {error}</translation>
    </message>
    <message>
        <source>{path} ({rows:,} rows)</source>
        <translation>{path} ({rows:,} Zeilen)</translation>
    </message>
    <message>
        <source>batch: {total:,} cell to run in {where}</source>
        <translation>batch: {total:,} Zelle zu berechnen in {where}</translation>
    </message>
    <message>
        <source>batch: {total:,} cells to run in {where}</source>
        <translation>batch: {total:,} Zellen zu berechnen in {where}</translation>
    </message>
    <message>
        <source>batch: {total:,} cell to run on {where}</source>
        <translation>batch: {total:,} Zelle zu berechnen auf {where}</translation>
    </message>
    <message>
        <source>batch: {total:,} cells to run on {where}</source>
        <translation>batch: {total:,} Zellen zu berechnen auf {where}</translation>
    </message>
    <message>
        <source>{failed:,} failed</source>
        <translation>{failed:,} fehlgeschlagen</translation>
    </message>
    <message>
        <source>batch: {done:,} of {total:,} cells ({percent}%), {rate:,.1f} cells/s, about {left:,.0f} s left</source>
        <translation>batch: {done:,} von {total:,} Zellen ({percent} %), {rate:,.1f} Zellen/s, noch etwa {left:,.0f} s</translation>
    </message>
    <message>
        <source>{rate:,.1f} cells/s</source>
        <translation>{rate:,.1f} Zellen/s</translation>
    </message>
    <message>
        <source>one cell per dataset</source>
        <translation>eine Zelle je Datensatz</translation>
    </message>
    <message>
        <source>{path}: {cells:,} cells over {datasets:,} dataset ({scenarios}); grid: {grid}</source>
        <translation>{path}: {cells:,} Zellen über {datasets:,} Datensatz ({scenarios}); Raster: {grid}</translation>
    </message>
    <message>
        <source>{path}: {cells:,} cells over {datasets:,} datasets ({scenarios}); grid: {grid}</source>
        <translation>{path}: {cells:,} Zellen über {datasets:,} Datensätze ({scenarios}); Raster: {grid}</translation>
    </message>
    <message>
        <source>the Laplace mechanism on the best price: noise of scale (P − P/m)/ε = {scale:.4g}, as one buyer can move the best price across the whole grid; rounding to the grid is post-processing, so it is ε-DP</source>
        <translation>der Laplace-Mechanismus auf dem besten Preis: Rauschen der Skala (P − P/m)/ε = {scale:.4g}, da ein Käufer den besten Preis über das ganze Raster verschieben kann; das Runden auf das Raster ist Nachverarbeitung, also ist er ε-DP</translation>
    </message>
    <message>
        <source>noisy best price</source>
        <translation>verrauschter bester Preis</translation>
    </message>
    <message>
        <source>Kamath's strawman: the best price plus Laplace noise, rounded to the grid — ε-DP, but each price just above a valuation loses that buyer, so the expected revenue collapses</source>
        <translation>Kamaths Strohmann: der beste Preis plus Laplace-Rauschen, auf das Raster gerundet — ε-DP, aber jeder Preis knapp über einer Zahlungsbereitschaft verliert diesen Käufer, daher bricht der erwartete Erlös ein</translation>
    </message>
    <message>
        <source>Add {baseline}</source>
        <translation>{baseline} hinzufügen</translation>
    </message>
    <message>
        <source>non-private argmax</source>
        <translation>nicht privates Argmax</translation>
    </message>
    <message>
        <source>always {candidate}</source>
        <translation>immer {candidate}</translation>
    </message>
    <message>
        <source>{title}, ε = {epsilon}</source>
        <translation>{title}, ε = {epsilon}</translation>
    </message>
    <message>
        <source>{title}, ε = {epsilon}, {analysis}</source>
        <translation>{title}, ε = {epsilon}, {analysis}</translation>
    </message>
    <message>
        <source>none (not a mechanism)</source>
        <translation>keins (kein Mechanismus)</translation>
    </message>
    <message>
        <source>{epsilon}, as set</source>
        <translation>{epsilon}, wie eingestellt</translation>
    </message>
    <message>
        <source> (set: {epsilon})</source>
        <translation> (eingestellt: {epsilon})</translation>
    </message>
    <message>
        <source>the first row</source>
        <translation>die erste Zeile</translation>
    </message>
    <message>
        <source>{epsilon}, to spend {spent} as {reference}{same}</source>
        <translation>{epsilon}, um {spent} wie {reference} auszugeben{same}</translation>
    </message>
    <message>
        <source>Exact expected total {a} vs ε</source>
        <translation>Exakter Erwartungswert der Summe ({a}) über ε</translation>
    </message>
    <message>
        <source>expected total {a} of the whole release (exact)</source>
        <translation>erwartete Summe ({a}) der ganzen Veröffentlichung (exakt)</translation>
    </message>
    <message>
        <source>Dong: q(x, y) = x + y</source>
        <translation>Dong: q(x, y) = x + y</translation>
    </message>
    <message>
        <source>Dong: q′(x, y) = 100x + y</source>
        <translation>Dong: q′(x, y) = 100x + y</translation>
    </message>
    <message>
        <source>Votes + 100 per voter (range 1, sensitivity 101)</source>
        <translation>Stimmen + 100 je Wähler (Spannweite 1, Sensitivität 101)</translation>
    </message>
    <message>
        <source>Dong: log P is not the least-sensitive score</source>
        <translation>Dong: log P ist nicht die am wenigsten sensitive Bewertung</translation>
    </message>
    <message>
        <source>Lunch with colleagues</source>
        <translation>Mittagessen mit Kollegen</translation>
    </message>
    <message>
        <source>Median of 200 valuations</source>
        <translation>Median von 200 Wertschätzungen</translation>
    </message>
    <message>
        <source>Nine house prices ($100,000s), quartile</source>
        <translation>Neun Hauspreise (in $100,000), Quartil</translation>
    </message>
    <message>
        <source>Thresholds on a 100-point line: n = 100, 10% noise</source>
        <translation>Schwellen auf einer Linie mit 100 Punkten: n = 100, 10 % Rauschen</translation>
    </message>
    <message>
        <source>Conjunctions over {0,1}^8: n = 200, 5% noise</source>
        <translation>Konjunktionen über {0,1}^8: n = 200, 5 % Rauschen</translation>
    </message>
    <message>
        <source>Intervals on a 60-point line (no stated distribution)</source>
        <translation>Intervalle auf einer Linie mit 60 Punkten (ohne angegebene Verteilung)</translation>
    </message>
    <message>
        <source>Lecture: $1, $1, $3.01</source>
        <translation>Vorlesung: $1, $1, $3.01</translation>
    </message>
    <message>
        <source>Synthetic: 2,000 log-normal buyers</source>
        <translation>Synthetisch: 2,000 log-normalverteilte Käufer</translation>
    </message>
    <message>
        <source>Survey: 120 people, 3 yes/no answers</source>
        <translation>Umfrage: 120 Personen, 3 Ja/Nein-Antworten</translation>
    </message>
    <message>
        <source>Four bits, marginals (m = 4)</source>
        <translation>Vier Bits, Randverteilungen (m = 4)</translation>
    </message>
    <message>
        <source>Favourite fruit, one query per fruit (m = 6)</source>
        <translation>Lieblingsobst, eine Abfrage je Obstsorte (m = 6)</translation>
    </message>
    <message>
        <source>Skewed survey: 4 yes/no answers, 500 people</source>
        <translation>Schiefe Umfrage: 4 Ja/Nein-Antworten, 500 Personen</translation>
    </message>
    <message>
        <source>Teacher of the year: top 3</source>
        <translation>Lehrkraft des Jahres: die besten 3</translation>
    </message>
    <message>
        <source>Lunch with colleagues: top 2</source>
        <translation>Mittagessen mit Kollegen: die besten 2</translation>
    </message>
    <message>
        <source>Teacher of the year</source>
        <translation>Lehrkraft des Jahres</translation>
    </message>
    <message>
        <source>Most-visited website (Naor)</source>
        <translation>Meistbesuchte Website (Naor)</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong: {reason}</source>
        <translation>Etwas ist schiefgegangen: {reason}</translation>
    </message>
    <message>
        <source>Your data is still open. Details were written to {log}.</source>
        <translation>Ihre Daten sind weiterhin geöffnet. Einzelheiten stehen in {log}.</translation>
    </message>
    <message>
        <source>Export plot as PNG…</source>
        <translation>Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export plot as SVG…</source>
        <translation>Diagramm als SVG exportieren…</translation>
    </message>
    <message>
        <source>Select a cell in the option's column first</source>
        <translation>Wählen Sie zuerst eine Zelle in der Spalte der Option</translation>
    </message>
    <message>
        <source>Rename option</source>
        <translation>Option umbenennen</translation>
    </message>
    <message>
        <source>New name for “{name}”:</source>
        <translation>Neuer Name für „{name}“:</translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} Sekunden</translation>
    </message>
    <message>
        <source>a second or two</source>
        <translation>ein, zwei Sekunden</translation>
    </message>
    <message>
        <source>about {time} and {memory} of memory</source>
        <translation>etwa {time} und {memory} Arbeitsspeicher</translation>
    </message>
    <message>
        <source>No keeps the previous α.</source>
        <translation>Nein behält das bisherige α.</translation>
    </message>
    <message>
        <source>No adds nothing.</source>
        <translation>Nein fügt nichts hinzu.</translation>
    </message>
    <message>
        <source>A very large price grid</source>
        <translation>Ein sehr großes Preisgitter</translation>
    </message>
    <message>
        <source>α = {alpha} gives a grid of {m} prices. Computing the exact numbers takes {cost}.</source>
        <translation>α = {alpha} ergibt ein Gitter von {m} Preisen. Die exakten Zahlen zu berechnen dauert {cost}.</translation>
    </message>
    <message>
        <source>Compute them? ({no_means})</source>
        <translation>Jetzt berechnen? ({no_means})</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot export as code</source>
        <translation>Export als Code nicht möglich</translation>
    </message>
    <message>
        <source>This workspace has no experiment to export yet: fix the marked data or parameters first.</source>
        <translation>Dieser Arbeitsbereich hat noch kein Experiment zum Exportieren: Korrigieren Sie zuerst die markierten Daten oder Parameter.</translation>
    </message>
    <message>
        <source>Exported the {title} release at ε = {epsilon} as OpenDP code to {path}; run it with python {path} DATA.csv (needs opendp: pip install "expmech-gui[opendp]")</source>
        <translation>Die Veröffentlichung von {title} bei ε = {epsilon} als OpenDP-Code nach {path} exportiert; starten Sie sie mit python {path} DATA.csv (braucht opendp: pip install "expmech-gui[opendp]")</translation>
    </message>
    <message>
        <source>Experiment files (*.toml);;All files (*)</source>
        <translation>Experimentdateien (*.toml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exported the {title} workspace to {path} (data: {data}); run it with expmech batch {path}</source>
        <translation>Arbeitsbereich {title} nach {path} exportiert (Daten: {data}); starten Sie ihn mit expmech batch {path}</translation>
    </message>
    <message>
        <source>{path}: this window has no {key} workspace.</source>
        <translation>{path}: Dieses Fenster hat keinen Arbeitsbereich {key}.</translation>
    </message>
    <message>
        <source>Opened the first cell of {path} in {title}</source>
        <translation>Erste Zelle von {path} in {title} geöffnet</translation>
    </message>
    <message>
        <source>Exported {count} files to {folder}</source>
        <translation>{count} Dateien nach {folder} exportiert</translation>
    </message>
    <message>
        <source>write the report</source>
        <translation>den Bericht schreiben</translation>
    </message>
    <message>
        <source>Report failed: {reason}</source>
        <translation>Bericht fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Report written to {path}</source>
        <translation>Bericht geschrieben: {path}</translation>
    </message>
    <message>
        <source>Report failed</source>
        <translation>Bericht fehlgeschlagen</translation>
    </message>
    <message>
        <source>Writing the report {path}…</source>
        <translation>Bericht {path} wird geschrieben…</translation>
    </message>
    <message>
        <source>ExpMech sessions (*.expmech)</source>
        <translation>ExpMech-Sitzungen (*.expmech)</translation>
    </message>
    <message>
        <source>ExpMech sessions (*.expmech);;All files (*)</source>
        <translation>ExpMech-Sitzungen (*.expmech);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Arbeitsspeicher</translation>
    </message>
    <message>
        <source>{path}: cannot save ({reason}); the previous file is unchanged</source>
        <translation>{path}: Speichern nicht möglich ({reason}); die bisherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>Export slides…</source>
        <translation>Folien exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No numbers yet: {reason}</source>
        <translation>Noch keine Zahlen: {reason}</translation>
    </message>
    <message>
        <source>load some data into the workspace.</source>
        <translation>Laden Sie Daten in den Arbeitsbereich.</translation>
    </message>
    <message>
        <source>Working out the numbers for {m} {candidates}…</source>
        <translation>Die Zahlen für {m} {candidates} werden berechnet…</translation>
    </message>
    <message>
        <source>Working out whose data moves the chances most…</source>
        <translation>Es wird berechnet, wessen Daten die Wahrscheinlichkeiten am stärksten verschieben…</translation>
    </message>
    <message>
        <source>Story: {title}</source>
        <translation>Geschichte: {title}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <translation>{names} und {name}</translation>
    </message>
    <message>
        <source>{names} (and {more} more)</source>
        <translation>{names} (und {more} weitere)</translation>
    </message>
    <message>
        <source>Drawing…</source>
        <translation>Es wird gezogen…</translation>
    </message>
    <message>
        <source>This time it is {name} ({score}), which had a {p} chance.</source>
        <translation>Diesmal ist es {name} ({score}), mit einer Wahrscheinlichkeit von {p}.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>one {unit} for {name}</source>
        <translation>eine {unit} für {name}</translation>
    </message>
    <message>
        <source>one person</source>
        <translation>eine Person</translation>
    </message>
    <message>
        <source>No one can be taken out of these data</source>
        <translation>Aus diesen Daten kann niemand entfernt werden</translation>
    </message>
    <message>
        <source>The chances do not move at all, whatever the promise for {change} at ε = {eps}</source>
        <translation>Die Wahrscheinlichkeiten ändern sich gar nicht, was auch immer das Versprechen bei ε = {eps} ({change}) ist</translation>
    </message>
    <message>
        <source>The chances move by at most {moved}; the {analysis} analysis in use promises nothing for {change}</source>
        <translation>Die Wahrscheinlichkeiten ändern sich höchstens um {moved}; die verwendete Analyse ({analysis}) verspricht nichts für {change}</translation>
    </message>
    <message>
        <source>The chances move by up to {moved}, as far as the promise for {change} allows at ε = {eps} ({power})</source>
        <translation>Die Wahrscheinlichkeiten ändern sich um bis zu {moved}, so weit es das Versprechen bei ε = {eps} ({change}) zulässt ({power})</translation>
    </message>
    <message>
        <source>The chances move by at most {moved}, and for {change} the promise at ε = {eps} is never more than {limit} ({power})</source>
        <translation>Die Wahrscheinlichkeiten ändern sich höchstens um {moved}, und das Versprechen bei ε = {eps} ({change}) ist nie mehr als {limit} ({power})</translation>
    </message>
    <message>
        <source>{eps} on average</source>
        <translation>im Mittel {eps}</translation>
    </message>
    <message>
        <source>Each answer costs {cost}: {why}.</source>
        <translation>Jede Antwort kostet {cost}: {why}.</translation>
    </message>
    <message>
        <source>If {k} answers were released at ε = {epsilon} (nothing has been released yet)</source>
        <translation>Würden {k} Antworten bei ε = {epsilon} veröffentlicht (bisher wurde nichts veröffentlicht)</translation>
    </message>
    <message>
        <source>After the {k} answers released so far, each charged ε = {epsilon}</source>
        <translation>Nach den {k} bisher veröffentlichten Antworten, jede mit ε = {epsilon} berechnet</translation>
    </message>
    <message>
        <source>After the {k} answers released so far, charged from ε = {low} to {high}</source>
        <translation>Nach den {k} bisher veröffentlichten Antworten, berechnet mit ε = {low} bis {high}</translation>
    </message>
    <message>
        <source>Chance of OPT: {p_opt}  ·  expected loss below OPT: {loss}  ·  {change} changes any chance by at most ×{bound} ({power}, ε = {epsilon})</source>
        <translation>Chance auf OPT: {p_opt}  ·  erwarteter Verlust unter OPT: {loss}  ·  {change} ändert jede Wahrscheinlichkeit um höchstens ×{bound} ({power}, ε = {epsilon})</translation>
    </message>
    <message>
        <source>∞ (limit)</source>
        <translation>∞ (Grenzwert)</translation>
    </message>
    <message>
        <source>{names} was not in the file: reset to the defaults</source>
        <translation>{names} war nicht in der Datei: auf die Vorgaben zurückgesetzt</translation>
    </message>
    <message>
        <source>{names} were not in the file: reset to the defaults</source>
        <translation>{names} waren nicht in der Datei: auf die Vorgaben zurückgesetzt</translation>
    </message>
    <message>
        <source>The damaged autosave was kept as {path}.</source>
        <translation>Die beschädigte automatische Sicherung wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>The damaged autosave could not be moved aside ({reason}); it was left as it is.</source>
        <translation>Die beschädigte automatische Sicherung konnte nicht beiseitegelegt werden ({reason}); sie blieb, wie sie ist.</translation>
    </message>
    <message>
        <source>The autosaved session could not be restored: {reason}</source>
        <translation>Die automatisch gesicherte Sitzung konnte nicht wiederhergestellt werden: {reason}</translation>
    </message>
    <message>
        <source>Nothing from it is shown: the window keeps what it showed before.</source>
        <translation>Nichts daraus wird gezeigt: Das Fenster behält, was es vorher zeigte.</translation>
    </message>
    <message>
        <source>(below every possible score: the bound says nothing at this n and ε)</source>
        <translation>(unter jeder möglichen Bewertung: die Schranke sagt bei diesem n und ε nichts)</translation>
    </message>
    <message>
        <source>with ε = {epsilon}, Δ = {delta}, {m} candidates.</source>
        <translation>mit ε = {epsilon}, Δ = {delta}, {m} Kandidaten.</translation>
    </message>
    <message>
        <source>bound {bound} = {p}; exact probability {exact}.</source>
        <translation>Schranke {bound} = {p}; exakte Wahrscheinlichkeit {exact}.</translation>
    </message>
    <message>
        <source>with probability ≥ {bound} = {p}.</source>
        <translation>mit Wahrscheinlichkeit ≥ {bound} = {p}.</translation>
    </message>
    <message>
        <source>{count} with weight 0 (never chosen)</source>
        <translation>{count} mit Gewicht 0 (nie gewählt)</translation>
    </message>
    <message>
        <source>(more than 1: says nothing)</source>
        <translation>(mehr als 1: sagt nichts)</translation>
    </message>
    <message>
        <source>The wiki weighs r by {weight}: its ε is the app's c = {c}.</source>
        <translation>Das Wiki gewichtet r mit {weight}: Sein ε ist das c der App = {c}.</translation>
    </message>
    <message>
        <source>Lemma</source>
        <translation>Lemma</translation>
    </message>
    <message>
        <source>at the bad-outcome line, t = {t}: {bound} = {lemma}; Theorem 3: {kamath}; exact {exact}.</source>
        <translation>an der Linie des schlechten Ergebnisses, t = {t}: {bound} = {lemma}; Satz 3: {kamath}; exakt {exact}.</translation>
    </message>
    <message>
        <source>Theorem: {claim} for every {condition}</source>
        <translation>Satz: {claim} für jedes {condition}</translation>
    </message>
    <message>
        <source>smallest t = {t}: {floor}; Theorem 3 integrated, {kamath}; exact {exact}.</source>
        <translation>kleinstes t = {t}: {floor}; Satz 3 integriert, {kamath}; exakt {exact}.</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Schließt das andockbare Fenster</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Löst das andockbare Fenster und dockt es wieder an</translation>
    </message>
    <message>
        <source>No valid settings yet.</source>
        <translation>Noch keine gültigen Einstellungen.</translation>
    </message>
    <message>
        <source>The exponential mechanism</source>
        <translation>Der Exponentialmechanismus</translation>
    </message>
    <message>
        <source>Utility theorem</source>
        <translation>Nutzensatz</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Pricing guarantee (Kamath lecture 7)</source>
        <translation>Preisgarantie (Kamath, Vorlesung 7)</translation>
    </message>
    <message>
        <source>Accuracy by the mass near the best (the wiki)</source>
        <translation>Genauigkeit nach der Masse nahe dem Besten (das Wiki)</translation>
    </message>
    <message>
        <source>ViewBox options</source>
        <translation>Optionen der Ansicht</translation>
    </message>
    <message>
        <source>View All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Mouse Mode</source>
        <translation>Mausmodus</translation>
    </message>
    <message>
        <source>3 button</source>
        <translation>3 Tasten</translation>
    </message>
    <message>
        <source>1 button</source>
        <translation>1 Taste</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>x-Achse</translation>
    </message>
    <message>
        <source>Y axis</source>
        <translation>y-Achse</translation>
    </message>
    <message>
        <source>Plot Options</source>
        <translation>Diagrammoptionen</translation>
    </message>
    <message>
        <source>Transforms</source>
        <translation>Umformungen</translation>
    </message>
    <message>
        <source>Downsample</source>
        <translation>Ausdünnen</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittelung</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Gitternetz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Link Axis:</source>
        <translation>Achse koppeln:</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Links this axis with another view. When linked, both views will display the same data range.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Koppelt diese Achse an eine andere Ansicht. Gekoppelt zeigen beide Ansichten denselben Datenbereich.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Percent of data to be visible when auto-scaling. It may be useful to decrease this value for data with spiky noise.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Anteil der Daten in Prozent, der beim automatischen Skalieren sichtbar ist. Bei Daten mit Ausreißern kann ein kleinerer Wert helfen.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Automatically resize this axis whenever the displayed data is changed.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Passt diese Achse automatisch an, sobald sich die gezeigten Daten ändern.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Set the range for this axis manually. This disables automatic scaling. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Legen Sie den Bereich dieser Achse von Hand fest. Das schaltet das automatische Skalieren ab. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Von Hand</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Minimum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Kleinster Wert, den diese Achse zeigt.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Maximum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Größter Wert, den diese Achse zeigt.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Inverts the display of this axis. (+y points downward instead of upward)&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Kehrt diese Achse um. (+y zeigt nach unten statt nach oben)&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Invert Axis</source>
        <translation>Achse umkehren</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Enables mouse interaction (panning, scaling) for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Erlaubt die Bedienung mit der Maus (Verschieben, Skalieren) für diese Achse.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Mouse Enabled</source>
        <translation>Maus aktiv</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will only auto-scale to data that is visible along the orthogonal axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Wenn angehakt, skaliert die Achse nur auf die Daten, die entlang der anderen Achse sichtbar sind.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Visible Data Only</source>
        <translation>Nur sichtbare Daten</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will automatically pan to center on the current data, but the scale along this axis will not change.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Wenn angehakt, verschiebt sich die Achse selbst auf die Mitte der jetzigen Daten; ihr Maßstab bleibt gleich.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Auto Pan Only</source>
        <translation>Nur automatisch verschieben</translation>
    </message>
    <message>
        <source>Display averages of the curves displayed in this plot. The parameter list allows you to choose parameters to average over (if any are available).</source>
        <translation>Zeigt Mittelwerte der Kurven dieses Diagramms. In der Parameterliste wählen Sie, über welche Parameter gemittelt wird (falls es welche gibt).</translation>
    </message>
    <message>
        <source>Plot only the portion of each curve that is visible. This assumes X values are uniformly spaced.</source>
        <translation>Zeichnet nur den sichtbaren Teil jeder Kurve. Das setzt gleichmäßig verteilte x-Werte voraus.</translation>
    </message>
    <message>
        <source>Clip to View</source>
        <translation>Auf Ansicht beschränken</translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check this box to limit the number of traces that are displayed.</source>
        <translation>Zeigt dieses Diagramm mehrere Kurven, begrenzt dieses Häkchen die Zahl der gezeigten Kurven.</translation>
    </message>
    <message>
        <source>Max Traces:</source>
        <translation>Höchstens Kurven:</translation>
    </message>
    <message>
        <source>Downsample by drawing a saw wave that follows the min and max of the original data. This method produces the best visual representation of the data but is slower.</source>
        <translation>Dünnt aus, indem eine Sägezahnlinie dem Minimum und Maximum der Daten folgt. So sehen die Daten am treuesten aus, aber es ist langsamer.</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitzen</translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check "Max Traces" and set this value to limit the number of traces that are displayed.</source>
        <translation>Zeigt dieses Diagramm mehrere Kurven, haken Sie „Höchstens Kurven“ an und setzen Sie diesen Wert, um ihre Zahl zu begrenzen.</translation>
    </message>
    <message>
        <source>If MaxTraces is checked, remove curves from memory after they are hidden (saves memory, but traces can not be un-hidden).</source>
        <translation>Wenn „Höchstens Kurven“ angehakt ist, werden ausgeblendete Kurven aus dem Speicher entfernt (spart Speicher, aber sie lassen sich nicht wieder einblenden).</translation>
    </message>
    <message>
        <source>Forget hidden traces</source>
        <translation>Ausgeblendete Kurven vergessen</translation>
    </message>
    <message>
        <source>Downsample by taking the mean of N samples.</source>
        <translation>Dünnt aus, indem der Mittelwert von je N Werten genommen wird.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Downsample by taking the first of N samples. This method is fastest and least accurate.</source>
        <translation>Dünnt aus, indem der erste von je N Werten genommen wird. Am schnellsten und am ungenauesten.</translation>
    </message>
    <message>
        <source>Subsample</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>Automatically downsample data based on the visible range. This assumes X values are uniformly spaced.</source>
        <translation>Dünnt die Daten nach dem sichtbaren Bereich selbst aus. Das setzt gleichmäßig verteilte x-Werte voraus.</translation>
    </message>
    <message>
        <source>Downsample data before plotting. (plot every Nth sample)</source>
        <translation>Dünnt die Daten vor dem Zeichnen aus. (jeder N-te Wert)</translation>
    </message>
    <message>
        <source>Log X</source>
        <translation>Log x</translation>
    </message>
    <message>
        <source>dy/dx</source>
        <translation>dy/dx</translation>
    </message>
    <message>
        <source>Y vs. Y'</source>
        <translation>Y gegen Y'</translation>
    </message>
    <message>
        <source>Power Spectrum (FFT)</source>
        <translation>Leistungsspektrum (FFT)</translation>
    </message>
    <message>
        <source>Log Y</source>
        <translation>Log y</translation>
    </message>
    <message>
        <source>Subtract Mean</source>
        <translation>Mittelwert abziehen</translation>
    </message>
    <message>
        <source>Show X Grid</source>
        <translation>x-Gitternetz zeigen</translation>
    </message>
    <message>
        <source>Show Y Grid</source>
        <translation>y-Gitternetz zeigen</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>{trials} trials, the most one workspace counts (so that every count stays exact and is saved exactly); Reset starts again</source>
        <translation>{trials} Durchläufe, die meisten, die ein Arbeitsbereich zählt (damit jede Zählung exakt bleibt und exakt gespeichert wird); Zurücksetzen beginnt neu</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Finished: {trials} trials so far</source>
        <translation>Fertig: bisher {trials} Durchläufe</translation>
    </message>
    <message>
        <source>Stopped: {trials} trials so far</source>
        <translation>Angehalten: bisher {trials} Durchläufe</translation>
    </message>
    <message>
        <source>Run N needs at least one trial</source>
        <translation>„N ausführen“ braucht mindestens einen Durchlauf</translation>
    </message>
    <message>
        <source>Simulation failed: {reason}</source>
        <translation>Simulation fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>The data: {score} of each {candidate}</source>
        <translation>Die Daten: {score} je {candidate}</translation>
    </message>
    <message>
        <source>OPT (no privacy)</source>
        <translation>OPT (ohne Privatsphäre)</translation>
    </message>
    <message>
        <source>Scores: {score}</source>
        <translation>Bewertungen: {score}</translation>
    </message>
    <message>
        <source>Weights (OPT's weight = 1)</source>
        <translation>Gewichte (Gewicht von OPT = 1)</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Chance of each answer</source>
        <translation>Wahrscheinlichkeit jeder Antwort</translation>
    </message>
    <message>
        <source>blind pick</source>
        <translation>blinde Wahl</translation>
    </message>
    <message>
        <source>One draw: where the marker stops is the answer</source>
        <translation>Eine Ziehung: Wo die Marke stehen bleibt, ist die Antwort</translation>
    </message>
    <message>
        <source>cumulative chance</source>
        <translation>kumulierte Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Many draws: how often each came out (dots: exact chance)</source>
        <translation>Viele Ziehungen: wie oft jede herauskam (Punkte: exakte Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>Many draws: how often each group of {k} came out (dots: exact chance)</source>
        <translation>Viele Ziehungen: wie oft jede Gruppe von {k} herauskam (Punkte: exakte Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>share of draws</source>
        <translation>Anteil der Ziehungen</translation>
    </message>
    <message>
        <source>the promise: at most ×{factor}</source>
        <translation>das Versprechen: höchstens ×{factor}</translation>
    </message>
    <message>
        <source>How much each chance moves without one person (bars: ×, from 1 = unchanged)</source>
        <translation>Wie stark sich jede Wahrscheinlichkeit ohne eine Person ändert (Balken: ×, ab 1 = unverändert)</translation>
    </message>
    <message>
        <source>chance without ÷ chance with</source>
        <translation>Wahrsch. ohne ÷ Wahrsch. mit</translation>
    </message>
    <message>
        <source>simply added up, release by release: ε = {total}</source>
        <translation>einfach aufsummiert, Veröffentlichung für Veröffentlichung: ε = {total}</translation>
    </message>
    <message>
        <source>simply added up: k × {each}</source>
        <translation>einfach aufsummiert: k × {each}</translation>
    </message>
    <message>
        <source>after {k}: ε = {total} (tightest accounting)</source>
        <translation>nach {k}: ε = {total} (engste Abrechnung)</translation>
    </message>
    <message>
        <source>The bill: total privacy loss after k answers</source>
        <translation>Die Rechnung: gesamter Privatsphäre-Verlust nach k Antworten</translation>
    </message>
    <message>
        <source>answers released k</source>
        <translation>veröffentlichte Antworten k</translation>
    </message>
    <message>
        <source>Exact release: {reason}</source>
        <translation>Exakte Veröffentlichung: {reason}</translation>
    </message>
    <message>
        <source>Exact release: one is already being drawn; wait for it, or press Cancel (Esc)</source>
        <translation>Exakte Veröffentlichung: Eine wird schon gezogen; warten Sie darauf oder drücken Sie Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Exact release: fix the settings first, or wait for the run to finish</source>
        <translation>Exakte Veröffentlichung: Korrigieren Sie zuerst die Einstellungen oder warten Sie, bis der Lauf endet</translation>
    </message>
    <message>
        <source>Drawing one release with the exact sampler… (Cancel or Esc stops it)</source>
        <translation>Eine Veröffentlichung wird mit dem exakten Sampler gezogen… (Abbrechen oder Esc hält sie an)</translation>
    </message>
    <message>
        <source>Exact release cancelled: nothing was released</source>
        <translation>Exakte Veröffentlichung abgebrochen: Nichts wurde veröffentlicht</translation>
    </message>
    <message>
        <source>Exact release: starting…</source>
        <translation>Exakte Veröffentlichung: beginnt…</translation>
    </message>
    <message>
        <source>Exact release: {done} proposals of about {expected}</source>
        <translation>Exakte Veröffentlichung: {done} Vorschläge von etwa {expected}</translation>
    </message>
    <message>
        <source>Exact release dropped: the settings changed while it was drawn</source>
        <translation>Exakte Veröffentlichung verworfen: Die Einstellungen änderten sich, während sie gezogen wurde</translation>
    </message>
    <message>
        <source>Released with the exact sampler</source>
        <translation>Mit dem exakten Sampler veröffentlicht</translation>
    </message>
    <message>
        <source>ε = {epsilon} exactly, no floating-point rounding in the draw</source>
        <translation>ε = {epsilon} exakt, ohne Gleitkomma-Rundung in der Ziehung</translation>
    </message>
    <message>
        <source>No recommended α without valid data: {reason}</source>
        <translation>Kein empfohlenes α ohne gültige Daten: {reason}</translation>
    </message>
    <message>
        <source>No recommended α: {reason}</source>
        <translation>Kein empfohlenes α: {reason}</translation>
    </message>
    <message>
        <source>{title}: the simulated results were not saved (they do not match the saved settings)</source>
        <translation>{title}: Die simulierten Ergebnisse wurden nicht gespeichert (sie passen nicht zu den gespeicherten Einstellungen)</translation>
    </message>
    <message>
        <source>a Dask LocalCluster of {n} worker processes</source>
        <translation>einem Dask-LocalCluster mit {n} Worker-Prozessen</translation>
    </message>
    <message>
        <source>the Dask scheduler at {address}</source>
        <translation>dem Dask-Scheduler unter {address}</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>diesem Prozess</translation>
    </message>
    <message>
        <source>a local pool of {workers} processes</source>
        <translation>einem lokalen Pool von {workers} Prozessen</translation>
    </message>
    <message>
        <source>no cell left to run</source>
        <translation>keine Zelle mehr zu berechnen</translation>
    </message>
    <message>
        <source>this process has one core; --workers N to choose</source>
        <translation>dieser Prozess hat einen Kern; --workers N zum Wählen</translation>
    </message>
    <message>
        <source>one worker per core; --workers N to choose</source>
        <translation>ein Worker je Kern; --workers N zum Wählen</translation>
    </message>
    <message>
        <source>the grid is about {seconds:.1f} s of cells, less than starting workers is worth; --workers N to choose</source>
        <translation>das Raster sind etwa {seconds:.1f} s an Zellen, weniger, als sich das Starten von Workern lohnt; --workers N zum Wählen</translation>
    </message>
    <message>
        <source>about {seconds:,.0f} s of cells: one worker per core; --workers N to choose</source>
        <translation>etwa {seconds:,.0f} s an Zellen: ein Worker je Kern; --workers N zum Wählen</translation>
    </message>
    <message>
        <source>{setting} ({key})</source>
        <translation>{setting} ({key})</translation>
    </message>
    <message>
        <source>Add / remove one person</source>
        <translation>Eine Person hinzufügen / entfernen</translation>
    </message>
    <message>
        <source>Replace one person's data</source>
        <translation>Daten einer Person ersetzen</translation>
    </message>
    <message>
        <source>one synthetic table (the net mechanism)</source>
        <translation>eine synthetische Tabelle (Netzmechanismus)</translation>
    </message>
    <message>
        <source>PMW run (seed {seed}): {count} answers</source>
        <translation>PMW-Lauf (Startwert {seed}): {count} Antworten</translation>
    </message>
    <message>
        <source>Private multiplicative weights</source>
        <translation>Private multiplikative Gewichte</translation>
    </message>
    <message>
        <source>the score typed</source>
        <translation>die eingegebene Bewertung</translation>
    </message>
    <message>
        <source>log P: (1/c)·ln P[M(D) = h]</source>
        <translation>log P: (1/c)·ln P[M(D) = h]</translation>
    </message>
    <message>
        <source>least sensitive: each D′ shifted by the middle of its changes</source>
        <translation>am wenigsten empfindlich: jedes D′ um die Mitte seiner Änderungen verschoben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>halted</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Peeling (k exponential mechanisms)</source>
        <translation>Peeling (k Exponentialmechanismen)</translation>
    </message>
    <message>
        <source>One-shot Gumbel top-k</source>
        <translation>Gumbel-Top-k in einem Zug</translation>
    </message>
    <message>
        <source>One-shot Laplace top-k</source>
        <translation>Laplace-Top-k in einem Zug</translation>
    </message>
    <message>
        <source>values of n</source>
        <translation>Werte von n</translation>
    </message>
    <message>
        <source>Computing the learned concept's error and simulating {count} runs…</source>
        <translation>Der Fehler des gelernten Konzepts wird berechnet und {count} Läufe werden simuliert…</translation>
    </message>
    <message>
        <source>The releases so far</source>
        <translation>Die bisherigen Veröffentlichungen</translation>
    </message>
    <message>
        <source>Compute again</source>
        <translation>Erneut berechnen</translation>
    </message>
    <message>
        <source>No valid settings: fix the data or parameters first.</source>
        <translation>Keine gültigen Einstellungen: Korrigieren Sie zuerst die Daten oder Parameter.</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>Cancelled: the privacy loss was not computed.</source>
        <translation>Abgebrochen: Der Privatsphäreverlust wurde nicht berechnet.</translation>
    </message>
    <message>
        <source>The ledger has changed since this privacy loss was computed: press the button again for everything released now.</source>
        <translation>Das Konto hat sich geändert, seit dieser Privatsphäreverlust berechnet wurde: Drücken Sie die Schaltfläche erneut für alles jetzt Veröffentlichte.</translation>
    </message>
    <message>
        <source>Searching for the most exposed person…</source>
        <translation>Die am stärksten betroffene Person wird gesucht…</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Suchlauf abgebrochen.</translation>
    </message>
    <message>
        <source>Sweep cancelled: the curves were not computed.</source>
        <translation>Durchlauf abgebrochen: Die Kurven wurden nicht berechnet.</translation>
    </message>
    <message>
        <source>Solving cancelled.</source>
        <translation>Lösen abgebrochen.</translation>
    </message>
    <message>
        <source>configurations</source>
        <translation>Konfigurationen</translation>
    </message>
    <message>
        <source>Exponential mechanism (McSherry–Talwar 2007)</source>
        <translation>Exponentieller Mechanismus (McSherry–Talwar 2007)</translation>
    </message>
    <message>
        <source>Report-noisy-max with Gumbel noise (the same distribution as the exponential mechanism, sampled differently)</source>
        <translation>Report-Noisy-Max mit Gumbel-Rauschen (dieselbe Verteilung wie der exponentielle Mechanismus, anders gezogen)</translation>
    </message>
    <message>
        <source>Permute-and-flip (McKenna–Sheldon 2020, never worse in expectation)</source>
        <translation>Permute-and-Flip (McKenna–Sheldon 2020, im Erwartungswert nie schlechter)</translation>
    </message>
    <message>
        <source>t in the utility theorem: P[score ≤ OPT − (2Δ/ε)(ln(|H|/|H*|) + t)] ≤ e^(−t)</source>
        <translation>t im Nutzensatz: P[Bewertung ≤ OPT − (2Δ/ε)(ln(|H|/|H*|) + t)] ≤ e^(−t)</translation>
    </message>
    <message>
        <source>General: weights exp(ε·u/(2Δ)). Monotone: exp(ε·u/Δ), valid only when one person's change moves every score in the same direction. Range: exp(ε·u/range), where the data declares how far apart one person can push the scores (Custom does).</source>
        <translation>Allgemein: Gewichte exp(ε·u/(2Δ)). Monoton: exp(ε·u/Δ), nur gültig, wenn die Änderung einer Person jede Bewertung in dieselbe Richtung bewegt. Spanne: exp(ε·u/Spanne), wenn die Daten angeben, wie weit eine Person die Bewertungen auseinanderschieben kann (Eigene tut das).</translation>
    </message>
    <message>
        <source>What 'one person's data' means: present/absent, or present with other data.</source>
        <translation>Was ‚die Daten einer Person‘ bedeutet: vorhanden/nicht vorhanden oder vorhanden mit anderen Daten.</translation>
    </message>
    <message>
        <source>The private selection mechanism</source>
        <translation>Der private Auswahlmechanismus</translation>
    </message>
    <message>
        <source>Bound t</source>
        <translation>Schranke t</translation>
    </message>
    <message>
        <source>The random seed of the simulation</source>
        <translation>Der Zufallsstartwert der Simulation</translation>
    </message>
    <message>
        <source>General: ε/(2Δ)</source>
        <translation>Allgemein: ε/(2Δ)</translation>
    </message>
    <message>
        <source>Monotone: ε/Δ</source>
        <translation>Monoton: ε/Δ</translation>
    </message>
    <message>
        <source>Range: ε/range</source>
        <translation>Spanne: ε/Spanne</translation>
    </message>
    <message>
        <source>k sequential exponential mechanisms, each winner removed before the next draw</source>
        <translation>k exponentielle Mechanismen nacheinander, jeder Gewinner vor der nächsten Ziehung entfernt</translation>
    </message>
    <message>
        <source>Gumbel noise added to the scores once, the k largest taken: the same law as peeling</source>
        <translation>Gumbel-Rauschen einmal zu den Bewertungen addiert, die k größten genommen: dieselbe Verteilung wie Peeling</translation>
    </message>
    <message>
        <source>Laplace noise (scale 1/c) added once, the k largest taken: a different law, kε-DP in total</source>
        <translation>Laplace-Rauschen (Skala 1/c) einmal addiert, die k größten genommen: eine andere Verteilung, insgesamt kε-DP</translation>
    </message>
    <message>
        <source>Sensitivity Δ of the score, derived from the scenario</source>
        <translation>Sensitivität Δ der Bewertung, aus dem Szenario abgeleitet</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>Monotone is valid here: {reason}.</source>
        <translation>Monoton ist hier gültig: {reason}.</translation>
    </message>
    <message>
        <source>Monotone is NOT valid here: {reason}.</source>
        <translation>Monoton ist hier NICHT gültig: {reason}.</translation>
    </message>
    <message>
        <source>Simulation failed: </source>
        <translation>Simulation fehlgeschlagen: </translation>
    </message>
    <message>
        <source>less than 0.001</source>
        <translation>weniger als 0.001</translation>
    </message>
    <message>
        <source>Nothing has been released yet: the privacy loss of every person is zero.</source>
        <translation>Noch wurde nichts veröffentlicht: Der Privatsphäreverlust jeder Person ist null.</translation>
    </message>
    <message>
        <source>(seen from the data with that change, where this person's loss is larger)</source>
        <translation>(von den Daten mit dieser Änderung aus gesehen, wo der Verlust dieser Person größer ist)</translation>
    </message>
    <message>
        <source>For the most exposed person ({person}){seen}, everything released so far gives a privacy loss of {mean} on average, at most {worst} (the worst case); it passes the total ε = {total} with a chance of {chance}.</source>
        <translation>Für die am stärksten betroffene Person ({person}){seen} ergibt alles bisher Veröffentlichte einen Privatsphäreverlust von durchschnittlich {mean}, höchstens {worst} (der ungünstigste Fall); er übersteigt das gesamte ε = {total} mit einer Wahrscheinlichkeit von {chance}.</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbeschränkt</translation>
    </message>
    <message>
        <source>no more than {chance}</source>
        <translation>höchstens {chance}</translation>
    </message>
    <message>
        <source>{count} of the {releases} releases were not made on this data by one mechanism (another workspace or data, a top-k set): each counts at its worst case.</source>
        <translation>{count} der {releases} Veröffentlichungen wurden nicht auf diesen Daten von einem Mechanismus gemacht (ein anderer Arbeitsbereich oder andere Daten, eine Top-k-Menge): Jede zählt mit ihrem ungünstigsten Fall.</translation>
    </message>
    <message>
        <source>about 0</source>
        <translation>etwa 0</translation>
    </message>
    <message>
        <source>average {a}</source>
        <translation>Mittel {a}</translation>
    </message>
    <message>
        <source>total ε {a}</source>
        <translation>Gesamt-ε {a}</translation>
    </message>
    <message>
        <source>worst {a}</source>
        <translation>schlechteste {a}</translation>
    </message>
    <message>
        <source>the ledger's total</source>
        <translation>die Summe des Kontos</translation>
    </message>
    <message>
        <source>the largest loss possible</source>
        <translation>der größtmögliche Verlust</translation>
    </message>
    <message>
        <source>|q(real) − q(synthetic)|: the difference between the two tables' answers</source>
        <translation>|q(echt) − q(synthetisch)|: der Unterschied zwischen den Antworten der beiden Tabellen</translation>
    </message>
    <message>
        <source>Not shown: {refusal} Raise the budget under Privacy bill to draw it.</source>
        <translation>Nicht gezeigt: {refusal} Erhöhen Sie das Budget unter Privatsphäre-Rechnung, um sie zu ziehen.</translation>
    </message>
    <message>
        <source>Not added: those settings were not computed.</source>
        <translation>Nicht hinzugefügt: Diese Einstellungen wurden nicht berechnet.</translation>
    </message>
    <message>
        <source>average of the first pick</source>
        <translation>Mittel der ersten Wahl</translation>
    </message>
    <message>
        <source>{score} of the first of the {k} chosen: how likely each value is</source>
        <translation>{score} der ersten der {k} Gewählten: wie wahrscheinlich jeder Wert ist</translation>
    </message>
    <message>
        <source>Share of simulated {k}-sets</source>
        <translation>Anteil simulierter {k}-Mengen</translation>
    </message>
    <message>
        <source>; each of the other {count} has at most {chance}</source>
        <translation>; jede der übrigen {count} hat höchstens {chance}</translation>
    </message>
    <message>
        <source>No private choice has been released yet.</source>
        <translation>Noch keine private Wahl veröffentlicht.</translation>
    </message>
    <message>
        <source>Each {candidate}'s chance to be among the {k} chosen is not computed exactly here; a simulation shows the share of the simulated {k}-sets that contain it.</source>
        <translation>Die Chance, unter den {k} Gewählten zu sein, wird hier nicht exakt berechnet; eine Simulation zeigt den Anteil der simulierten {k}-Mengen, die es enthalten ({candidate}).</translation>
    </message>
    <message>
        <source>Each {candidate}'s chance to be among the {k} chosen</source>
        <translation>Chance, unter den {k} Gewählten zu sein, je {candidate}</translation>
    </message>
    <message>
        <source>The {count} {candidates} most likely to be among the {k} chosen</source>
        <translation>Die {count} wahrscheinlichsten unter den {k} Gewählten ({candidates})</translation>
    </message>
    <message>
        <source>Each {candidate}'s share of the {runs} simulated {k}-sets (no exact law here)</source>
        <translation>Anteil der {runs} simulierten {k}-Mengen je {candidate} (hier ohne exakte Verteilung)</translation>
    </message>
    <message>
        <source>The {count} {candidates} most often among the {runs} simulated {k}-sets (no exact law here)</source>
        <translation>Die {count} häufigsten in den {runs} simulierten {k}-Mengen ({candidates}; hier ohne exakte Verteilung)</translation>
    </message>
    <message>
        <source>The best possible total of the {k} is {best}.</source>
        <translation>Die bestmögliche Summe der {k} ist {best}.</translation>
    </message>
    <message>
        <source>{value} (simulated)</source>
        <translation>{value} (simuliert)</translation>
    </message>
    <message>
        <source>The best possible total of the {k} is {best}; on average the {k} chosen get {expected} together.</source>
        <translation>Die bestmögliche Summe der {k} ist {best}; im Mittel erreichen die {k} Gewählten zusammen {expected}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy of the first pick:&lt;/b&gt; the theory guarantees that, with a chance of at least {chance}, the first of the {k} chosen scores more than {floor} (the exact chance of scoring {floor} or less is {exact}).</source>
        <translation>&lt;b&gt;Genauigkeit der ersten Wahl:&lt;/b&gt; Die Theorie garantiert mit einer Chance von mindestens {chance}, dass die erste der {k} Gewählten mehr als {floor} erreicht (die exakte Chance für {floor} oder weniger ist {exact}).</translation>
    </message>
    <message>
        <source>Each {candidate}'s chance to be among the {k} chosen is not computed exactly here and no whole {k}-set has been simulated yet: Run N draws them.</source>
        <translation>Die Chance, unter den {k} Gewählten zu sein, wird hier nicht exakt berechnet, und noch keine ganze {k}-Menge wurde simuliert ({candidate}): „N Läufe“ zieht sie.</translation>
    </message>
    <message>
        <source>Chance to be among the {k} chosen</source>
        <translation>Chance, unter den {k} Gewählten zu sein</translation>
    </message>
    <message>
        <source>… and {count} more {candidates}, each with a chance of at most {chance} to be among them.</source>
        <translation>… und {count} weitere ({candidates}), jede mit einer Chance von höchstens {chance}, darunter zu sein.</translation>
    </message>
    <message>
        <source>share of {runs} simulated {k}-sets</source>
        <translation>Anteil an {runs} simulierten {k}-Mengen</translation>
    </message>
    <message>
        <source>exact chance to be among the {k}</source>
        <translation>exakte Chance, unter den {k} zu sein</translation>
    </message>
    <message>
        <source>Sorted from the most to the least likely to be among the {k} chosen; their chances add up to {k}.</source>
        <translation>Geordnet von der höchsten zur niedrigsten Chance, unter den {k} Gewählten zu sein; die Chancen ergeben zusammen {k}.</translation>
    </message>
    <message>
        <source>The other {count} have at most {chance} each.</source>
        <translation>Die übrigen {count} haben je höchstens {chance}.</translation>
    </message>
    <message>
        <source>Average total of the {k} chosen</source>
        <translation>Mittlere Summe der {k} Gewählten</translation>
    </message>
    <message>
        <source>Average result of the first pick</source>
        <translation>Mittleres Ergebnis der ersten Wahl</translation>
    </message>
    <message>
        <source>Simulated average of the first pick (95% range)</source>
        <translation>Simuliertes Mittel der ersten Wahl (95-%-Bereich)</translation>
    </message>
    <message>
        <source>Each run publishes {k} {candidates} at once: the chance of each {candidate} to be one of them, exact (summed over every ordered selection) where the law is enumerated, beside the share of the simulated {k}-sets that contain it. The most likely are listed.</source>
        <translation>Jeder Lauf veröffentlicht {k} {candidates} auf einmal: die Chance jeder Möglichkeit ({candidate}), darunter zu sein, exakt (summiert über jede geordnete Auswahl), wo die Verteilung aufgezählt wird, neben dem Anteil der simulierten {k}-Mengen, die sie enthalten. Die wahrscheinlichsten sind aufgeführt.</translation>
    </message>
    <message>
        <source>P[h among the k] = Σ P[ordered selection] over the selections that contain h</source>
        <translation>P[h unter den k] = Σ P[geordnete Auswahl] über die Auswahlen, die h enthalten</translation>
    </message>
    <message>
        <source>Expected total {score} of the {k} chosen</source>
        <translation>{Score} der {k} Gewählten, erwartete Summe</translation>
    </message>
    <message>
        <source>The {score} of the {k} chosen {candidates} added up, on average: exact from each one's chance to be among them, beside the average total of the simulated {k}-sets.</source>
        <translation>Der Wert „{score}“ der {k} gewählten {candidates}, zusammengezählt und gemittelt: exakt aus der Chance jeder Möglichkeit, darunter zu sein, neben der mittleren Summe der simulierten {k}-Mengen.</translation>
    </message>
    <message>
        <source>E[total] = Σ P[h among the k] · score(h) over H</source>
        <translation>E[Summe] = Σ P[h unter den k] · Bewertung(h) über H</translation>
    </message>
    <message>
        <source>Expected {score} of the first pick (exact)</source>
        <translation>{Score} der ersten Wahl, erwartet (exakt)</translation>
    </message>
    <message>
        <source>Simulated average of the first pick</source>
        <translation>Simuliertes Mittel der ersten Wahl</translation>
    </message>
    <message>
        <source>Chance the first pick is that bad: exact</source>
        <translation>Chance, dass die erste Wahl so schlecht ist: exakt</translation>
    </message>
    <message>
        <source>no exact law here: run the simulation for each one's share of the {k}-sets</source>
        <translation>hier ohne exakte Verteilung: die Simulation zeigt den Anteil jeder an den {k}-Mengen</translation>
    </message>
    <message>
        <source>{name}: simulated {share}</source>
        <translation>{name}: simuliert {share}</translation>
    </message>
    <message>
        <source>{name}: {chance} (simulated {share})</source>
        <translation>{name}: {chance} (simuliert {share})</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>simulated {mean}</source>
        <translation>simuliert {mean}</translation>
    </message>
    <message>
        <source>{total} (simulated {mean})</source>
        <translation>{total} (simuliert {mean})</translation>
    </message>
    <message>
        <source>chance among the {a}</source>
        <translation>Chance unter den {a}</translation>
    </message>
    <message>
        <source>first pick's chance</source>
        <translation>Chance der ersten Wahl</translation>
    </message>
    <message>
        <source>Each run selects k. Chances per candidate (plots, summary): to be among the k; score distribution, running mean and the rows named so: the first pick; Top-k tab: all k.</source>
        <translation>Jeder Lauf wählt k. Chancen je Kandidat (Diagramme, Übersicht): unter den k zu sein; Verteilung der Bewertung, laufendes Mittel und so benannte Zeilen: die erste Wahl; Reiter Top-k: alle k.</translation>
    </message>
    <message>
        <source>a key needs '=' and a value after it</source>
        <translation>nach einem Schlüssel fehlen '=' und ein Wert</translation>
    </message>
    <message>
        <source>the value is not a number, a quoted text, true or false, a list or a table</source>
        <translation>der Wert ist weder eine Zahl noch ein Text in Anführungszeichen, true oder false, eine Liste oder eine Tabelle</translation>
    </message>
    <message>
        <source>a list opened with '[' is not closed with ']'</source>
        <translation>eine mit '[' geöffnete Liste wird nicht mit ']' geschlossen</translation>
    </message>
    <message>
        <source>a table opened with a brace is not closed with its brace</source>
        <translation>eine mit geschweifter Klammer geöffnete Tabelle wird nicht geschlossen</translation>
    </message>
    <message>
        <source>a quoted text is not closed by its quote mark</source>
        <translation>ein Text in Anführungszeichen wird nicht mit seinem Anführungszeichen geschlossen</translation>
    </message>
    <message>
        <source>a table is declared twice</source>
        <translation>eine Tabelle ist zweimal deklariert</translation>
    </message>
    <message>
        <source>a key is given a value twice</source>
        <translation>ein Schlüssel erhält zweimal einen Wert</translation>
    </message>
    <message>
        <source>a key or table is given twice</source>
        <translation>ein Schlüssel oder eine Tabelle steht zweimal in der Datei</translation>
    </message>
    <message>
        <source>something follows the value on the same line</source>
        <translation>in derselben Zeile folgt etwas auf den Wert</translation>
    </message>
    <message>
        <source>a table's name is not closed with ']'</source>
        <translation>der Name einer Tabelle wird nicht mit ']' geschlossen</translation>
    </message>
    <message>
        <source>a date or time is not valid</source>
        <translation>ein Datum oder eine Uhrzeit ist ungültig</translation>
    </message>
    <message>
        <source>a quoted text holds a character that must be escaped</source>
        <translation>ein Text in Anführungszeichen enthält ein Zeichen, das maskiert werden muss</translation>
    </message>
    <message>
        <source>a quoted text holds a backslash that starts no escape</source>
        <translation>ein Text in Anführungszeichen enthält einen Backslash, der keine Escape-Sequenz beginnt</translation>
    </message>
    <message>
        <source>a quoted text holds a \u escape that is not a character</source>
        <translation>ein Text in Anführungszeichen enthält ein \u-Escape, das kein Zeichen ist</translation>
    </message>
    <message>
        <source>this character is not allowed here</source>
        <translation>dieses Zeichen ist hier nicht erlaubt</translation>
    </message>
    <message>
        <source>the text cannot be read as TOML</source>
        <translation>der Text lässt sich nicht als TOML lesen</translation>
    </message>
    <message>
        <source>Something went wrong inside ExpMech Studio, and what it was doing was stopped. You can keep working; if it happens again, please report it with the details below.</source>
        <translation>Etwas ist in ExpMech Studio schiefgegangen, und der laufende Vorgang wurde abgebrochen. Sie können weiterarbeiten; falls es wieder passiert, melden Sie es bitte mit den Einzelheiten unten.</translation>
    </message>
    <message>
        <source>Cancelled: nothing new was computed, so anything shown is from before. Change a setting to compute again.</source>
        <translation>Abgebrochen: Es wurde nichts neu berechnet; Angezeigtes stammt von vorher. Ändern Sie eine Einstellung, um neu zu berechnen.</translation>
    </message>
    <message>
        <source>Comparison cancelled: the plots show the previous comparison.</source>
        <translation>Vergleich abgebrochen: Die Diagramme zeigen den vorigen Vergleich.</translation>
    </message>
    <message>
        <source>First of the k picks, exact chances: D vs D′</source>
        <translation>Erste der k Wahlen, exakte Chancen: D gegen D′</translation>
    </message>
    <message>
        <source>Privacy loss of the first of the k picks</source>
        <translation>Privatsphäre-Verlust der ersten der k Wahlen</translation>
    </message>
    <message>
        <source>Each run picks k: these are the first of the k picks' chances and its privacy loss alone (the Privacy bill adds up all k).</source>
        <translation>Jeder Lauf wählt k aus: Dies sind die Chancen der ersten der k Wahlen und nur ihr Privatsphäre-Verlust (die Privatsphäre-Rechnung addiert alle k).</translation>
    </message>
    <message>
        <source>one-shot noisy top-k, Ding et al. 2019</source>
        <translation>einmaliges verrauschtes Top-k, Ding et al. 2019</translation>
    </message>
    <message>
        <source>by “{how}”, valid for adaptive picks; k × {per} = {pure}</source>
        <translation>nach „{how}“, gültig für adaptive Wahlen; k × {per} = {pure}</translation>
    </message>
    <message>
        <source>The dashed band ±{pick} is the most one pick can lose for this change; the Privacy bill charges each of the k = {k} picks {per} and all {k} together ε = {total}{delta} ({composed}).</source>
        <translation>Das gestrichelte Band ±{pick} ist das Höchste, was eine Wahl bei dieser Änderung verlieren kann; die Privatsphäre-Rechnung berechnet jede der k = {k} Wahlen mit {per} und alle {k} zusammen mit ε = {total}{delta} ({composed}).</translation>
    </message>
    <message>
        <source>The conservatism figure is drawn for ranges of at most {most} whole numbers with Δ at most hi − lo.</source>
        <translation>Die Konservativitäts-Grafik wird für Bereiche von höchstens {most} ganzen Zahlen mit Δ höchstens hi − lo gezeichnet.</translation>
    </message>
    <message>
        <source>Above 1, the textbook discrete Laplace(Δ/ε) spends more than ε on this range; the exponential mechanism's scale 2Δ/ε spends less, and the least noise that keeps ε is {low:.3g}–{high:.3g}% below it (Holohan et al. 2018, Fig. 1; exact, over every f(D) in the range, d = {dimensions}).</source>
        <translation>Über 1 verbraucht das diskrete Laplace(Δ/ε) des Lehrbuchs auf diesem Bereich mehr als ε; die Skala 2Δ/ε des Exponentialmechanismus verbraucht weniger, und das geringste Rauschen, das ε einhält, liegt {low:.3g}–{high:.3g} % darunter (Holohan et al. 2018, Abb. 1; exakt, über jedes f(D) im Bereich, d = {dimensions}).</translation>
    </message>
    <message>
        <source>compute the learning curves</source>
        <translation>Berechnung der Lernkurven</translation>
    </message>
    <message>
        <source>compute the synthetic database's errors</source>
        <translation>Berechnung der Fehler der synthetischen Datenbank</translation>
    </message>
    <message>
        <source>Computing the exact error distributions…</source>
        <translation>Die exakten Fehlerverteilungen werden berechnet …</translation>
    </message>
    <message>
        <source>run private multiplicative weights</source>
        <translation>Ausführung von Private Multiplicative Weights</translation>
    </message>
    <message>
        <source>Running PMW on {people} people…</source>
        <translation>PMW läuft mit {people} Personen …</translation>
    </message>
    <message>
        <source>Not shown: {refusal} Raise the budget under Privacy bill to run it.</source>
        <translation>Nicht gezeigt: {refusal} Erhöhen Sie das Budget unter Privatsphäre-Rechnung, um es auszuführen.</translation>
    </message>
    <message>
        <source>compute the top-k selection</source>
        <translation>Berechnung der Top-k-Auswahl</translation>
    </message>
    <message>
        <source>Simulating {trials} selections of k = {k}…</source>
        <translation>{trials} Auswahlen mit k = {k} werden simuliert …</translation>
    </message>
    <message>
        <source>work out the story's numbers</source>
        <translation>Berechnung der Zahlen der Geschichte</translation>
    </message>
    <message>
        <source>find the person who moves the chances most</source>
        <translation>Suche nach der Person, die die Chancen am stärksten verschiebt</translation>
    </message>
    <message>
        <source>paste these rows</source>
        <translation>Einfügen dieser Zeilen</translation>
    </message>
    <message>
        <source>Pasting {lines:,} rows…</source>
        <translation>{lines:,} Zeilen werden eingefügt …</translation>
    </message>
    <message>
        <source>1 invalid row excluded — hover a red cell for the reason</source>
        <translation>1 ungültige Zeile ausgeschlossen – den Grund zeigt eine rote Zelle beim Überfahren</translation>
    </message>
    <message>
        <source>{bad:,} invalid rows excluded — hover a red cell for the reason</source>
        <translation>{bad:,} ungültige Zeilen ausgeschlossen – den Grund zeigt eine rote Zelle beim Überfahren</translation>
    </message>
    <message>
        <source>compute accuracy and risk over the privacy setting</source>
        <translation>Berechnung von Genauigkeit und Risiko über die Privatsphäre-Einstellung</translation>
    </message>
    <message>
        <source>compute the α sweep</source>
        <translation>Berechnung des α-Verlaufs</translation>
    </message>
    <message>
        <source>solve for α</source>
        <translation>Lösen nach α</translation>
    </message>
    <message>
        <source>Computing the exact revenue at {grids} grids…</source>
        <translation>Der exakte Erlös wird auf {grids} Gittern berechnet …</translation>
    </message>
    <message>
        <source>No valid settings to solve for: fix the data or parameters first.</source>
        <translation>Keine gültigen Einstellungen zum Lösen: korrigieren Sie zuerst die Daten oder Parameter.</translation>
    </message>
    <message>
        <source>solving…</source>
        <translation>wird gelöst …</translation>
    </message>
    <message>
        <source>The settings changed while solving: solve again.</source>
        <translation>Die Einstellungen haben sich beim Lösen geändert: lösen Sie erneut.</translation>
    </message>
    <message>
        <source>Highest exact expected revenue: &lt;b&gt;α = {alpha}&lt;/b&gt; ({prices} prices), {revenue} (every grid up to {every} prices tried, then a log grid to {most}).</source>
        <translation>Höchster exakter erwarteter Erlös: &lt;b&gt;α = {alpha}&lt;/b&gt; ({prices} Preise), {revenue} (jedes Gitter bis {every} Preise geprüft, dann ein logarithmisches Gitter bis {most}).</translation>
    </message>
    <message>
        <source>compute the privacy bill</source>
        <translation>Berechnung der Privatsphäre-Rechnung</translation>
    </message>
    <message>
        <source>compare the two datasets</source>
        <translation>Vergleich der beiden Datensätze</translation>
    </message>
    <message>
        <source>search for the most exposed individual</source>
        <translation>Suche nach der am stärksten exponierten Person</translation>
    </message>
    <message>
        <source>compute the ledger's total</source>
        <translation>Berechnung der Summe des Kontobuchs</translation>
    </message>
    <message>
        <source>compute the privacy loss</source>
        <translation>Berechnung des Privatsphäre-Verlusts</translation>
    </message>
    <message>
        <source>scan the reports</source>
        <translation>Durchsuchen der Angaben</translation>
    </message>
    <message>
        <source>Scanning the reports…</source>
        <translation>Die Angaben werden durchsucht …</translation>
    </message>
    <message>
        <source>compute the ε-sweep</source>
        <translation>Berechnung des ε-Verlaufs</translation>
    </message>
    <message>
        <source>solve for ε</source>
        <translation>Lösen nach ε</translation>
    </message>
    <message>
        <source>ε = {epsilon} applied: the summary, the plots and every view now use it.</source>
        <translation>ε = {epsilon} übernommen: die Übersicht, die Grafiken und jede Ansicht verwenden es jetzt.</translation>
    </message>
    <message>
        <source>The settings changed: solve again for a new answer.</source>
        <translation>Die Einstellungen haben sich geändert: lösen Sie erneut für eine neue Antwort.</translation>
    </message>
    <message>
        <source>Computing E[score] at {points} values of ε over {candidates} candidates…</source>
        <translation>E[Bewertung] wird für {points} Werte von ε über {candidates} Kandidaten berechnet …</translation>
    </message>
    <message>
        <source>The accepted loss: {reason}</source>
        <translation>Der akzeptierte Verlust: {reason}</translation>
    </message>
    <message>
        <source>The accepted loss must be a number ≥ 0: {reason}</source>
        <translation>Der akzeptierte Verlust muss eine Zahl ≥ 0 sein: {reason}</translation>
    </message>
    <message>
        <source>No ε up to {most} reaches this target: even at ε = {most}, E[score] stays more than {loss} below OPT.</source>
        <translation>Kein ε bis {most} erreicht dieses Ziel: selbst bei ε = {most} bleibt E[Bewertung] mehr als {loss} unter OPT.</translation>
    </message>
    <message>
        <source>The solution ε = {epsilon} is outside the accepted range ({low} to {high}): it cannot be applied.</source>
        <translation>Die Lösung ε = {epsilon} liegt außerhalb des zulässigen Bereichs ({low} bis {high}): sie kann nicht übernommen werden.</translation>
    </message>
    <message>
        <source>Smallest ε with OPT − E[score] ≤ {loss}: &lt;b&gt;ε = {epsilon}&lt;/b&gt;</source>
        <translation>Kleinstes ε mit OPT − E[Bewertung] ≤ {loss}: &lt;b&gt;ε = {epsilon}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>ε = {epsilon} is already in use.</source>
        <translation>ε = {epsilon} ist bereits in Gebrauch.</translation>
    </message>
    <message>
        <source>Applying ε = {epsilon}: recomputing every view…</source>
        <translation>ε = {epsilon} wird übernommen: jede Ansicht wird neu berechnet …</translation>
    </message>
    <message>
        <source>compare the configurations</source>
        <translation>Vergleich der Konfigurationen</translation>
    </message>
    <message>
        <source>At most {most} at once: remove one first.</source>
        <translation>Höchstens {most} gleichzeitig: entfernen Sie zuerst eine.</translation>
    </message>
    <message>
        <source>Computing 1 configuration…</source>
        <translation>1 Konfiguration wird berechnet …</translation>
    </message>
    <message>
        <source>Computing {count} configurations…</source>
        <translation>{count} Konfigurationen werden berechnet …</translation>
    </message>
    <message>
        <source>compute the exact numbers</source>
        <translation>Berechnung der exakten Zahlen</translation>
    </message>
    <message>
        <source>release with the exact sampler</source>
        <translation>Veröffentlichung mit dem exakten Sampler</translation>
    </message>
    <message>
        <source>read the file</source>
        <translation>Lesen der Datei</translation>
    </message>
    <message>
        <source>write the results</source>
        <translation>Schreiben der Ergebnisse</translation>
    </message>
    <message>
        <source>No results: {reason}</source>
        <translation>Keine Ergebnisse: {reason}</translation>
    </message>
    <message>
        <source>α values</source>
        <translation>α-Werte</translation>
    </message>
    <message>
        <source>ε values</source>
        <translation>ε-Werte</translation>
    </message>
    <message>
        <source>max price</source>
        <translation>Höchstpreis</translation>
    </message>
    <message>
        <source>P[select]: the exact probability that the mechanism chooses each candidate, ∝ e^(c·u(h))</source>
        <translation>P[Wahl]: die exakte Wahrscheinlichkeit, mit der der Mechanismus jeden Kandidaten wählt, ∝ e^(c·u(h))</translation>
    </message>
    <message>
        <source>No numbers: {reason}</source>
        <translation>Keine Zahlen: {reason}</translation>
    </message>
    <message>
        <source>Finished: {trials} trial so far</source>
        <translation>Fertig: bisher {trials} Durchlauf</translation>
    </message>
    <message>
        <source>Stopped: {trials} trial so far</source>
        <translation>Angehalten: bisher {trials} Durchlauf</translation>
    </message>
    <message>
        <source>({count} trial so far)</source>
        <translation>(bisher {count} Durchlauf)</translation>
    </message>
    <message>
        <source>After the 1 answer released so far, charged ε = {epsilon}</source>
        <translation>Nach der 1 bisher veröffentlichten Antwort, berechnet mit ε = {epsilon}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add non-private argmax</source>
        <translation>Argmax hinzufügen</translation>
    </message>
    <message>
        <source>no data yet: type each candidate's score on D and on its neighbours D′, import a CSV, load a preset or generate a family</source>
        <translation>noch keine Daten: Geben Sie die Bewertung jedes Kandidaten auf D und auf seinen Nachbarn D′ ein, importieren Sie eine CSV-Datei, laden Sie eine Vorlage oder erzeugen Sie eine Familie</translation>
    </message>
    <message>
        <source>no data yet: add at least one person's likes, import a CSV or load a preset</source>
        <translation>noch keine Daten: Fügen Sie die Vorlieben mindestens einer Person hinzu, importieren Sie eine CSV-Datei oder laden Sie eine Vorlage</translation>
    </message>
    <message>
        <source>no data yet: type or paste buyers' valuations, import a CSV or load a preset</source>
        <translation>noch keine Daten: Geben Sie die Zahlungsbereitschaft der Käufer ein oder fügen Sie sie ein, importieren Sie eine CSV-Datei oder laden Sie eine Vorlage</translation>
    </message>
    <message>
        <source>no data yet: add at least one valid candidate, import a CSV or load a preset</source>
        <translation>noch keine Daten: Fügen Sie mindestens einen gültigen Kandidaten hinzu, importieren Sie eine CSV-Datei oder laden Sie eine Vorlage</translation>
    </message>
    <message>
        <source>No results for these settings</source>
        <translation>Keine Ergebnisse für diese Einstellungen</translation>
    </message>
    <message>
        <source>No band is drawn: the {analysis} analysis promises one pick nothing for this change; the Privacy bill charges each of the k = {k} picks {per} and all {k} together ε = {total}{delta} ({composed}).</source>
        <translation>Kein Band gezeichnet: Die Analyse „{analysis}“ verspricht einer Wahl bei dieser Änderung nichts; die Privatsphäre-Rechnung berechnet jede der k = {k} Wahlen mit {per} und alle {k} zusammen mit ε = {total}{delta} ({composed}).</translation>
    </message>
    <message>
        <source>privacy loss ln(P/P′) (log of the ratio of chances)</source>
        <translation>Privatsphäre-Verlust ln(P/P′) (Log des Chancenverhältnisses)</translation>
    </message>
    <message>
        <source>privacy loss ln(P/P′)</source>
        <translation>Privatsphäre-Verlust ln(P/P′)</translation>
    </message>
    <message>
        <source>ln(P[M(D)=h] / P[M(D′)=h]): the privacy loss of output h, in the same unit as ε</source>
        <translation>ln(P[M(D)=h] / P[M(D′)=h]): der Privatsphäre-Verlust der Ausgabe h, in derselben Einheit wie ε</translation>
    </message>
    <message>
        <source>{names}, in this order</source>
        <translation>{names}, in dieser Reihenfolge</translation>
    </message>
    <message>
        <source>{name!r} would be only the first of the k picks' for {scenario}, whose run releases k at once: record {instead!r} instead (the whole release's; for a one-choice scenario the same number as {name!r})</source>
        <translation>{name!r} wäre bei {scenario}, dessen Lauf k auf einmal veröffentlicht, nur der Wert der ersten der k Wahlen: verwenden Sie stattdessen {instead!r} (den der ganzen Veröffentlichung; bei einem Szenario mit einer Wahl dieselbe Zahl wie {name!r})</translation>
    </message>
    <message>
        <source>{name!r} would be only the first of the k picks' for {scenario}, whose run releases k at once, and a cell has no whole-release version of it: record 'expected_total' and 'best_total' (exact) or the counts instead</source>
        <translation>{name!r} wäre bei {scenario}, dessen Lauf k auf einmal veröffentlicht, nur der Wert der ersten der k Wahlen, und eine Zelle hat keine Fassung für die ganze Veröffentlichung: verwenden Sie stattdessen 'expected_total' und 'best_total' (exakt) oder die Zählungen</translation>
    </message>
    <message>
        <source>Excluded from runs: {reason}</source>
        <translation>Von Läufen ausgeschlossen: {reason}</translation>
    </message>
    <message>
        <source>current ε</source>
        <translation>aktuelles ε</translation>
    </message>
    <message>
        <source>current α</source>
        <translation>aktuelles α</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>empfohlen</translation>
    </message>
    <message>
        <source>best exact</source>
        <translation>exakt am besten</translation>
    </message>
    <message>
        <source>bound's best</source>
        <translation>am besten laut Schranke</translation>
    </message>
    <message>
        <source>valuation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>willingness to pay</source>
        <translation>Zahlungsbereitschaft</translation>
    </message>
    <message>
        <source>The candidate a fixed choice always gives</source>
        <translation>Kandidat, den eine feste Wahl immer liefert</translation>
    </message>
    <message>
        <source>Pay what you get (Durfee–Rogers 2019): the one-shot Gumbel k-set is {k} peeled exponential-mechanism selections, charged ε = {dr:.6g} with δ = {delta} for the {k} released — {verdict}.</source>
        <translation>Bezahlt wird, was veröffentlicht wird (Durfee–Rogers 2019): Die einmalige Gumbel-k-Menge besteht aus {k} nacheinander gezogenen Auswahlen des Exponentialmechanismus, berechnet mit ε = {dr:.6g} bei δ = {delta} für die {k} veröffentlichten – {verdict}.</translation>
    </message>
    <message>
        <source>distance from the real data</source>
        <translation>Abstand von den echten Daten</translation>
    </message>
    <message>
        <source>{series}: {first} at {first_at}, {last} at {last_at}; lowest {low} at {low_at}.</source>
        <translation>{series}: {first} bei {first_at}, {last} bei {last_at}; am niedrigsten {low} bei {low_at}.</translation>
    </message>
    <message>
        <source>ε slider: a smaller ε is more privacy, a larger one more accuracy</source>
        <translation>ε-Regler: ein kleineres ε heißt mehr Privatsphäre, ein größeres mehr Genauigkeit</translation>
    </message>
    <message>
        <source>Classic mechanisms</source>
        <translation>Klassische Mechanismen</translation>
    </message>
    <message>
        <source>Explanation in words</source>
        <translation>Erklärung in Worten</translation>
    </message>
    <message>
        <source>Which ε-DP mechanism to rebuild as an exponential mechanism</source>
        <translation>Welcher ε-DP-Mechanismus als Exponentialmechanismus nachgebaut wird</translation>
    </message>
    <message>
        <source>mechanism M</source>
        <translation>Mechanismus M</translation>
    </message>
    <message>
        <source>Textbook scale: count a change once</source>
        <translation>Lehrbuch-Skala: eine Änderung einmal zählen</translation>
    </message>
    <message>
        <source>Δ in place of 2Δ: run the exponential mechanism at 2ε, so c = ε/Δ instead of ε/(2Δ): the textbook discrete Laplace(Δ/ε)</source>
        <translation>Δ statt 2Δ: den Exponentialmechanismus mit 2ε ausführen, also c = ε/Δ statt ε/(2Δ): das diskrete Laplace(Δ/ε) des Lehrbuchs</translation>
    </message>
    <message>
        <source>the data</source>
        <translation>die Daten</translation>
    </message>
    <message>
        <source>the data D</source>
        <translation>die Daten D</translation>
    </message>
    <message>
        <source>Randomized response: the person's bit, 0 or 1; truncated geometric: the count, 0 to N; your table: the row, 1, 2, …</source>
        <translation>Randomized Response: das Bit der Person, 0 oder 1; abgeschnitten geometrisch: die Anzahl, 0 bis N; Ihre Tabelle: die Zeile, 1, 2, …</translation>
    </message>
    <message>
        <source>In the Story, Compare and Gallery windows</source>
        <translation>In den Fenstern Geschichte, Vergleichen und Galerie</translation>
    </message>
    <message>
        <source>close the window (in the room's projector Esc does nothing: the room keeps running)</source>
        <translation>das Fenster schließen (in der Projektoransicht des Raums bewirkt Esc nichts: der Raum läuft weiter)</translation>
    </message>
    <message>
        <source>more than ε = 10^300</source>
        <translation>mehr als ε = 10^300</translation>
    </message>
    <message>
        <source>Over the budget of ε = {budget} (δ = {delta}): these releases spend {spent}.</source>
        <translation>Über dem Budget von ε = {budget} (δ = {delta}): diese Veröffentlichungen verbrauchen {spent}.</translation>
    </message>
    <message>
        <source>Budget ε = {budget} (δ = {delta}): ε = {spent} spent, ε = {left} left ({share}% of it).</source>
        <translation>Budget ε = {budget} (δ = {delta}): ε = {spent} verbraucht, ε = {left} übrig ({share}% davon).</translation>
    </message>
    <message>
        <source>{title} table</source>
        <translation>Tabelle: {title}</translation>
    </message>
    <message>
        <source>{typed!r} is not a number: where the comma is the decimal sign, separate the values by semicolons or spaces</source>
        <translation>{typed!r} ist keine Zahl: Das Komma ist hier das Dezimalzeichen; trennen Sie die Werte durch Semikolons oder Leerzeichen</translation>
    </message>
    <message>
        <source>Numbers with a decimal point, separated by commas or spaces</source>
        <translation>Zahlen mit Dezimalkomma, getrennt durch Semikolons oder Leerzeichen</translation>
    </message>
    <message>
        <source>View data as table (Ctrl+T)</source>
        <translation>Daten als Tabelle zeigen (Strg+T)</translation>
    </message>
    <message>
        <source>PMW run</source>
        <translation>PMW-Lauf</translation>
    </message>
    <message>
        <source>Double-click to rename this option</source>
        <translation>Doppelklicken, um diese Option umzubenennen</translation>
    </message>
    <message>
        <source>more than {percent}</source>
        <translation>mehr als {percent}</translation>
    </message>
    <message>
        <source>(ε = {asked} asked: {why}; likewise for the others)</source>
        <translation>(ε = {asked} verlangt: {why}; ebenso für die anderen)</translation>
    </message>
    <message>
        <source>1 release of an ε = {epsilon} {mechanism}, δ = {delta}</source>
        <translation>1 Veröffentlichung mit ε = {epsilon} ({mechanism}), δ = {delta}</translation>
    </message>
    <message>
        <source>{count} releases of an ε = {epsilon} {mechanism}, δ = {delta}</source>
        <translation>{count} Veröffentlichungen mit ε = {epsilon} ({mechanism}), δ = {delta}</translation>
    </message>
    <message>
        <source>1 release at ε = {epsilons} of the {mechanism}, δ = {delta}</source>
        <translation>1 Veröffentlichung mit ε = {epsilons} ({mechanism}), δ = {delta}</translation>
    </message>
    <message>
        <source>{count} releases at ε = {epsilons} of the {mechanism}, δ = {delta}</source>
        <translation>{count} Veröffentlichungen mit ε = {epsilons} ({mechanism}), δ = {delta}</translation>
    </message>
    <message>
        <source>(ε = {asked} asked: {why})</source>
        <translation>(ε = {asked} verlangt: {why})</translation>
    </message>
    <message>
        <source>{text!r} is not a number as {code} writes them (thousands grouped by {group!r}, decimal sign {decimal!r}, e.g. {example})</source>
        <translation>{text!r} ist in der Schreibweise von {code} keine Zahl (Tausender durch {group!r} gruppiert, Dezimalzeichen {decimal!r}, z. B. {example})</translation>
    </message>
    <message>
        <source>{reason}

Nothing was written.</source>
        <translation>{reason}

Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>{reason}

Nothing was changed.</source>
        <translation>{reason}

Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{reason}

The table was not changed.</source>
        <translation>{reason}

Die Tabelle wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{refusal}

Release anyway? The ledger will record that the budget was overridden.</source>
        <translation>{refusal}

Trotzdem veröffentlichen? Das Privatsphäre-Konto vermerkt, dass das Budget überschritten wurde.</translation>
    </message>
    <message>
        <source>; {runs} runs are {releases} releases</source>
        <translation>; {runs} Läufe sind {releases} Veröffentlichungen</translation>
    </message>
    <message>
        <source>gumbel mechanism</source>
        <translation>Report-Noisy-Max mit Gumbel-Rauschen</translation>
    </message>
    <message>
        <source>permute-and-flip mechanism</source>
        <translation>Permute-and-Flip-Mechanismus</translation>
    </message>
    <message>
        <source>one-shot Gumbel top-k mechanism</source>
        <translation>Gumbel-Top-k in einem Zug</translation>
    </message>
    <message>
        <source>one-shot Laplace top-k mechanism</source>
        <translation>Laplace-Top-k in einem Zug</translation>
    </message>
    <message>
        <source>peeling (k exponential mechanisms)</source>
        <translation>Peeling (k Exponentialmechanismen)</translation>
    </message>
    <message>
        <source>says nothing at n = {n} and ε = {epsilon}</source>
        <translation>sagt bei n = {n} und ε = {epsilon} nichts</translation>
    </message>
    <message>
        <source>lecture guarantee: {says_nothing} — its {score} floor is not above the lowest {score} on the grid</source>
        <translation>Garantie der Vorlesung: {says_nothing} – ihre Untergrenze für {score} liegt nicht über dem niedrigsten Wert ({score}) im Raster</translation>
    </message>
    <message>
        <source>lecture guarantee: {score} ≥ {floor} with probability ≥ {probability}</source>
        <translation>Garantie der Vorlesung: {score} ≥ {floor} mit einer Wahrscheinlichkeit ≥ {probability}</translation>
    </message>
    <message>
        <source>{scenario} guarantee: {terms}</source>
        <translation>Garantie ({scenario}): {terms}</translation>
    </message>
    <message>
        <source>; the first pick's numbers, then the whole release's</source>
        <translation>; erst die Zahlen der ersten Wahl, dann die der ganzen Veröffentlichung</translation>
    </message>
    <message>
        <source>{scenario}: n = {n}, |H| = {m}, Δ = {sensitivity}, ε = {epsilon} ({mechanism}, {analysis} analysis, {neighbours} neighbours{several})</source>
        <translation>{scenario}: n = {n}, |H| = {m}, Δ = {sensitivity}, ε = {epsilon} ({mechanism}, Analyse: {analysis}, Nachbarn: {neighbours}{several})</translation>
    </message>
    <message>
        <source>OPT = {opt} at {candidates}</source>
        <translation>OPT = {opt} bei {candidates}</translation>
    </message>
    <message>
        <source>γ (continuous optimum) = {optimum}</source>
        <translation>γ (stetiges Optimum) = {optimum}</translation>
    </message>
    <message>
        <source>; effective α = {alpha}</source>
        <translation>; wirksames α = {alpha}</translation>
    </message>
    <message>
        <source>prior (base measure μ, public): μ(H*) = {mass}, so the bound uses ln(1/μ(H*)) = {term}; a weight of 0 is never chosen</source>
        <translation>Vorab-Gewichtung (Basismaß μ, öffentlich): μ(H*) = {mass}, die Schranke verwendet also ln(1/μ(H*)) = {term}; ein Gewicht von 0 wird nie gewählt</translation>
    </message>
    <message>
        <source>P[first]</source>
        <translation>P[erste]</translation>
    </message>
    <message>
        <source>first picks</source>
        <translation>erste Wahl</translation>
    </message>
    <message>
        <source>({hidden} less likely candidates not shown; use --csv or --json)</source>
        <translation>({hidden} weniger wahrscheinliche Kandidaten nicht gezeigt; siehe --csv oder --json)</translation>
    </message>
    <message>
        <source>exact E[{score}] = {expected}</source>
        <translation>exakt E[{score}] = {expected}</translation>
    </message>
    <message>
        <source>utility bound (t = {t}): {says_nothing} — its threshold lies below every possible {score}</source>
        <translation>Nutzenschranke (t = {t}): {says_nothing} – ihre Schwelle liegt unter jedem möglichen Wert ({score})</translation>
    </message>
    <message>
        <source>utility threshold (t = {t}) = {threshold}: P[below] exact {exact} ≤ bound {bound}</source>
        <translation>Nutzenschwelle (t = {t}) = {threshold}: P[darunter] exakt {exact} ≤ Schranke {bound}</translation>
    </message>
    <message>
        <source>{trials} trials (seed {seed}): mean {score} {mean}</source>
        <translation>{trials} Durchläufe (Startwert {seed}): Mittel ({score}) {mean}</translation>
    </message>
    <message>
        <source>, fraction below threshold {fraction}</source>
        <translation>, Anteil unter der Schwelle {fraction}</translation>
    </message>
    <message>
        <source>; adaptive composition</source>
        <translation>; adaptive Komposition</translation>
    </message>
    <message>
        <source>{selections} selections at ε = {per} each → total ε = {total} ({how})</source>
        <translation>{selections} Auswahlen zu je ε = {per} → insgesamt ε = {total} ({how})</translation>
    </message>
    <message>
        <source>; pay what you get (Durfee–Rogers 2019): ε = {epsilon} for the k-set</source>
        <translation>; „pay what you get“ (Durfee–Rogers 2019): ε = {epsilon} für die k-Menge</translation>
    </message>
    <message>
        <source>top-k: k = {k} by {method}</source>
        <translation>Top-k: k = {k} mit {method}</translation>
    </message>
    <message>
        <source>its exact law is not computed</source>
        <translation>ihre exakte Verteilung wird nicht berechnet</translation>
    </message>
    <message>
        <source>more than {tuples} ordered selections to enumerate</source>
        <translation>mehr als {tuples} geordnete Auswahlen aufzuzählen</translation>
    </message>
    <message>
        <source>top-k: k = {k} by {method} (simulated: {why})</source>
        <translation>Top-k: k = {k} mit {method} (simuliert: {why})</translation>
    </message>
    <message>
        <source>true top-k recovered: exact expectation {expected} of {k} (simulated {mean}, 95% interval {low} to {high})</source>
        <translation>wahre Top-k getroffen: exakt erwartet {expected} von {k} (simuliert {mean}, 95-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <source>true top-k recovered: simulated expectation {expected} of {k} (simulated {mean}, 95% interval {low} to {high})</source>
        <translation>wahre Top-k getroffen: simuliert erwartet {expected} von {k} (simuliert {mean}, 95-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <source>privacy: {text}</source>
        <translation>Privatsphäre: {text}</translation>
    </message>
    <message>
        <source>chance to be among the {k} chosen: exact, and the share of the {runs} simulated {k}-sets with its 95% interval</source>
        <translation>Chance, unter den {k} Gewählten zu sein: exakt, dazu der Anteil der {runs} simulierten {k}-Mengen mit seinem 95-%-Intervall</translation>
    </message>
    <message>
        <source>chance to be among the {k} chosen: exact (not computed), and the share of the {runs} simulated {k}-sets with its 95% interval</source>
        <translation>Chance, unter den {k} Gewählten zu sein: exakt (nicht berechnet), dazu der Anteil der {runs} simulierten {k}-Mengen mit seinem 95-%-Intervall</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>({hidden} less likely candidates not shown; use --json)</source>
        <translation>({hidden} weniger wahrscheinliche Kandidaten nicht gezeigt; siehe --json)</translation>
    </message>
    <message>
        <source>expected total score of the {k} chosen: exact {total} (simulated {simulated}); the best possible total is {best}</source>
        <translation>erwartete Gesamtbewertung der {k} Gewählten: exakt {total} (simuliert {simulated}); die bestmögliche Summe ist {best}</translation>
    </message>
    <message>
        <source>expected total score of the {k} chosen: not computed exactly (simulated {simulated}); the best possible total is {best}</source>
        <translation>erwartete Gesamtbewertung der {k} Gewählten: nicht exakt berechnet (simuliert {simulated}); die bestmögliche Summe ist {best}</translation>
    </message>
    <message>
        <source>one-shot noisy top-k (Ding et al. 2019)</source>
        <translation>verrauschtes Top-k in einem Zug (Ding et al. 2019)</translation>
    </message>
    <message>
        <source>score range over the given pairs = {spread} (the most the scores move apart)</source>
        <translation>Spanne der Bewertungen über die gegebenen Paare = {spread} (wie weit die Bewertungen höchstens auseinanderrücken)</translation>
    </message>
    <message>
        <source>∞ (range 0: the output does not depend on the data)</source>
        <translation>∞ (Spanne 0: Die Ausgabe hängt nicht von den Daten ab)</translation>
    </message>
    <message>
        <source>calibrated by {calibration}: {formula} = {scale}; largest realised loss {loss} (it promises at most ε = {promised})</source>
        <translation>kalibriert nach {calibration}: {formula} = {scale}; größter eingetretener Privatsphäre-Verlust {loss} (versprochen: höchstens ε = {promised})</translation>
    </message>
    <message>
        <source>the numbers are being updated for the changed inputs</source>
        <translation>die Zahlen werden für die geänderten Eingaben neu berechnet</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>learning: {concept_class} (|C| = {size}); ERM {erm} with empirical error {empirical} (true {true})</source>
        <translation>Lernen mit {concept_class} (|C| = {size}); ERM {erm} mit empirischem Fehler {empirical} (wahr {true})</translation>
    </message>
    <message>
        <source>learned concept: exact expected empirical error {empirical}, expected true error {true}</source>
        <translation>gelerntes Konzept: exakter erwarteter empirischer Fehler {empirical}, erwarteter wahrer Fehler {true}</translation>
    </message>
    <message>
        <source>bound {form}: at this n the true error is ≤ {bound} (probability ≥ {probability}); below 100% from {n_below_one}, below the base rate {base_rate} from {n_below_base}</source>
        <translation>Schranke {form}: bei diesem n ist der wahre Fehler ≤ {bound} (Wahrscheinlichkeit ≥ {probability}); unter 100 % ab {n_below_one}, unter der Basisrate {base_rate} ab {n_below_base}</translation>
    </message>
    <message>
        <source>streamed</source>
        <translation>gestreamt</translation>
    </message>
    <message>
        <source>net mechanism: a synthetic database of m = {m} from a net of {net} ({method}), {queries} queries ({query_class})</source>
        <translation>Netz-Mechanismus: eine synthetische Datenbank mit m = {m} aus einem Netz von {net} ({method}), {queries} Anfragen ({query_class})</translation>
    </message>
    <message>
        <source>synthetic database: {label} (probability {probability})</source>
        <translation>synthetische Datenbank: {label} (Wahrscheinlichkeit {probability})</translation>
    </message>
    <message>
        <source>its max error {error}; exact expected max error {expected}; best in the net {best}</source>
        <translation>ihr größter Fehler {error}; exakter erwarteter größter Fehler {expected}; bester im Netz {best}</translation>
    </message>
    <message>
        <source>BLR bound: max error ≤ {bound} (α = {alpha} + {privacy}) with probability ≥ {probability}; exactly {exact} here</source>
        <translation>BLR-Schranke: größter Fehler ≤ {bound} (α = {alpha} + {privacy}) mit Wahrscheinlichkeit ≥ {probability}; hier exakt {exact}</translation>
    </message>
    <message>
        <source>updates: {updates} of at most U = {bound}</source>
        <translation>Korrekturen: {updates} von höchstens U = {bound}</translation>
    </message>
    <message>
        <source>; halted at round {round}</source>
        <translation>; angehalten in Runde {round}</translation>
    </message>
    <message>
        <source>PMW: {rounds} queries ({stream}, {kind}, {in_class} in the class), threshold T = {threshold}, η = {rate}</source>
        <translation>PMW: {rounds} Anfragen ({stream}, {kind}, {in_class} in der Klasse), Schwelle T = {threshold}, η = {rate}</translation>
    </message>
    <message>
        <source>worst error of an answer: {max_error} (mean {mean_error}); KL potential {start} → {end}</source>
        <translation>größter Fehler einer Antwort: {max_error} (Mittel {mean_error}); KL-Potenzial {start} → {end}</translation>
    </message>
    <message>
        <source>privacy: budget ε = {budget}, δ = {delta} over 2U = {steps} steps of ε₀ = {step} (“{method}”); {used} steps used, composed ε = {spent} (the guarantee is the budget: how many steps a run uses depends on the data)</source>
        <translation>Privatsphäre: Budget ε = {budget}, δ = {delta} über 2U = {steps} Schritte zu ε₀ = {step} („{method}“); {used} Schritte verbraucht, zusammengesetzt ε = {spent} (die Garantie ist das Budget: wie viele Schritte ein Lauf verbraucht, hängt von den Daten ab)</translation>
    </message>
    <message>
        <source>accuracy theorem: every answer within {error} with chance ≥ {chance}</source>
        <translation>Genauigkeitssatz: jede Antwort innerhalb von {error} mit Wahrscheinlichkeit ≥ {chance}</translation>
    </message>
    <message>
        <source> — not covered: 6·noise bound exceeds T/2 at these settings</source>
        <translation> — nicht abgedeckt: 6·Rauschschranke übersteigt bei diesen Einstellungen T/2</translation>
    </message>
    <message>
        <source>epoch argument (U epochs of 2ε₀, advanced composition): ε = {epoch} vs the app's {budget}</source>
        <translation>Epochen-Argument (U Epochen zu 2ε₀, fortgeschrittene Komposition): ε = {epoch} gegenüber {budget} der App</translation>
    </message>
    <message>
        <source>privacy: none (noise off: the non-private multiplicative weights)</source>
        <translation>Privatsphäre: keine (Rauschen aus: die nicht privaten multiplikativen Gewichte)</translation>
    </message>
    <message>
        <source>all conjunctions</source>
        <translation>alle Konjunktionen</translation>
    </message>
    <message>
        <source>one- and two-way marginals</source>
        <translation>ein- und zweidimensionale Randverteilungen</translation>
    </message>
    <message>
        <source>one query per element</source>
        <translation>eine Anfrage je Element</translation>
    </message>
    <message>
        <source>halfspaces π·x ≥ last bit</source>
        <translation>Halbräume π·x ≥ letztes Bit</translation>
    </message>
    <message>
        <source>Opening this workspace…</source>
        <translation>Dieser Arbeitsbereich wird geöffnet …</translation>
    </message>
    <message>
        <source>{a} (lowest bin: all below) ({b})</source>
        <translation>{a} (unterster Balken: alles darunter) ({b})</translation>
    </message>
    <message>
        <source>guarantee {a}</source>
        <translation>Garantie {a}</translation>
    </message>
    <message>
        <source>Summary (updating…)</source>
        <translation>Übersicht (wird aktualisiert…)</translation>
    </message>
    <message>
        <source>The numbers below are for the previous settings until the new ones arrive.</source>
        <translation>Die Zahlen unten gehören zu den vorigen Einstellungen, bis die neuen da sind.</translation>
    </message>
</context>
</TS>
