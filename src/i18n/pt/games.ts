import type { Messages } from '../en';

export const games: Messages['games'] = {
  abacus: {
    title: 'Ábaco',
    piece: { black: 'pedra preta', white: 'pedra branca' },
    pieces: { black: 'pedras pretas', white: 'pedras brancas' },
    counted: (n) => (n === 1 ? 'pedra' : 'pedras'),
    figures: {
      'count-black': 'Pedras pretas',
      'count-white': 'Pedras brancas',
      'count-empty': 'Casas vazias',
    },
    boardSettings: {
      slideMarks: 'Marcar as pedras que se podem mover',
      groupSizes: 'Mostrar o tamanho dos grupos',
    },
    movable: 'pode mover-se',
    input: {
      tooSmall: (size) =>
        `Esta pedra não se pode mover: pertence a um grupo de ${size}, e só os grupos de 3 ou mais se podem mover.`,
      surrounded: 'Esta pedra não se pode mover: todas as casas à sua volta estão ocupadas.',
      notSmaller: (size) =>
        `Esta pedra não se pode mover: o movimento tem de a deixar num grupo de pelo menos 2, menor do que o seu grupo de ${size}.`,
      notThere: (why) => `Esta pedra não se pode mover para aí: ${why}.`,
    },
  },
  abalone: {
    title: 'Abalone',
    piece: { black: 'bola preta', white: 'bola branca' },
    pieces: { black: 'bolas pretas', white: 'bolas brancas' },
    counted: (n) => (n === 1 ? 'bola' : 'bolas'),
    figures: {
      'off-by-black': 'Empurradas para fora pelo Preto',
      'off-by-white': 'Empurradas para fora pelo Branco',
    },
    input: {
      offBoard: (n) =>
        `${n === 1 ? 'Esta bola não se pode mover' : 'Estas bolas não se podem mover'} nessa direção: nenhuma bola pode ser movida para fora do tabuleiro.`,
      ownInWay: (n, cell) =>
        `${n === 1 ? 'Esta bola não se pode mover' : 'Estas bolas não se podem mover'} nessa direção: a sua própria bola em ${cell} está no caminho.`,
      blocked: (n) =>
        `${n === 1 ? 'Esta bola não se pode mover' : 'Estas bolas não se podem mover'} nessa direção.`,
      blockedBecause: (n, why) =>
        `${n === 1 ? 'Esta bola não se pode mover' : 'Estas bolas não se podem mover'} nessa direção: ${why}.`,
      noMove: (n) =>
        n === 1
          ? 'Esta bola não tem nenhuma jogada legal.'
          : 'Estas bolas não têm nenhuma jogada legal em conjunto.',
      straight: 'Arraste em linha reta a partir das bolas selecionadas, numa das seis direções.',
    },
  },
};
