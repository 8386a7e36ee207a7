import type { Messages } from '../en';

export const records: Messages['records'] = {
  importTitle: 'Partie importieren',
  importHelp:
    'Füge eine oder mehrere APGN-Partien, einen Stellungsstring, ein Position-Tag oder einen Hexplay-Partielink ein, oder öffne eine Datei bzw. ziehe sie hierher.',
  importText: 'Zu importierender Text',
  openFile: 'Datei öffnen',
  dropHere: 'Datei hierher ziehen',
  importConfirm: 'Importieren',
  importAll: (n) => `Alle ${n} importieren`,
  cancel: 'Abbrechen',
  replaceTitle: 'Diese Partie ersetzen?',
  replaceMessage:
    'Dieser Browser speichert keine Partien; beim Importieren geht die laufende Partie verloren.',
  chooseGame: 'Partien im Text',
  findGame: 'Eine Partie nach Spielern, Turnier oder Ergebnis suchen',
  foundGames: (n, total) => `${n} von ${total} Partien`,
  fileRead: (name, size) => `${name} (${size}), vollständig gelesen.`,
  pasteRead: (size) => `Eingefügter Text (${size}), vollständig gelesen, ohne ihn hier anzuzeigen.`,
  fileUnreadable: (name) => `Die Datei ${name} konnte nicht gelesen werden.`,
  errorGame: (n) => `Partie ${n}`,
  errorLine: (n) => `Zeile ${n}`,
  errorColumn: (n) => `Spalte ${n}`,
  errorToken: (token) => `bei „${token}“`,
  errorIntro: 'Das lässt sich nicht importieren',
  gameItem: (title, plies, result) =>
    `${title}, ${plies} ${plies === 1 ? 'Zug' : 'Züge'}, ${result}`,
  versus: (black, white) => `${black} gegen ${white}`,
  startOnly: 'eine Stellung, noch ohne Züge',
  imported: (title) => `Die ${title}-Partie wurde als neue Partie unter „Partien“ importiert.`,
  importedMany: (n) => `${n} Partien wurden unter „Partien“ importiert.`,
  reading: (n, total) =>
    total === 0
      ? 'Die Datei wird gelesen …'
      : `Die Datei wird gelesen: ${n} von ${total} Partien …`,
  readingProgress: 'Fortschritt des Lesens',
  importing: (n, total) => `Import läuft: ${n} von ${total} Partien gespeichert …`,
  importProgress: 'Fortschritt des Imports',
  importCancelled: (n, total) =>
    `Import abgebrochen: ${n} von ${total} Partien wurden unter „Partien“ gespeichert, der Rest wurde nicht importiert.`,
  importStopped: (n, total, why) =>
    `Der Import wurde angehalten: ${why}. ${n} von ${total} Partien wurden unter „Partien“ gespeichert, der Rest wurde nicht importiert.`,
  cut: (kept, total) =>
    `Nach Zug ${kept} stand eine Stellung zum dritten Mal auf dem Brett: Hexplay wertet die Partie dort als Remis, daher wurden die späteren Züge der Aufzeichnung (${total - kept} von ${total}) weggelassen.`,

  shareTitle: 'Teilen und exportieren',
  linkLabel: 'Link zu dieser Partie',
  preparing: 'Wird vorbereitet…',
  linkHelp:
    'Wer den Link öffnet, erhält die Partie im jetzigen Stand, zum Nachspielen oder Weiterspielen.',
  embedLabel: 'In eine Webseite einbetten',
  embedHelp:
    'Dieses HTML in eine Seite einfügen, um die Partie dort zu zeigen, Zug für Zug zum Durchblättern. Die Partie steckt ganz in der Adresse; nichts wird hochgeladen.',
  embedTitle: (game) => `${game}-Partie, Hexplay-Betrachter`,
  copyEmbed: 'HTML kopieren',
  share: 'Link kopieren',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren fehlgeschlagen: Markiere den Text und kopiere ihn selbst.',
  sendMove: 'Deinen Zug senden',
  sendMoveHelp:
    'Kopiert einen Link zur bisherigen Partie, damit dein Gegner den nächsten Zug spielen kann.',
  exportSection: 'Aufzeichnung (APGN)',
  recordText: 'Aufzeichnung dieser Partie',
  exportGame: 'Aufzeichnung herunterladen',
  exportGameOf: (title, date) => `${title}-Partie vom ${date} exportieren`,
  exportAll: 'Alle Partien herunterladen',
  exportAllShort: 'Alle exportieren',
  exportedMany: (n) => `${n} ${n === 1 ? 'Partie' : 'Partien'} exportiert.`,
  exportShort: 'Exportieren',
  noLibrary:
    'Dieser Browser führt keine Partiensammlung, daher lässt sich nur diese Partie exportieren.',
  viewedSection: 'Die Stellung auf dem Brett',
  copyMoves: 'Züge kopieren',
  copyPosition: 'Stellungsstring kopieren',
  picturesSection: 'Bilder',
  exportImage: 'Bild herunterladen (PNG)',
  exportGif: 'Animation herunterladen (GIF)',
  sharePicture: 'Bild teilen',
  makingGif: (done, total) => `Die Animation entsteht: Bild ${done} von ${total} …`,
  makingPicture: 'Das Bild entsteht …',
  gifProgress: 'Fortschritt der Animation',
  cancelPicture: 'Abbrechen',
  pictureCancelled: 'Die Animation wurde abgebrochen.',
  pictureReady: (name) => `${name} gespeichert.`,
  pictureFailed: (why) => `Das Bild konnte nicht erstellt werden: ${why}.`,
  pictureStart: 'Anfang',
  pictureMove: (n) => `Nach Zug ${n}`,
  pictureUnfinished: 'Nicht beendet',
  close: 'Schließen',

  badLink: (message) => `Der Partielink ließ sich nicht öffnen: ${message}.`,
  linkOpened: 'Die Partie aus dem Link wurde als neue Partie unter „Partien“ geöffnet.',
  linkKnown: 'Die Partie aus dem Link ist schon unter „Partien“; hier ist sie.',
  damagedLink:
    'Der Partie-Link ist beschädigt: Seine Prüfsumme passt nicht zu seinen Zügen, daher wurde er nicht geöffnet. Lass dir den Link noch einmal schicken.',
  linkUnchecked:
    'Der Link ist von einer älteren Art ohne Prüfsumme: Wurde er unterwegs verändert, ist dies vielleicht nicht die Partie, die geschickt wurde.',
};
