import type { AbaloneLearnWords } from './en';

export const de: AbaloneLearnWords = {
  sections: {
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
        'Auf dem üblichen Brett gibt es dreizehn Startaufstellungen. Standard ist die klassische, Belgian Daisy die der Turniere; die übrigen, vom Alien-Angriff bis zum Schachbrett, spielen Spieler und Spieleseiten zur Abwechslung. Andere Brettgrößen beginnen nur mit der Standardaufstellung.',
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
  tutorial: {
    intro:
      'Sechs kurze Schritte auf einem echten Brett. Spiele die Art von Zug, die jeder Schritt verlangt, um weiterzukommen.',
    steps: {
      single: {
        title: 'Eine Kugel bewegen',
        other:
          'Das hat mehr als eine Kugel bewegt. Bewege hier die einzelne Kugel auf E5 um ein Feld.',
        text: 'Du spielst Schwarz. Klicke deine Kugel auf E5 an, dann eines der markierten leeren Felder daneben.',
        onTouch:
          'Du spielst Schwarz. Tippe deine Kugel auf E5 an, dann eines der markierten leeren Felder daneben, und tippe dieses Feld noch einmal, um zu ziehen.',
        done: 'Gut. Eine einzelne Kugel rückt auf jedes leere Nachbarfeld.',
      },
      inline: {
        title: 'Die Reihe entlang ihrer Linie ziehen',
        other:
          'Diesmal nicht: Ziehe zwei oder drei der Kugeln auf C3, C4 und C5 ein Feld entlang ihrer eigenen Linie, jede in das Feld der vorderen.',
        text: 'Deine drei Kugeln auf C3, C4 und C5 bilden eine Reihe. Wähle zwei oder drei davon und bewege sie ein Feld entlang ihrer eigenen Reihe, wie einen Zug auf Schienen.',
        done: 'Die Reihe ist in sich weitergerückt: Nur das Feld vorne musste leer sein.',
      },
      broadside: {
        title: 'Das Paar seitwärts ziehen',
        other:
          'Das hat die Kugeln entlang ihrer Linie bewegt. Ziehe hier C3 und C4 gemeinsam seitwärts, aus ihrer Linie heraus.',
        text: 'Wähle beide Kugeln auf C3 und C4 und bewege sie gemeinsam seitwärts, aus ihrer Reihe heraus. Jede braucht ein leeres Feld.',
        done: 'Das war ein Seitschritt. Er schiebt nie, also muss jedes Zielfeld leer sein.',
      },
      sumito: {
        title: 'Mit zwei Kugeln eine schieben',
        other:
          'Das hat nicht geschoben. Ziehe C3 und C4 entlang ihrer Linie in die weiße Kugel auf C5.',
        text: 'Zwei deiner Kugeln stehen vor der weißen Kugel auf C5, hinter der ein Feld frei ist. Ziehe deine Reihe in Linie auf sie zu, um sie zu schieben.',
        done: 'Zwei schlagen eine: Die weiße Kugel ist ein Feld zurückgewichen. Das ist Sumito.',
      },
      sumito32: {
        title: 'Mit drei Kugeln zwei schieben',
        other:
          'Das hat nicht beide weißen Kugeln geschoben. Ziehe deine drei entlang Reihe E in sie hinein.',
        text: 'Drei deiner Kugeln stehen vor zwei weißen auf E5 und E6. Schiebe beide, in Linie.',
        done: 'Drei schlagen zwei. Gleich viele schieben nie, und höchstens drei Kugeln bewegen sich.',
      },
      eject: {
        title: 'Eine Kugel vom Brett schieben',
        other:
          'Das hat die Kugel nicht hinausgeschoben. Ziehe deine drei Kugeln entlang Reihe E in die weiße Kugel auf E9.',
        text: 'Die weiße Kugel auf E9 steht am Rand des Bretts. Schiebe sie mit deinen drei Kugeln hinaus.',
        done: 'Sie ist vom Brett. Schiebe sechs weiße Kugeln hinaus, um zu gewinnen.',
      },
    },
  },
};
