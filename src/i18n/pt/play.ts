import type { Messages } from '../en';

export const play: Messages['play'] = {
  menu: 'Menu do jogo',
  newGame: 'Nova partida',
  games: 'Partidas',
  players: { black: 'Preto', white: 'Branco' },
  abandon: {
    title: 'Abandonar esta partida?',
    message:
      'Este navegador não está a guardar partidas, por isso começar uma nova descarta a partida em curso.',
    confirm: 'Começar nova partida',
  },
  board: {
    zoomReset: (scale) => `${scale}× · Tabuleiro inteiro`,
    zoomResetTitle: 'Mostrar de novo o tabuleiro inteiro',
    label: (title, cells, pieces) => `Tabuleiro de ${title}, ${cells} casas, jogam as ${pieces}`,
    tray: (player, count, pieces) => `O ${player} empurrou ${count} ${pieces} para fora`,
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    tapAgain: 'Toque outra vez ou prima Confirmar para fazer esta jogada.',
    clickAgain: 'Escolha a casa de novo ou use Confirmar para fazer esta jogada.',
  },
  premove: {
    waiting: (move) =>
      `Pré-jogada ${move}: é feita assim que for a sua vez, se ainda for válida nessa posição.`,
    dropped: (move) => `Pré-jogada ${move} descartada: não é válida na nova posição.`,
    cancel: 'Cancelar pré-jogada',
  },
  blunder: {
    title: 'Fazer esta jogada?',
    playAnyway: 'Jogar mesmo assim',
    cancel: 'Voltar atrás',
  },
  cell: {
    empty: 'vazia',
    group: (n) => `grupo de ${n}`,
    selected: 'selecionada',
    pushHere: 'empurrar para aqui',
    moveHere: 'mover para aqui',
    wouldBeEjected: 'seria empurrada para fora',
    wouldBePushed: 'seria empurrada',
    last: 'última jogada',
    lastFrom: 'última jogada a partir daqui',
    hintTo: 'sugestão: mover para aqui',
    hintFrom: 'sugestão: mover daqui',
    movable: 'pode mover-se',
  },
  legend: {
    target: 'para onde pode ir',
    push: 'empurrada',
    eject: 'empurrada para fora',
    ghost: 'depois da jogada',
    movable: 'pode mover-se',
    hint: 'sugestão',
    last: 'última jogada',
    lastByComputer: 'última jogada do computador',
  },
};
