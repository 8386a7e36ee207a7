import type { Messages } from '../en';

export const learn: Messages['learn'] = {
  rulesButton: 'Regeln',
  helpButton: '?',
  helpLabel: 'Hilfe und Tastenkürzel',
  helpLabelTouch: 'Hilfe: Spielen per Touch und die Markierungen auf dem Brett',
  dialog: {
    loading: 'Wird geladen …',
    title: 'So wird gespielt',
    close: 'Schließen',
    tabs: 'Regeln der Spiele',
    tutorialTab: (game) => `${game}-Einführung`,
    startTutorial: (game) => `${game} Schritt für Schritt lernen`,
  },
  tryIt: {
    prompt: 'Du bist dran: Spiele auf diesem Brett den gezeigten Zug.',
    promptIllegal: 'Die markierten Züge verstoßen gegen die Regeln. Frag die Engine, warum:',
    right: 'Gut gemacht!',
    other: 'Das ist erlaubt, aber nicht der gezeigte Zug.',
    illegal: (reason) => `Nicht erlaubt: ${reason}.`,
    reset: 'Zurücksetzen',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    ask: (move) => `${move} versuchen`,
    board: (title) => `Diagramm: ${title}`,
    layoutBoard: (name) => `Aufstellung ${name}`,
  },
  sections: {
    'abacus-aim': {
      title: 'Brett und Ziel',
      body: [
        'Abakus, ein Spiel von Corey L. Clark, wird auf einem Sechseck aus sechseckigen Feldern gespielt. Das übliche Brett hat 5 Felder an jeder Seite, insgesamt 61; mit 4 Feldern pro Seite geht eine Partie schneller, mit 6 dauert sie länger.',
        'Zu Beginn ist das Brett leer. Schwarz zieht zuerst, danach sind die Spieler abwechselnd am Zug; aussetzen darf niemand.',
        'Die Partie endet, sobald auf jedem Feld ein Stein liegt. Es gewinnt, wer dann weniger eigene Steine auf dem Brett hat. Ein Brett hat immer eine ungerade Zahl von Feldern, deshalb gibt es kein Unentschieden.',
        'Gleichfarbige Steine, die einander berühren, bilden eine Gruppe. Ein einzelner Stein ist eine Gruppe aus 1 Stein. Steine der anderen Farbe verbinden oder trennen deine Gruppen nicht.',
      ],
    },
    'abacus-place': {
      title: 'Einen Stein setzen',
      body: [
        'Wer am Zug ist, tut eines von zwei Dingen. Das erste ist einfach: einen Stein der eigenen Farbe auf ein beliebiges leeres Feld setzen.',
      ],
    },
    'abacus-slide': {
      title: 'Einen Stein ziehen',
      body: [
        'Das zweite ist, einen eigenen Stein zu ziehen. Er bewegt sich in gerader Linie in eine der sechs Richtungen, so weit du willst. Jedes Feld auf dem Weg und das Feld, auf dem er stehen bleibt, müssen leer sein: Springen ist verboten, egal über welche Farbe.',
        'Zähle die Gruppe, zu der der Stein vor dem Zug gehörte, und dann die Gruppe, zu der er am Ziel gehört. Der Zug ist nur erlaubt, wenn die neue Gruppe mindestens 2 Steine hat und kleiner ist als die alte.',
        'Ziehen kann also nur ein Stein aus einer Gruppe von 3 oder mehr Steinen. Die neue Gruppe darf Steine der alten enthalten, solange sie kleiner ist, und die zurückbleibenden Steine dürfen in mehrere Gruppen zerfallen.',
      ],
    },
    'abacus-illegal': {
      title: 'Verbotene Züge',
      body: [
        'Ein Stein darf nicht allein enden, keine Gruppe bilden, die so groß wie seine alte oder größer ist, und über keinen Stein hinweggehen.',
      ],
    },
    'abacus-end': {
      title: 'Das Ende der Partie',
      body: [
        'Nur ein Setzen kann das letzte leere Feld füllen. Sobald das Brett voll ist, endet die Partie und beide zählen ihre Steine: Wer weniger hat, gewinnt.',
        'Jede Partie geht zu Ende: Jedes Ziehen teilt eine deiner Gruppen in kleinere auf, was nicht endlos so weitergehen kann, und jedes Feld kann nur begrenzt oft einen neuen Stein aufnehmen.',
      ],
    },
    'abacus-notation': {
      title: 'Züge aufschreiben',
      body: [
        'Die Reihen tragen von unten nach oben die Buchstaben A, B, C …, die Felder sind entlang der Diagonalen nummeriert; E5 ist die Mitte des üblichen Bretts. Ein Setzen schreibt man als sein Feld (e5), einen Zug als Start- und Zielfeld (c4a2).',
      ],
    },
    'abalone-aim': {
      title: 'Brett und Ziel',
      body: [
        'Abalone wird auf einem sechseckigen Brett mit 61 Feldern gespielt, 5 an jeder Seite. Jeder Spieler hat 14 Kugeln, Schwarz beginnt, dann wird abwechselnd gezogen.',
        'Es gewinnt, wer zuerst 6 gegnerische Kugeln über den Brettrand hinausschiebt.',
      ],
    },
    'abalone-move': {
      title: 'Kugeln bewegen',
      body: [
        'In jedem Zug bewegst du 1, 2 oder 3 eigene Kugeln um ein Feld. Mehrere Kugeln müssen in gerader Linie nebeneinander liegen und sich alle in dieselbe Richtung bewegen. Aus einer längeren Reihe darfst du 1 bis 3 benachbarte Kugeln nehmen.',
        'Ein Zug in Linie geht entlang der Reihe, wie ein Zug auf Schienen: Die vorderste Kugel rückt ins nächste Feld. Ein Seitschritt (Breitseite) bewegt 2 oder 3 Kugeln gemeinsam seitwärts; jede braucht ein leeres Feld, und ein Seitschritt schiebt nie.',
        'Eine einzelne Kugel rückt auf ein beliebiges leeres Nachbarfeld. Eigene Kugeln darfst du nie vom Brett bewegen.',
      ],
    },
    'abalone-sumito': {
      title: 'Schieben: Sumito',
      body: [
        'Ein Zug in Linie kann gegnerische Kugeln schieben, die direkt davor in derselben Linie liegen, wenn du in der Überzahl bist: 2 schieben 1, 3 schieben 1, 3 schieben 2. Das heißt Sumito.',
        'Das Feld hinter der letzten geschobenen Kugel muss leer sein oder außerhalb des Bretts liegen. Schieben ist nie Pflicht.',
      ],
    },
    'abalone-pac': {
      title: 'Wenn kein Schieben möglich ist',
      body: [
        'Gleich viele können einander nicht schieben: 1 gegen 1, 2 gegen 2 und 3 gegen 3 blockieren sich, das heißt Pac.',
        'Da höchstens 3 Kugeln ziehen, schiebt eine Reihe von 4 oder mehr nicht stärker als 3. Und eine gegnerische Kugel, hinter der direkt eine deiner eigenen liegt, kann nicht geschoben werden: Sie ist eingeklemmt.',
      ],
    },
    'abalone-eject': {
      title: 'Eine Kugel hinausschieben',
      body: [
        'Steht die letzte geschobene Kugel am Rand, fällt sie beim Schieben vom Brett. Sie ist dann endgültig aus dem Spiel.',
      ],
    },
    'abalone-win': {
      title: 'Gewinnen',
      body: [
        'Wer zuerst 6 gegnerische Kugeln hinausgeschoben hat, gewinnt. Auf anderen Brettgrößen ändern sich die Zahl der Kugeln und das Ziel, wie die Tabelle zeigt.',
        'Diese App ergänzt drei Hausregeln, die die offiziellen Regeln offenlassen: Dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal ist remis; wer keinen erlaubten Zug hat, verliert; und an einem gemeinsamen Bildschirm dürfen sich die Spieler auf remis einigen oder einer darf aufgeben.',
      ],
    },
    'abalone-layouts': {
      title: 'Startaufstellungen',
      body: [
        'Auf dem üblichen Brett gibt es sechs Startaufstellungen. Standard ist die klassische, Belgian Daisy die der Turniere. Andere Brettgrößen beginnen nur mit der Standardaufstellung.',
      ],
    },
    'abalone-notation': {
      title: 'Züge aufschreiben',
      body: [
        'Partien werden in der Aba-Pro-Notation geschrieben. Ein Zug in Linie nennt die hinterste Kugel und ihr Ziel (a1b2). Ein Seitschritt nennt die beiden äußeren Kugeln und das Ziel der zuerst genannten (c3c5d4).',
      ],
    },
  },
  diagrams: {
    'abacus-place': {
      title: 'Setzen',
      text: 'Schwarz setzt einen Stein auf das leere Mittelfeld E5.',
      done: 'Der Stein steht auf E5. Setzen ist immer erlaubt, solange ein Feld leer ist.',
    },
    'abacus-four': {
      title: 'Aus einer Vierergruppe in eine Dreiergruppe',
      text: 'Der markierte Stein auf C6 gehört zu einer Vierergruppe. Er zieht nach F6 und schließt sich dort dem Paar auf G6 und G7 an: eine Dreiergruppe, kleiner als 4.',
      done: 'C3, C4 und C5 bleiben als Dreiergruppe zusammen, und die neue Gruppe F6, G6, G7 hat 3 Steine.',
    },
    'abacus-single': {
      title: 'Ein einzelner Stein bleibt zurück',
      text: 'Der mittlere Stein der Gruppe C3, C4, C5 zieht ein Feld nach B4. Dort berührt er C5: eine Zweiergruppe, während C3 allein zurückbleibt.',
      done: 'B4 und C5 bilden eine Zweiergruppe, kleiner als die 3, aus der der Stein kam; C3 steht jetzt allein.',
    },
    'abacus-split': {
      title: 'Eine Gruppe zerfällt in zwei einzelne Steine',
      text: 'Der mittlere Stein von C3, C4, C5 zieht hinauf nach E4 und verbindet sich mit dem einzelnen Stein auf F5. Seine alte Gruppe zerfällt in zwei einzelne Steine.',
      done: 'E4 und F5 bilden eine Zweiergruppe; C3 und C5 stehen jeweils allein.',
    },
    'abacus-c4': {
      title: 'Drei verbotene Zielfelder',
      text: 'Der schwarze Stein auf C4 gehört zu einer Dreiergruppe (C4, C5, D5). Auf A2 stünde er allein. Auf C2 bildete er mit D2 und D3 eine Dreiergruppe, nicht kleiner als 3. Auf F4 bildete er mit G4 ein Paar, aber der weiße Stein auf E4 versperrt den Weg.',
    },
    'abacus-end': {
      title: 'Der letzte Stein',
      text: 'Ein Feld, C3, ist noch frei, und Schwarz ist am Zug. Schwarz füllt es durch Setzen, und das Brett ist voll.',
      done: 'Das Brett ist voll: Schwarz hat 9 Steine und Weiß 10, also gewinnt Schwarz mit weniger Steinen.',
    },
    'abalone-single': {
      title: 'Eine Kugel',
      text: 'Eine einzelne Kugel rückt auf ein beliebiges leeres Nachbarfeld, hier von E5 nach F6.',
      done: 'Die Kugel ist ein Feld weitergerückt.',
    },
    'abalone-inline2': {
      title: 'Zwei Kugeln in Linie',
      text: 'C3 und C4 rücken entlang ihrer eigenen Linie ein Feld nach rechts.',
      done: 'Das Paar steht jetzt auf C4 und C5.',
    },
    'abalone-inline3': {
      title: 'Drei Kugeln in Linie',
      text: 'D3, E4 und F5 rücken entlang ihrer Linie ein Feld in Richtung G6.',
      done: 'Die drei Kugeln stehen jetzt auf E4, F5 und G6.',
    },
    'abalone-broadside2': {
      title: 'Zwei Kugeln im Seitschritt',
      text: 'E4 und E5 treten gemeinsam seitwärts, nach F4 und F5.',
      done: 'Beide Kugeln sind ein Feld in dieselbe Richtung gerückt.',
    },
    'abalone-broadside3': {
      title: 'Drei Kugeln im Seitschritt',
      text: 'C3, C4 und C5 treten gemeinsam seitwärts nach D4, D5 und D6. Jede braucht ein leeres Feld.',
      done: 'Die Reihe ist als Ganzes nach oben gerückt.',
    },
    'abalone-sumito21': {
      title: 'Sumito: 2 schieben 1',
      text: 'Zwei schwarze Kugeln schieben die weiße auf C5 in das leere Feld C6.',
      done: 'Die weiße Kugel ist ein Feld zurückgewichen.',
    },
    'abalone-sumito31': {
      title: 'Sumito: 3 schieben 1',
      text: 'Drei schwarze Kugeln schieben die weiße auf D5 nach D6.',
      done: 'Die weiße Kugel ist ein Feld zurückgewichen.',
    },
    'abalone-sumito32': {
      title: 'Sumito: 3 schieben 2',
      text: 'Drei schwarze Kugeln schieben die beiden weißen auf E5 und E6 ein Feld weiter.',
      done: 'Beide weißen Kugeln sind ein Feld zurückgewichen.',
    },
    'abalone-pac': {
      title: 'Pac: 1 gegen 1, 2 gegen 2, 3 gegen 3',
      text: 'In den Reihen C, E und G sind beide Seiten gleich stark, deshalb kann Schwarz nicht schieben.',
    },
    'abalone-sandwich': {
      title: 'Eine eingeklemmte Kugel',
      text: 'Drei schwarze Kugeln stehen der weißen auf E5 gegenüber, doch direkt dahinter liegt die schwarze Kugel auf E6. Die weiße Kugel kann nicht geschoben werden.',
    },
    'abalone-eject': {
      title: 'Eine Kugel hinausschieben',
      text: 'Die weiße Kugel auf E9 steht am Rand. Drei schwarze Kugeln schieben sie vom Brett.',
      done: 'Die weiße Kugel hat das Brett verlassen; die Schale von Schwarz zählt sie.',
    },
    'abalone-win': {
      title: 'Die sechste Kugel',
      text: 'Schwarz hat schon 5 weiße Kugeln hinausgeschoben. Wer jetzt noch E9 hinausschiebt, gewinnt.',
      done: 'Sechs weiße Kugeln sind draußen: Schwarz gewinnt.',
    },
  },
  layouts: {
    caption: 'Die sechs Aufstellungen des üblichen Bretts.',
  },
  targets: {
    caption: 'Kugeln und Ziel auf jeder Brettgröße',
    size: 'Felder pro Seite',
    marbles: 'Kugeln je Spieler',
    target: 'Zum Sieg hinausschieben',
  },
  tutorial: {
    intro:
      'Sechs kurze Schritte auf einem echten Brett. Spiele den Zug, den jeder Schritt verlangt, um weiterzukommen.',
    step: (i, n) => `Schritt ${i} von ${n}`,
    next: 'Nächster Schritt',
    back: 'Zurück',
    finished: 'Das sind alle Regeln. Viel Spaß beim Spielen!',
    again: 'Einführung neu beginnen',
    steps: {
      place: {
        title: 'Einen Stein setzen',
        text: 'Du spielst Schwarz, und das Brett ist leer. Klicke auf ein beliebiges leeres Feld, um dort einen Stein zu setzen.',
        onTouch:
          'Du spielst Schwarz, und das Brett ist leer. Tippe auf ein beliebiges leeres Feld, um dort einen Stein zu setzen.',
        done: 'Gut. Setzen ist immer erlaubt, solange ein Feld leer ist.',
      },
      group: {
        title: 'Eine Gruppe bilden',
        text: 'Gleichfarbige Steine, die sich berühren, bilden eine Gruppe. Setze einen Stein neben deine beiden Steine auf C3 und C4, damit eine Dreiergruppe entsteht.',
        done: 'Deine Gruppe hat jetzt 3 Steine. Steine aus Gruppen von 3 oder mehr dürfen ziehen.',
      },
      slide: {
        title: 'Einen Stein ziehen',
        text: 'Ein Stein aus einer Gruppe von 3 oder mehr darf in gerader Linie über leere Felder ziehen. Er muss dort anhalten, wo er eine Gruppe von mindestens 2 bildet, die kleiner ist als seine alte. Klicke auf einen Stein deiner Gruppe und dann auf eines der für ihn markierten Felder (oder zieh ihn dorthin).',
        onTouch:
          'Ein Stein aus einer Gruppe von 3 oder mehr darf in gerader Linie über leere Felder ziehen. Er muss dort anhalten, wo er eine Gruppe von mindestens 2 bildet, die kleiner ist als seine alte. Tippe auf einen Stein deiner Gruppe, dann auf eines der für ihn markierten Felder und zum Spielen noch einmal darauf (oder zieh ihn dorthin).',
        done: 'Der Stein hat seine Dreiergruppe verlassen und gehört jetzt zu einer Zweiergruppe.',
      },
      split: {
        title: 'Eine Gruppe auseinanderbrechen',
        text: 'Ziehe den mittleren Stein, C3, hinauf nach E3, neben deinen einzelnen Stein auf F4.',
        done: 'E3 und F4 sind eine Zweiergruppe, und C2 und C4 bleiben als zwei einzelne Steine zurück.',
      },
      illegal: {
        title: 'Nicht jeder Zug ist erlaubt',
        text: 'Der Stein auf C4 gehört zu einer Dreiergruppe. Auf A2 stünde er allein; auf C2 bildete er mit D2 und D3 eine Dreiergruppe, die nicht kleiner ist; um F4 neben G4 zu erreichen, müsste er über den weißen Stein auf E4. Ein Feld bleibt, auf dem er landen darf: Finde es.',
        done: 'Richtig: Dort bildet er eine Zweiergruppe, kleiner als 3.',
      },
      end: {
        title: 'Das Brett füllen',
        text: 'Ein Feld ist noch frei. Setze den letzten Stein: Die Partie endet, wenn das Brett voll ist, und weniger Steine gewinnen.',
        done: 'Das Brett ist voll. Schwarz hat 9 Steine, Weiß 10: Schwarz gewinnt.',
      },
    },
  },
  card: {
    label: 'Das Spiel lernen',
    title: (game) => `Neu bei ${game}?`,
    text: 'In 2 Minuten gelernt.',
    start: 'Einführung starten',
    dismiss: 'Nicht jetzt',
  },
  help: {
    title: 'Hilfe',
    keysTitle: 'Tastenkürzel',
    marksTitle: 'Markierungen auf dem Brett',
    key: 'Tasten',
    action: 'Wirkung',
    or: 'oder',
    keyNames: {
      ctrl: 'Strg',
      shift: 'Umschalt',
      z: 'Z',
      y: 'Y',
      f: 'F',
      left: '←',
      right: '→',
      up: '↑',
      down: '↓',
      home: 'Pos1',
      end: 'Ende',
      enter: 'Eingabe',
      space: 'Leertaste',
      esc: 'Esc',
      question: '?',
    },
    keys: {
      undo: 'Den letzten Zug zurücknehmen',
      redo: 'Den zurückgenommenen Zug wiederholen',
      history: 'In den Zügen zurück- oder vorgehen',
      ends: 'Zum Anfang oder zum letzten Zug springen',
      walk: 'Auf dem Brett: von Feld zu Feld gehen',
      pick: 'Auf dem Brett: einen Stein wählen oder den Zug auf einem markierten Feld spielen',
      cancel: 'Die Auswahl aufheben oder einen Dialog schließen',
      flip: 'Das Brett umdrehen',
      help: 'Diese Hilfe öffnen',
    },
    pointer:
      'Mit der Maus klickst du auf einen Stein und dann auf ein markiertes Feld, oder du ziehst den Stein dorthin. Auf einem Touchscreen zeigt das erste Tippen auf ein markiertes Feld den Zug, ein zweites Tippen (oder Bestätigen) spielt ihn.',
    touchTitle: 'Spielen per Touch',
    touch:
      'Tippe auf einen Stein und dann auf ein markiertes Feld, oder zieh den Stein dorthin. Das erste Tippen auf ein markiertes Feld zeigt den Zug, ein zweites Tippen (oder Bestätigen) spielt ihn.',
    keysTitleTouch: 'Tastenkürzel, wenn eine Tastatur angeschlossen ist',
    selected: 'gewählt',
    count: 'Größe der Gruppe',
    rules: 'Regeln lesen',
  },
};
