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
</context>
</TS>
