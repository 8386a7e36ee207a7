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
  showMovable: 'Segna ogni pezzo che può muovere',
  boardTheme: 'Colori del tavoliere',
  boardThemes: { classic: 'Classico', wood: 'Legno', slate: 'Ardesia' },
  pieceStyle: 'Pezzi',
  pieceStyles: { standard: 'Standard', contrast: 'Alto contrasto, lati segnati' },
  coordinates: 'Coordinate',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, mossa' : 'Mossa'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Una mossa annullata.' : `${count} mosse annullate.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
};
