import type { Messages } from '../en';

export const flow: Messages['flow'] = {
  newGame: {
    title: 'Nuova partita',
    game: 'Gioco',
    size: 'Dimensione del tavoliere',
    layout: 'Disposizione',
    standardLayout: 'Classica',
    players: 'Giocatori',
    swap: 'Scambia i colori',
    cancel: 'Annulla',
    start: 'Inizia la partita',
    timeControl: 'Tempo di riflessione',
    noClock: 'Senza orologio',
    preset: (minutes, increment) => `${minutes} min + ${increment} sec.`,
    custom: 'Personalizzato',
    minutes: 'Minuti',
    increment: 'Incremento (secondi)',
  },
  library: {
    title: 'Partite',
    none: 'Questo browser non conserva partite per il sito, quindi non c’è un archivio da mostrare.',
    reminder: {
      title: 'Tocca a te su Hexplay',
      body: (game, black, white) => `${game}: ${black} contro ${white}`,
    },
    backupReminder: {
      text: (games) =>
        `${games} partite sono conservate solo in questo browser e questo mese non è stato fatto alcun backup. Un file di backup le conserva se i dati del browser vanno persi o se cambi dispositivo.`,
      backUp: 'Scarica un backup',
      later: 'Non ora',
      failed: 'Impossibile creare il backup: lo spazio del browser non ha funzionato.',
    },
    notOpened: (why: string) =>
      `Non è stato possibile aprire il tuo archivio a questo avvio: ${why}. Le tue partite sono ancora salvate; ricarica la pagina per vederle.`,
    unreadable: 'Impossibile leggere l’archivio:',
    loading: 'Caricamento…',
    empty: 'Ancora nessuna partita.',
    list: 'Partite salvate',
    search: 'Cerca per gioco, giocatore o risultato',
    found: (n, total) => `${n} di ${total} partite`,
    size: (n) => `n=${n}`,
    versus: (black, white) => `${black} contro ${white}`,
    results: {
      '1-0': 'Ha vinto il Nero',
      '0-1': 'Ha vinto il Bianco',
      '1/2-1/2': 'Patta',
      '*': 'In corso',
    },
    plies: (n) => (n === 1 ? 'semimossa' : 'semimosse'),
    playing: 'In gioco ora',
    resume: 'Riprendi',
    resumeLabel: (title, date) => `Riprendi la partita di ${title} del ${date}`,
    delete: 'Elimina',
    deleteLabel: (title, date) => `Elimina la partita di ${title} del ${date}`,
    deleted: (title) => `Partita di ${title} eliminata.`,
    undo: 'Annulla',
    undoRefused:
      'Non è stato possibile recuperare la partita: un’altra scheda l’ha salvata di nuovo nel frattempo.',
    quarantine: 'Quarantena',
    quarantineText:
      'Questi elementi non si sono potuti leggere. Restano conservati così come sono, finché non li elimini.',
    quarantineList: 'Elementi in quarantena',
    kept: (source, date) => `Da ${source}, conservato dal ${date}:`,
    stored: {
      'the game library': 'l’archivio delle partite',
      'the game saved by an earlier version': 'la partita salvata da una versione precedente',
      'the backup kept by an earlier version': 'la copia di sicurezza di una versione precedente',
      'the app crashed while opening it': 'l’app si è bloccata aprendola',
      'the puzzle progress': 'i progressi nei problemi',
      unreadable: 'illeggibile',
    },
    download: 'Scarica',
    close: 'Chiudi',
  },
  result: {
    wins: (player) => `Vince il ${player}`,
    draw: 'Patta',
    repetition:
      'La stessa posizione si è presentata per la terza volta con lo stesso giocatore al tratto.',
    noMoves: (loser) => `Il ${loser} non ha mosse regolari.`,
    resignation: (loser) => `Il ${loser} ha abbandonato.`,
    agreement: 'I giocatori si sono accordati per la patta.',
    time: (loser) => `Il ${loser} ha esaurito il tempo.`,
    viewBoard: 'Guarda il tavoliere',
    newGame: 'Nuova partita',
    rematchSwap: 'Rivincita a colori scambiati',
    swapSeats:
      'Scambiatevi di posto: chi ha giocato il Bianco ora gioca il Nero e muove per primo.',
    rematch: 'Rivincita',
    analyse: 'Analizza',
  },
  notices: {
    quarantined: (n, count) =>
      n === 1
        ? 'Una partita salvata non si è potuta leggere ed è conservata in quarantena (Partite → Quarantena), dove puoi scaricarla o eliminarla.'
        : `${count} partite salvate non si sono potute leggere e sono conservate in quarantena (Partite → Quarantena), dove puoi scaricarle o eliminarle.`,
    crashed:
      'L’app si è bloccata aprendo la tua ultima partita. Quella partita è conservata in quarantena (Partite → Quarantena); è iniziata una nuova partita.',
    prefsReset:
      'L’app si è bloccata due volte all’apertura: con la tua partita e poi con una nuova. La tua partita non era la causa ed è di nuovo aperta; le tue preferenze (tema, lingua, suono, animazione) sono state riportate ai valori predefiniti.',
    forked:
      'Questa partita è stata modificata anche in un’altra scheda. Le tue mosse qui sono conservate come partita a parte in Partite.',
    dismiss: 'Chiudi',
  },
  storage: {
    notSaved: 'Questa partita non viene salvata:',
    unavailable: 'questo browser non conserva dati per il sito (come in alcune modalità private)',
    denied:
      'questo browser nega lo spazio al sito (le sue impostazioni potrebbero bloccare i dati dei siti)',
    blocked:
      'un’altra scheda di questo sito, aperta con una versione precedente, tiene occupato lo spazio (chiudila, poi ricarica questa scheda)',
    timeout:
      'lo spazio del browser non ha risposto entro 3 secondi (ricarica per salvarla: le mosse che giochi nel frattempo restano conservate)',
    superseded:
      'una versione più recente di questo sito è stata aperta in un’altra scheda (ricarica questa scheda per usarla)',
    quota: 'lo spazio del browser per questo sito è pieno',
    failed: (detail) => `lo spazio del browser non ha funzionato (${detail})`,
    download: 'Scarica questa partita',
  },
};
