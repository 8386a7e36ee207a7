import type { Messages } from '../en';

export const records: Messages['records'] = {
  importTitle: 'Importa una partita',
  importHelp:
    'Incolla una o più registrazioni APGN, una stringa di posizione, un tag Position o un link di partita di Hexplay, oppure apri o trascina qui un file.',
  importText: 'Testo da importare',
  openFile: 'Apri un file',
  dropHere: 'Trascina qui un file',
  importConfirm: 'Importa',
  importAll: (n) => `Importa tutte (${n})`,
  cancel: 'Annulla',
  replaceTitle: 'Sostituire questa partita?',
  replaceMessage:
    'Questo browser non salva le partite: importando una partita si perde quella in corso.',
  chooseGame: 'Partite nel testo',
  findGame: 'Cerca una partita per giocatori, evento o risultato',
  foundGames: (n, total) => `${n} di ${total} partite`,
  fileRead: (name, size) => `${name} (${size}), letto per intero.`,
  pasteRead: (size) => `Testo incollato (${size}), letto per intero senza mostrarlo qui.`,
  fileUnreadable: (name) => `Impossibile leggere il file ${name}.`,
  errorGame: (n) => `partita ${n}`,
  errorLine: (n) => `riga ${n}`,
  errorColumn: (n) => `colonna ${n}`,
  errorToken: (token) => `in «${token}»`,
  errorIntro: 'Impossibile importare questo testo',
  gameItem: (title, plies, result) =>
    `${title}, ${plies} ${plies === 1 ? 'mossa' : 'mosse'}, ${result}`,
  versus: (black, white) => `${black} contro ${white}`,
  startOnly: 'una posizione, ancora senza mosse',
  imported: (title) => `La partita di ${title} è stata importata come nuova partita in Partite.`,
  importedMany: (n) => `${n} partite importate in Partite.`,
  reading: (n, total) =>
    total === 0 ? 'Lettura del file…' : `Lettura del file: ${n} di ${total} partite lette…`,
  readingProgress: 'Avanzamento della lettura',
  importing: (n, total) => `Importazione: ${n} di ${total} partite salvate…`,
  importProgress: 'Avanzamento dell’importazione',
  importCancelled: (n, total) =>
    `Importazione annullata: ${n} di ${total} partite sono state salvate in Partite; le altre non sono state importate.`,
  importStopped: (n, total, why) =>
    `L’importazione si è interrotta: ${why}. ${n} di ${total} partite sono state salvate in Partite; le altre non sono state importate.`,
  cut: (kept, total) =>
    `Dopo la mossa ${kept} una posizione si è ripetuta per la terza volta: Hexplay dà lì la partita patta, quindi le mosse successive della registrazione (${total - kept} su ${total}) sono state tralasciate.`,

  shareTitle: 'Condividi ed esporta',
  linkLabel: 'Link a questa partita',
  preparing: 'In preparazione…',
  linkHelp:
    'Chi apre il link riceve la partita così com’è, per rivederla o per continuare a giocare.',
  embedLabel: 'Incorpora in una pagina web',
  embedHelp:
    'Incolla questo HTML in una pagina per mostrarvi la partita, con le mosse da scorrere. La partita è tutta nell’indirizzo; non viene caricato nulla.',
  embedTitle: (game) => `Partita di ${game}, visualizzatore di Hexplay`,
  copyEmbed: 'Copia HTML',
  share: 'Copia link',
  copied: 'Copiato.',
  copyFailed: 'Copia non riuscita: seleziona il testo e copialo tu.',
  sendMove: 'Invia la tua mossa',
  sendMoveHelp:
    'Copia un link alla partita fin qui, perché l’avversario giochi la mossa successiva.',
  exportSection: 'Registrazione (APGN)',
  recordText: 'Registrazione di questa partita',
  exportGame: 'Scarica la registrazione',
  exportGameOf: (title, date) => `Esporta la partita di ${title} del ${date}`,
  exportAll: 'Scarica tutte le partite',
  exportAllShort: 'Esporta tutte',
  exportedMany: (n) => `${n} ${n === 1 ? 'partita esportata' : 'partite esportate'}.`,
  exportShort: 'Esporta',
  noLibrary:
    'Questo browser non conserva un archivio di partite, quindi si può esportare solo questa partita.',
  viewedSection: 'La posizione sul tavoliere',
  copyMoves: 'Copia mosse',
  copyPosition: 'Copia stringa di posizione',
  picturesSection: 'Immagini',
  exportImage: 'Scarica immagine (PNG)',
  exportGif: 'Scarica animazione (GIF)',
  sharePicture: 'Condividi immagine',
  makingGif: (done, total) => `Creazione dell’animazione: fotogramma ${done} di ${total}…`,
  makingPicture: 'Creazione dell’immagine…',
  gifProgress: 'Avanzamento dell’animazione',
  cancelPicture: 'Annulla',
  pictureCancelled: 'L’animazione è stata annullata.',
  pictureReady: (name) => `${name} salvato.`,
  pictureFailed: (why) => `Non è stato possibile creare l’immagine: ${why}.`,
  pictureStart: 'Inizio',
  pictureMove: (n) => `Dopo la mossa ${n}`,
  pictureUnfinished: 'Non finita',
  close: 'Chiudi',

  badLink: (message) => `Impossibile aprire il link della partita: ${message}.`,
  linkOpened: 'La partita del link è stata aperta come nuova partita in Partite.',
  linkKnown: 'La partita del link è già in Partite: eccola.',
  damagedLink:
    'Il link della partita è danneggiato: il suo codice di controllo non corrisponde alle mosse, quindi non è stato aperto. Chiedi di inviare di nuovo il link.',
  linkUnchecked:
    'Il link è di un tipo più vecchio, senza codice di controllo: se è stato modificato lungo la strada, questa potrebbe non essere la partita inviata.',
};
