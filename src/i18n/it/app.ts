import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Abaco e Abalone, sullo stesso schermo',
  opening: 'Apertura della partita…',
  upgrading: (done: string, total: string) =>
    `Aggiornamento dell’archivio per questa versione: ${done} partite su ${total}…`,
  upgradingLabel: 'Aggiornamento dell’archivio',
  menu: 'Menu',
  menuTitle: 'Problemi, importa, condividi, regole, aiuto, impostazioni e lingua',
  language: 'Lingua',
  puzzles: 'Problemi',
  playOnline: 'Gioca online',
  puzzlesTitle: 'Problemi: trova la mossa che vince una biglia o mantiene la vittoria',
  rules: 'Regole',
  help: '?',
  helpWord: 'Aiuto',
  helpLabel: 'Aiuto e scorciatoie da tastiera',
  helpLabelTouch: 'Aiuto: giocare al tocco e i segni sulla scacchiera',
  settings: 'Impostazioni',
  settingsTitle: 'Tema, lingua, suoni e ciò che mostra il tavoliere',
  boardSettings: 'Impostazioni del tavoliere…',
  importButton: 'Importa',
  shareButton: 'Condividi / Esporta',
  confirm: { cancel: 'Annulla' },
  crash: {
    title: 'Qualcosa è andato storto',
    recover: 'Inizia una partita nuova',
    download: 'Scarica la partita',
    recoverResets:
      'Iniziare una partita nuova riporta anche le tue preferenze (tema, lingua, suono, animazione) ai valori predefiniti, nel caso una di esse abbia causato il blocco.',
    reload: 'Ricarica',
    safe: 'Le tue altre partite sono al sicuro in Partite; non è stato eliminato nulla.',
  },
  update: {
    ready: 'È pronta una nuova versione di Hexplay.',
    reload: 'Ricarica per aggiornare',
    later: 'Più tardi',
  },
};
