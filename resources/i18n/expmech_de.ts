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
        <source>no guarantee at this n and ε</source>
        <translation>keine Garantie bei diesem n und ε</translation>
    </message>
    <message>
        <source>adding or removing one person</source>
        <translation>das Hinzufügen oder Entfernen einer Person</translation>
    </message>
    <message>
        <source>replacing one person's data</source>
        <translation>das Ersetzen der Daten einer Person</translation>
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
        <translation>: schreiben Sie eine einfache Zahl (0,5 statt 50 %)</translation>
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
        <source>trials</source>
        <translation>Durchläufe</translation>
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
        <translation>Vorsicht: Eine Privatsphäre-Einstellung unter 0,1 fügt so viel Zufall hinzu, dass das Ergebnis kaum besser als eine zufällige Wahl sein kann.</translation>
    </message>
    <message>
        <source>that you answered yes</source>
        <translation>dass Sie mit Ja geantwortet haben</translation>
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
        <source>Any test that tries to tell whether you are in the data, and wrongly accuses only {fpr} of the people who are not, can catch at most {most} of those who are (a coin flip that accuses {fpr} of people catches {fpr}).</source>
        <translation>Jeder Test, der zu erkennen versucht, ob Sie in den Daten sind, und nur {fpr} der Personen, die es nicht sind, fälschlich beschuldigt, kann höchstens {most} derer finden, die es sind (ein Münzwurf, der {fpr} der Personen beschuldigt, findet {fpr}).</translation>
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
        <source>this name has {n:,} characters; names are at most {most} — shorten it</source>
        <translation>dieser Name hat {n:,} Zeichen; Namen haben höchstens {most} – kürzen Sie ihn</translation>
    </message>
    <message>
        <source>the max price</source>
        <translation>der Höchstpreis</translation>
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
        <source>expected 2 cells (candidate, votes), found {cells} {separated}</source>
        <translation>2 Zellen (Kandidat, Stimmen) erwartet, {cells} gefunden, {separated}</translation>
    </message>
    <message>
        <source>candidate {name!r} already appears on row {row}</source>
        <translation>Kandidat {name!r} steht bereits in Zeile {row}</translation>
    </message>
    <message>
        <source> (if row 1 is a header, name its columns candidate and votes)</source>
        <translation> (ist Zeile 1 eine Kopfzeile, nennen Sie ihre Spalten candidate und votes)</translation>
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
</context>
</TS>
