import type { AbacusLearnWords } from './en';

export const de: AbacusLearnWords = {
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
    'abacus-favoured': {
      title: 'Wer im Vorteil ist',
      body: [
        'Wer Abakus bei bestem Spiel auf diesen Brettern gewinnt, weiß noch niemand. Gelöst ist nur das kleinste Brett mit 3 Feldern pro Seite: Dort gewinnt der zweite Spieler.',
        'Um zu sehen, welche Seite ein Brett begünstigt, hat der Computer auf jedem Brett viele Partien gegen sich selbst gespielt, auf der Stufe Schwer und jede aus einer anderen Eröffnung. Die Tabelle zeigt den Anteil der Siege des ersten Spielers (Schwarz) mit seinem 95-%-Intervall und wie lange die Partien in Halbzügen (einzelnen Zügen) dauerten; die Balken zeigen, wie viele Partien bei welcher Länge endeten.',
      ],
    },
    'abacus-notation': {
      title: 'Züge aufschreiben',
      body: [
        'Die Reihen tragen von unten nach oben die Buchstaben A, B, C …, die Felder sind entlang der Diagonalen nummeriert; E5 ist die Mitte des üblichen Bretts. Ein Setzen schreibt man als sein Feld (e5), einen Zug als Start- und Zielfeld (c4a2).',
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
  },
  selfPlay: {
    caption: 'Schwer gegen Schwer',
    size: 'Brett (Felder pro Seite)',
    games: 'Partien',
    firstWins: 'Siege Schwarz',
    secondWins: 'Siege Weiß',
    score: 'Ergebnis des ersten Spielers',
    scoreOf: (score: string, low: string, high: string) => `${score} (95 %: ${low}–${high})`,
    lengths: 'Länge in Halbzügen',
    lengthsOf: (min: string, q1: string, median: string, q3: string, max: string) =>
      `${min}–${max}, mittlere Hälfte ${q1}–${q3}, Median ${median}`,
    histogram: (size: string) => `Partien nach Länge auf dem Brett mit ${size} Feldern pro Seite`,
    bar: (from: string, to: string, count: string) => `${from}–${to} Halbzüge: ${count}`,
    method: (nodes: string) =>
      `Schwer hat hier ${nodes} Stellungen pro Zug untersucht, weit weniger als im Spiel, wo es eine Sekunde nachdenkt: Die Zahlen beschreiben das Spiel des Computers, nicht das bestmögliche Spiel.`,
    openings: (plies: string, sizes: string) =>
      `Auf den Brettern mit ${sizes} Feldern pro Seite begann jede Partie aus einer anderen Stellung nach ${plies} Halbzügen; keine zwei gleichen einander, auch nicht gedreht oder gespiegelt.`,
  },
  tutorial: {
    intro:
      'Sechs kurze Schritte auf einem echten Brett. Spiele den Zug, den jeder Schritt verlangt, um weiterzukommen.',
    steps: {
      place: {
        title: 'Einen Stein setzen',
        other: 'Setze hier einen neuen Stein auf ein beliebiges leeres Feld.',
        text: 'Du spielst Schwarz, und das Brett ist leer. Klicke auf ein beliebiges leeres Feld, um dort einen Stein zu setzen.',
        onTouch:
          'Du spielst Schwarz, und das Brett ist leer. Tippe auf ein beliebiges leeres Feld, um dort einen Stein zu setzen.',
        done: 'Gut. Setzen ist immer erlaubt, solange ein Feld leer ist.',
      },
      group: {
        title: 'Eine Gruppe bilden',
        other:
          'Dieser Stein berührt C3 und C4 nicht. Setze ihn auf ein Feld neben ihnen, für eine Gruppe aus 3.',
        text: 'Gleichfarbige Steine, die sich berühren, bilden eine Gruppe. Setze einen Stein neben deine beiden Steine auf C3 und C4, damit eine Dreiergruppe entsteht.',
        done: 'Deine Gruppe hat jetzt 3 Steine. Steine aus Gruppen von 3 oder mehr dürfen ziehen.',
      },
      slide: {
        title: 'Einen Stein ziehen',
        other:
          'Das hat einen Stein gesetzt. Ziehe hier einen Stein deiner Dreiergruppe auf ein für ihn markiertes Feld.',
        text: 'Ein Stein aus einer Gruppe von 3 oder mehr darf in gerader Linie über leere Felder ziehen. Er muss dort anhalten, wo er eine Gruppe von mindestens 2 bildet, die kleiner ist als seine alte. Klicke auf einen Stein deiner Gruppe und dann auf eines der für ihn markierten Felder (oder zieh ihn dorthin).',
        onTouch:
          'Ein Stein aus einer Gruppe von 3 oder mehr darf in gerader Linie über leere Felder ziehen. Er muss dort anhalten, wo er eine Gruppe von mindestens 2 bildet, die kleiner ist als seine alte. Tippe auf einen Stein deiner Gruppe, dann auf eines der für ihn markierten Felder und zum Spielen noch einmal darauf (oder zieh ihn dorthin).',
        done: 'Der Stein hat seine Dreiergruppe verlassen und gehört jetzt zu einer Zweiergruppe.',
      },
      split: {
        title: 'Eine Gruppe auseinanderbrechen',
        other: 'Nicht diesen: Ziehe den mittleren Stein, C3, hinauf nach E3.',
        text: 'Ziehe den mittleren Stein, C3, hinauf nach E3, neben deinen einzelnen Stein auf F4.',
        done: 'E3 und F4 sind eine Zweiergruppe, und C2 und C4 bleiben als zwei einzelne Steine zurück.',
      },
      illegal: {
        title: 'Den einen erlaubten Zug finden',
        other: 'Nicht diesen: Ziehe den Stein auf C4 auf das eine Feld, auf dem er landen darf.',
        text: 'Der Stein auf C4 gehört zu einer Dreiergruppe. Auf A2 stünde er allein; auf C2 bildete er mit D2 und D3 eine Dreiergruppe, die nicht kleiner ist; um F4 neben G4 zu erreichen, müsste er über den weißen Stein auf E4. Ein Feld bleibt, auf dem er landen darf: Finde es.',
        done: 'Richtig: Dort bildet er eine Zweiergruppe, kleiner als 3.',
      },
      end: {
        title: 'Das Brett füllen',
        other: 'Setze den letzten Stein, auf C3.',
        text: 'Ein Feld ist noch frei. Setze den letzten Stein: Die Partie endet, wenn das Brett voll ist, und weniger Steine gewinnen.',
        done: 'Das Brett ist voll. Schwarz hat 9 Steine, Weiß 10: Schwarz gewinnt.',
      },
    },
  },
};
