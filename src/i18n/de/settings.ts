import type { Messages } from '../en';

export const settings: Messages['settings'] = {
  title: 'Einstellungen',
  close: 'Schließen',
  app: 'Überall',
  board: 'Dieses Brett',
  boardNote:
    'Neue Partien übernehmen diese Wahl; eine Partie aus „Partien“ bringt ihre eigene mit.',
  theme: 'Farbschema',
  themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  language: 'Sprache',
  sound: 'Ton',
  soundNote: 'Kurze Töne für Züge, Schübe und das Ende der Partie.',
  animation: 'Züge animieren',
  animationNote: 'Dein System wünscht weniger Bewegung, daher werden Züge nicht animiert.',
  confirmMoves: 'Jeden Zug bestätigen',
  confirmMoveChoices: { never: 'Nie', touch: 'Auf Touchscreens', always: 'Immer' },
  confirmNote:
    'Ein wartender Zug wird mit erneutem Tippen, Klicken oder Eingabe auf sein Feld gespielt oder mit Bestätigen; Escape verwirft ihn.',
  aids: 'Hilfen und Aussehen',
  boardZoom: 'Brett mit zwei Fingern oder Strg und Mausrad vergrößern',
  showMovable: 'Jede Figur markieren, die ziehen kann',
  premoves: 'Vorauszüge: ziehen, während die andere Seite nachdenkt',
  premovesNote:
    'Gegen den Computer oder online wartet ein Zug, den du vor deinem Zug machst, durchscheinend und wird gespielt, sobald du am Zug bist, wenn er dann noch erlaubt ist. Ein Klick aufs Brett oder Escape verwirft ihn.',
  blunderWarning: 'Vor einem Zug warnen, der etwas verschenkt',
  blunderWarningNote:
    'Eine schnelle Prüfung vor jedem deiner Züge: Einer, der offensichtlich etwas verschenkt, wartet auf dein Ja. Gegen den Computer oder an einem Bildschirm; nie online.',
  turnReminder: 'An meinen Zug in Link-Partien erinnern',
  turnReminders: {
    off: 'Nie',
    '15m': 'Nach 15 Minuten',
    '1h': 'Nach einer Stunde',
    '4h': 'Nach 4 Stunden',
    '1d': 'Nach einem Tag',
  },
  turnReminderNote:
    'Eine Benachrichtigung auf diesem Gerät, wenn eine dir per Link geschickte Partie so lange auf deinen Zug wartet, solange Hexplay hier offen ist; das Symbol zählt die wartenden Partien.',
  turnReminderDenied:
    'Der Browser verweigert dieser Seite Benachrichtigungen, daher bleiben Erinnerungen aus. Sie lassen sich in den Website-Einstellungen des Browsers erlauben.',
  turnReminderUnsupported:
    'Dieser Browser zeigt keine Benachrichtigungen, daher bleiben Erinnerungen aus.',
  boardTheme: 'Brettfarben',
  boardThemes: { classic: 'Klassisch', wood: 'Holz', slate: 'Schiefer' },
  pieceStyle: 'Figuren',
  pieceStyles: { standard: 'Standard', contrast: 'Hoher Kontrast, Seiten markiert' },
  coordinates: 'Koordinaten',
  data: {
    legend: 'Daten',
    note: 'Eine Sicherung ist eine Datei mit allen Partien samt Notizen und Analysen, den als unlesbar beiseitegelegten Einträgen, deinem Rätselfortschritt und diesen Einstellungen. Beim Wiederherstellen kommt sie zum Vorhandenen hinzu und überschreibt keine Partie.',
    backup: 'Sicherung herunterladen',
    backupFailed: 'Die Sicherung ließ sich nicht erstellen, da der Speicher des Browsers versagte.',
    noLibrary:
      'Dieser Browser speichert keine Partien für die Seite, daher gibt es nichts zu sichern oder wiederherzustellen.',
    restore: 'Aus einer Sicherung wiederherstellen …',
    restoreFile: 'Sicherungsdatei zum Wiederherstellen',
    checking: 'Sicherung wird geprüft',
    checked: (checked, total) => `Sicherung wird geprüft: ${checked} von ${total} Partien.`,
    holds: 'Diese Sicherung enthält:',
    games: (n) => `Partien: ${n}`,
    quarantined: (n) => `Als unlesbar beiseitegelegte Einträge: ${n}`,
    puzzleProgress: (held) => `Rätselfortschritt: ${held ? 'ja' : 'keiner'}`,
    settingsHeld: 'Einstellungen und Brettaussehen: ja',
    plan: (added, renamed, same) =>
      `Wiederherstellen fügt ${added} Partien hinzu, ${renamed} davon neben einer anderen Partie mit derselben Kennung; ${same} sind schon da.`,
    alsoSettings: 'Auch Einstellungen und Brettaussehen wiederherstellen',
    confirm: 'Wiederherstellen',
    cancel: 'Abbrechen',
    writing: 'Wird wiederhergestellt',
    written: (n, total) => `Wird wiederhergestellt: ${n} von ${total} Partien geschrieben.`,
    done: (n) => `Wiederhergestellt: ${n} Partien zu „Partien“ hinzugefügt.`,
    overtaken: (n) =>
      `${n} wurden nicht geschrieben, da ein anderer Tab inzwischen eine Partie mit derselben Kennung speicherte.`,
    stopped: (n) =>
      `Wiederherstellen angehalten: ${n} Partien wurden hinzugefügt, die übrigen nicht.`,
    cancelled: 'Wiederherstellen abgebrochen; nichts wurde geändert.',
    refused: {
      json: 'Diese Datei ist beschädigt oder abgeschnitten, also keine vollständige Sicherung; nichts wurde wiederhergestellt.',
      app: 'Diese Datei ist keine Hexplay-Sicherung; nichts wurde wiederhergestellt.',
      newer:
        'Diese Sicherung stammt aus einer neueren Hexplay-Version: Lade die Seite neu, um sie zu aktualisieren, und stelle dann erneut wieder her.',
      shape: 'Ein Teil dieser Sicherung ist unlesbar; nichts wurde wiederhergestellt.',
      read: 'Die Datei ließ sich nicht lesen; nichts wurde wiederhergestellt.',
      storage: 'Der Speicher des Browsers versagte; was bis dahin wiederhergestellt war, bleibt.',
    },
  },
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, ' : ''}Zug ${number}, ${notation}: ${words}.`,
    takenBack: (count) =>
      count === 1 ? 'Ein Zug zurückgenommen.' : `${count} Züge zurückgenommen.`,
    result: (title, reason) => `${title}: ${reason}`,
  },
};
