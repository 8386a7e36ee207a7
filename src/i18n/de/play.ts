import type { Messages } from '../en';

export const play: Messages['play'] = {
  menu: 'Spielmenü',
  newGame: 'Neue Partie',
  games: 'Partien',
  players: { black: 'Schwarz', white: 'Weiß' },
  abandon: {
    title: 'Diese Partie aufgeben?',
    message:
      'Dieser Browser speichert keine Partien. Eine neue Partie verwirft daher die laufende.',
    confirm: 'Neue Partie beginnen',
  },
  board: {
    zoomReset: (scale) => `${scale}× · Ganzes Brett`,
    zoomResetTitle: 'Wieder das ganze Brett zeigen',
    label: (title, cells, pieces) => `${title}-Brett, ${cells} Felder, ${pieces} am Zug`,
    tray: (player, count, pieces) => `${player} hat ${count} ${pieces} hinausgeschoben`,
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    tapAgain: 'Tippe noch einmal oder drücke Bestätigen, um diesen Zug zu spielen.',
    clickAgain: 'Wähle das Feld noch einmal oder drücke Bestätigen, um diesen Zug zu spielen.',
  },
  premove: {
    waiting: (move) =>
      `Vorauszug ${move}: wird gespielt, sobald du am Zug bist, wenn er dann noch erlaubt ist.`,
    dropped: (move) => `Vorauszug ${move} verworfen: In der neuen Stellung ist er nicht erlaubt.`,
    cancel: 'Vorauszug verwerfen',
  },
  blunder: {
    title: 'Diesen Zug spielen?',
    playAnyway: 'Trotzdem spielen',
    cancel: 'Zurücknehmen',
  },
  cell: {
    empty: 'leer',
    group: (n) => `Gruppe aus ${n}`,
    selected: 'ausgewählt',
    pushHere: 'hierher schieben',
    moveHere: 'hierher ziehen',
    wouldBeEjected: 'würde hinausgeschoben',
    wouldBePushed: 'würde geschoben',
    last: 'letzter Zug',
    lastFrom: 'letzter Zug von hier',
    hintTo: 'Tipp: hierher ziehen',
    hintFrom: 'Tipp: von hier ziehen',
    movable: 'kann ziehen',
  },
  legend: {
    target: 'mögliches Ziel',
    push: 'geschoben',
    eject: 'hinausgeschoben',
    ghost: 'nach dem Zug',
    movable: 'kann ziehen',
    hint: 'Tipp',
    last: 'letzter Zug',
    lastByComputer: 'letzter Zug des Computers',
  },
};
