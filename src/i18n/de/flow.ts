import type { Messages } from '../en';

export const flow: Messages['flow'] = {
  newGame: {
    title: 'Neue Partie',
    game: 'Spiel',
    size: 'Brettgröße',
    layout: 'Aufstellung',
    standardLayout: 'Standard',
    players: 'Spieler',
    swap: 'Farben tauschen',
    cancel: 'Abbrechen',
    start: 'Partie beginnen',
    timeControl: 'Bedenkzeit',
    noClock: 'Ohne Uhr',
    preset: (minutes, increment) => `${minutes} Min. + ${increment} s`,
    custom: 'Eigene',
    minutes: 'Minuten',
    increment: 'Zuschlag (Sekunden)',
  },
  library: {
    title: 'Partien',
    none: 'Dieser Browser speichert keine Partien für diese Seite, daher gibt es keine Sammlung.',
    reminder: {
      title: 'Du bist am Zug auf Hexplay',
      body: (game, black, white) => `${game}: ${black} gegen ${white}`,
    },
    backupReminder: {
      text: (games) =>
        `${games} Partien liegen nur in diesem Browser, und in diesem Monat wurde hier keine Sicherung gemacht. Eine Sicherungsdatei bewahrt sie, falls die Browserdaten verloren gehen oder du das Gerät wechselst.`,
      backUp: 'Sicherung herunterladen',
      later: 'Nicht jetzt',
      failed: 'Die Sicherung ließ sich nicht erstellen, da der Speicher des Browsers versagt hat.',
    },
    notOpened: (why: string) =>
      `Deine Sammlung ließ sich bei diesem Start nicht öffnen: ${why}. Deine Partien sind weiterhin gespeichert; lade die Seite neu, um sie zu sehen.`,
    unreadable: 'Die Sammlung konnte nicht gelesen werden:',
    loading: 'Wird geladen …',
    empty: 'Noch keine Partien.',
    list: 'Gespeicherte Partien',
    search: 'Nach Spiel, Spieler oder Ergebnis suchen',
    found: (n, total) => `${n} von ${total} Partien`,
    size: (n) => `n=${n}`,
    versus: (black, white) => `${black} gegen ${white}`,
    results: {
      '1-0': 'Schwarz hat gewonnen',
      '0-1': 'Weiß hat gewonnen',
      '1/2-1/2': 'Remis',
      '*': 'Läuft noch',
    },
    plies: (n) => (n === 1 ? 'Halbzug' : 'Halbzüge'),
    playing: 'Wird gerade gespielt',
    resume: 'Fortsetzen',
    resumeLabel: (title, date) => `${title}-Partie vom ${date} fortsetzen`,
    delete: 'Löschen',
    deleteLabel: (title, date) => `${title}-Partie vom ${date} löschen`,
    deleted: (title) => `Die ${title}-Partie wurde gelöscht.`,
    undo: 'Rückgängig',
    undoRefused:
      'Die Partie konnte nicht zurückgeholt werden: Ein anderer Tab hat sie inzwischen wieder gespeichert.',
    quarantine: 'Quarantäne',
    quarantineText:
      'Diese Einträge konnten nicht gelesen werden. Sie bleiben unverändert erhalten, bis du sie löschst.',
    quarantineList: 'Einträge in Quarantäne',
    kept: (source, date) => `Aus ${source}, aufbewahrt seit ${date}:`,
    stored: {
      'the game library': 'der Partiensammlung',
      'the game saved by an earlier version': 'der von einer früheren Version gespeicherten Partie',
      'the backup kept by an earlier version': 'der Sicherung einer früheren Version',
      'the app crashed while opening it': 'die App ist beim Öffnen abgestürzt',
      'the puzzle progress': 'dem Rätselfortschritt',
      unreadable: 'nicht lesbar',
    },
    download: 'Herunterladen',
    close: 'Schließen',
  },
  result: {
    wins: (player) => `${player} gewinnt`,
    draw: 'Remis',
    repetition: 'Dieselbe Stellung ist zum dritten Mal mit demselben Spieler am Zug entstanden.',
    noMoves: (loser) => `${loser} hat keinen erlaubten Zug.`,
    resignation: (loser) => `${loser} hat aufgegeben.`,
    agreement: 'Die Spieler haben sich auf Remis geeinigt.',
    time: (loser) => `${loser} hat die Zeit überschritten.`,
    viewBoard: 'Brett ansehen',
    newGame: 'Neue Partie',
    rematchSwap: 'Revanche mit getauschten Farben',
    swapSeats: 'Tauscht die Plätze: Wer Weiß gespielt hat, spielt jetzt Schwarz und beginnt.',
    rematch: 'Revanche',
    analyse: 'Analysieren',
  },
  notices: {
    quarantined: (n, count) =>
      n === 1
        ? 'Eine gespeicherte Partie konnte nicht gelesen werden und liegt in der Quarantäne (Partien → Quarantäne), wo du sie herunterladen oder löschen kannst.'
        : `${count} gespeicherte Partien konnten nicht gelesen werden und liegen in der Quarantäne (Partien → Quarantäne), wo du sie herunterladen oder löschen kannst.`,
    crashed:
      'Die App ist beim Öffnen deiner letzten Partie abgestürzt. Diese Partie liegt in der Quarantäne (Partien → Quarantäne); eine neue Partie hat begonnen.',
    prefsReset:
      'Die App ist beim Öffnen zweimal abgestürzt: mit deiner Partie und dann mit einer neuen. Deine Partie war nicht die Ursache und ist wieder geöffnet; deine Einstellungen (Design, Sprache, Ton, Animation) wurden auf die Standardwerte zurückgesetzt.',
    forked:
      'Diese Partie wurde auch in einem anderen Tab geändert. Deine Züge hier sind als eigene Partie unter Partien gespeichert.',
    dismiss: 'Schließen',
  },
  storage: {
    notSaved: 'Diese Partie wird nicht gespeichert:',
    unavailable: 'dieser Browser speichert nichts für diese Seite (wie in manchen privaten Modi)',
    denied:
      'dieser Browser verweigert der Seite ihren Speicher (vielleicht blockieren seine Einstellungen Website-Daten)',
    blocked:
      'ein anderer Tab dieser Seite mit einer älteren Version hält ihren Speicher offen (schließe ihn und lade diesen Tab neu)',
    timeout:
      'der Speicher des Browsers hat nicht innerhalb von 3 Sekunden geantwortet (lade neu, um sie zu speichern: die Züge, die du bis dahin spielst, bleiben dafür erhalten)',
    superseded:
      'eine neuere Version dieser Seite wurde in einem anderen Tab geöffnet (lade diesen Tab neu, um sie zu nutzen)',
    quota: 'der Speicher des Browsers für diese Seite ist voll',
    failed: (detail) => `der Speicher des Browsers hat versagt (${detail})`,
    download: 'Diese Partie herunterladen',
  },
};
