import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'O Preto' : 'O Branco');

export const pt: AbacusWords = {
  title: 'Ábaco',
  piece: { black: 'pedra preta', white: 'pedra branca' },
  pieces: { black: 'pedras pretas', white: 'pedras brancas' },
  counted: (n) => (n === 1 ? 'pedra' : 'pedras'),
  strength: {
    easy: 'Fácil: tão forte como quem acabou de aprender as regras; perde mais do que ganha contra quem pensa uma jogada à frente.',
    medium:
      'Médio: tão forte como um jogador ocasional; vence cerca de 9 em 10 partidas contra quem pensa uma jogada à frente.',
    hard: 'Difícil: tão forte como um jogador experiente, e perfeito nas últimas casas vazias; o Médio quase nunca ganha.',
    expert:
      'Perito: o Difícil com cinco vezes mais tempo, que pensa também no seu tempo, perfeito ainda um pouco mais cedo; vence o Difícil 7 em 8 partidas.',
  },
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
  speech: {
    place: (p, cell) => `${side(p)} coloca uma pedra em ${cell}`,
    slide: (p, from, to) => `${side(p)} move ${from} para ${to}`,
  },
  reason: {
    slide: (p, group, formed) =>
      `A pedra ${p === 'black' ? 'do Preto' : 'do Branco'} sai do seu grupo de ${group} e forma um de ${formed}: uma jogada que não acrescenta pedra`,
    place: (p, group, shown) =>
      group === 1
        ? `${side(p)} acrescenta uma pedra, isolada`
        : `${side(p)} acrescenta uma pedra e forma um grupo de ${shown}`,
    tally: (black, white, empty, shown) =>
      `agora o Preto tem ${black}, o Branco ${white} e ${empty === 1 ? 'fica' : 'ficam'} ${shown} ${empty === 1 ? 'casa vazia' : 'casas vazias'}`,
  },
  blunder: 'Isto deita fora uma vitória provada: depois dela, o outro lado pode ganhar.',
  outcome: {
    fullBoard: (black, white, pieces) =>
      `O tabuleiro está cheio: o Preto tem ${black} ${pieces}, o Branco ${white}. Ganha quem tiver menos ${pieces}.`,
  },
};
