import type { Messages } from '../en';

export const settings: Messages['settings'] = {
  title: 'Impostazioni',
  close: 'Chiudi',
  app: 'Ovunque',
  board: 'Questo tavoliere',
  boardNote:
    'Le nuove partite mantengono queste scelte; una partita aperta da Partite porta le sue.',
  theme: 'Tema',
  themes: { system: 'Come il sistema', light: 'Chiaro', dark: 'Scuro' },
  language: 'Lingua',
  sound: 'Suoni',
  soundNote: 'Suoni brevi per le mosse, le spinte e la fine della partita.',
  animation: 'Anima le mosse',
  animationNote: 'Il sistema chiede meno movimento, quindi le mosse non sono animate.',
  confirmMoves: 'Conferma ogni mossa',
  confirmMoveChoices: { never: 'Mai', touch: 'Sugli schermi touch', always: 'Sempre' },
  confirmNote:
    'Una mossa in attesa si gioca con un secondo tocco, clic o Invio sulla sua casella, o con Conferma; Esc la annulla.',
  aids: 'Aiuti e aspetto',
  boardZoom: 'Ingrandire il tavoliere con due dita, o con Ctrl e la rotella',
  showMovable: 'Segna ogni pezzo che può muovere',
  premoves: 'Premosse: muovi mentre l’altra parte pensa',
  premovesNote:
    'Contro il computer oppure online, una mossa fatta prima del tuo turno resta in attesa, in trasparenza, e viene giocata quando tocca a te, se è ancora legale. Un clic sulla scacchiera o Esc la annulla.',
  blunderWarning: 'Avvisa prima di una mossa che regala qualcosa',
  blunderWarningNote:
    'Un rapido controllo prima di ogni tua mossa: una che regala chiaramente qualcosa aspetta il tuo sì. Contro il computer o su un solo schermo; mai online.',
  turnReminder: 'Ricordami la mia mossa nelle partite via link',
  turnReminders: {
    off: 'Mai',
    '15m': 'Dopo 15 minuti',
    '1h': 'Dopo un’ora',
    '4h': 'Dopo 4 ore',
    '1d': 'Dopo un giorno',
  },
  turnReminderNote:
    'Una notifica su questo dispositivo quando una partita inviata via link aspetta la tua mossa da così tanto, mentre Hexplay è aperto qui; l’icona conta le partite in attesa.',
  turnReminderDenied:
    'Il browser nega le notifiche a questo sito, quindi i promemoria restano spenti. Si possono consentire nelle impostazioni del sito nel browser.',
  turnReminderUnsupported:
    'Questo browser non mostra notifiche, quindi i promemoria restano spenti.',
  boardTheme: 'Colori del tavoliere',
  boardThemes: { classic: 'Classico', wood: 'Legno', slate: 'Ardesia' },
  pieceStyle: 'Pezzi',
  pieceStyles: { standard: 'Standard', contrast: 'Alto contrasto, lati segnati' },
  coordinates: 'Coordinate',
  data: {
    legend: 'Dati',
    note: 'Un backup è un unico file con tutte le partite, le loro note e analisi, i record messi da parte perché illeggibili, i tuoi progressi nei problemi e queste impostazioni. Ripristinarlo aggiunge a ciò che c’è già e non sovrascrive alcuna partita.',
    backup: 'Scarica un backup',
    backupFailed: 'Impossibile creare il backup: la memoria del browser ha dato errore.',
    noLibrary:
      'Questo browser non conserva partite per il sito, quindi non c’è nulla da salvare né dove ripristinare.',
    restore: 'Ripristina da un backup…',
    restoreFile: 'File di backup da ripristinare',
    checking: 'Verifica del backup',
    checked: (checked, total) => `Verifica del backup: ${checked} di ${total} partite.`,
    holds: 'Questo backup contiene:',
    games: (n) => `Partite: ${n}`,
    quarantined: (n) => `Record messi da parte perché illeggibili: ${n}`,
    puzzleProgress: (held) => `Progressi nei problemi: ${held ? 'sì' : 'nessuno'}`,
    settingsHeld: 'Impostazioni e aspetto del tavoliere: sì',
    plan: (added, renamed, same) =>
      `Il ripristino aggiunge ${added} partite, ${renamed} delle quali accanto a un’altra partita con lo stesso identificativo; ${same} sono già qui.`,
    alsoSettings: 'Ripristina anche le impostazioni e l’aspetto del tavoliere',
    confirm: 'Ripristina',
    cancel: 'Annulla',
    writing: 'Ripristino in corso',
    written: (n, total) => `Ripristino in corso: ${n} di ${total} partite scritte.`,
    done: (n) => `Ripristinato: ${n} partite aggiunte a Partite.`,
    overtaken: (n) =>
      `${n} non sono state scritte, perché un’altra scheda ha salvato nel frattempo una partita con lo stesso identificativo.`,
    stopped: (n) => `Ripristino interrotto: ${n} partite sono state aggiunte, le altre no.`,
    cancelled: 'Ripristino annullato; nulla è cambiato.',
    refused: {
      json: 'Questo file è danneggiato o troncato, quindi non è un backup intero e nulla è stato ripristinato.',
      app: 'Questo file non è un backup di Hexplay, quindi nulla è stato ripristinato.',
      newer:
        'Questo backup viene da una versione più recente di Hexplay: ricarica la pagina per aggiornarla, poi ripristina di nuovo.',
      shape: 'Una parte di questo backup è illeggibile, quindi nulla è stato ripristinato.',
      read: 'Impossibile leggere il file, quindi nulla è stato ripristinato.',
      storage: 'La memoria del browser ha dato errore; ciò che era già stato ripristinato resta.',
    },
  },
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, mossa' : 'Mossa'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Una mossa annullata.' : `${count} mosse annullate.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
};
