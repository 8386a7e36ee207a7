import type { Messages } from '../en';

export const settings: Messages['settings'] = {
  title: 'Definições',
  close: 'Fechar',
  app: 'Em todo o lado',
  board: 'Este tabuleiro',
  boardNote: 'Os jogos novos mantêm estas escolhas; um jogo aberto em Jogos traz as suas.',
  theme: 'Tema',
  themes: { system: 'Como o sistema', light: 'Claro', dark: 'Escuro' },
  language: 'Idioma',
  sound: 'Som',
  soundNote: 'Sons curtos para as jogadas, os empurrões e o fim do jogo.',
  animation: 'Animar as jogadas',
  animationNote: 'O seu sistema pede menos movimento, por isso as jogadas não são animadas.',
  confirmMoves: 'Confirmar cada jogada',
  confirmMoveChoices: { never: 'Nunca', touch: 'Só ao tocar', always: 'Sempre' },
  confirmNote:
    'Uma jogada em espera é feita com um segundo toque, clique ou Enter na casa dela, ou com Confirmar; Escape anula a jogada.',
  aids: 'Ajudas e aparência',
  showMovable: 'Marcar todas as peças com jogada possível',
  boardTheme: 'Cores do tabuleiro',
  boardThemes: { classic: 'Clássico', wood: 'Madeira', slate: 'Ardósia' },
  pieceStyle: 'Peças',
  pieceStyles: { standard: 'Padrão', contrast: 'Alto contraste, lados marcados' },
  coordinates: 'Coordenadas',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computador, jogada' : 'Jogada'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Uma jogada anulada.' : `${count} jogadas anuladas.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
};
