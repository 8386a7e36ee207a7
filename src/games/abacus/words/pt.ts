import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'O Preto' : 'O Branco');

export const pt: AbacusWords = {
  title: 'Ábaco',
  piece: { black: 'pedra preta', white: 'pedra branca' },
  pieces: { black: 'pedras pretas', white: 'pedras brancas' },
  counted: (n) => (n === 1 ? 'pedra' : 'pedras'),
  strength: {
    easy: 'Fácil: mais ou menos tão forte como quem acabou de aprender as regras. Perde mais do que ganha contra um jogador que se limita a escolher a jogada que parece melhor.',
    medium:
      'Médio: mais ou menos tão forte como um jogador ocasional que pensa duas jogadas à frente. Vence 4 em 5 partidas contra quem só escolhe a jogada que parece melhor.',
    hard: 'Difícil: mais ou menos tão forte como um jogador experiente que calcula várias jogadas à frente, e perfeito quando restam seis casas vazias. O Médio quase nunca lhe ganha.',
    expert:
      'Perito: o Difícil com cinco vezes mais tempo, que pensa também durante as suas jogadas e é perfeito quando restam oito casas vazias. Vence o Difícil em cerca de 3 de cada 4 partidas.',
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
  outcome: {
    fullBoard: (black, white, pieces) =>
      `O tabuleiro está cheio: o Preto tem ${black} ${pieces}, o Branco ${white}. Ganha quem tiver menos ${pieces}.`,
  },
};
