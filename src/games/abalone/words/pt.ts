import type { Player } from '../../../engine';
import type { AbaloneWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'O Preto' : 'O Branco');
const other = (p: Player, n: number): string =>
  p === 'black' ? (n === 1 ? 'branca' : 'brancas') : n === 1 ? 'preta' : 'pretas';
const opponent = (p: Player): Player => (p === 'black' ? 'white' : 'black');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `uma bola ${other(p, 1)}` : `${n === 2 ? 'duas' : n} bolas ${other(p, n)}`;

export const pt: AbaloneWords = {
  title: 'Abalone',
  layouts: {
    standard: 'Padrão',
    belgian: 'Margarida belga',
    german: 'Margarida alemã',
    dutch: 'Margarida holandesa',
    swiss: 'Margarida suíça',
    domination: 'Dominação',
    alien_attack: 'Ataque Alienígena',
    the_wall: 'A Muralha',
    face_to_face: 'Frente a Frente',
    fujiyama: 'Monte Fuji',
    star: 'Estrela',
    duel: 'Duelo',
    checkerboard: 'Tabuleiro de Xadrez',
  },
  piece: { black: 'bola preta', white: 'bola branca' },
  pieces: { black: 'bolas pretas', white: 'bolas brancas' },
  counted: (n) => (n === 1 ? 'bola' : 'bolas'),
  strength: {
    easy: 'Fácil: tão forte como quem acabou de aprender as regras; perde quase sempre contra quem pensa uma jogada à frente.',
    medium:
      'Médio: tão forte como um jogador ocasional; vence 19 em 20 partidas contra quem pensa uma jogada à frente.',
    hard: 'Difícil: tão forte como um jogador experiente que calcula várias jogadas; o Médio quase nunca ganha.',
    expert:
      'Perito: o Difícil com cinco vezes mais tempo, que pensa também no seu tempo; vence o Difícil 5 em 6 partidas.',
  },
  boardSettings: {},
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
  speech: {
    step: (p, from, to) => `${side(p)} move ${from} para ${to}`,
    inline: (p, cells, to) => `${side(p)} move ${cells} em linha para ${to}`,
    broadside: (p, cells, to) => `${side(p)} move ${cells} de lado para ${to}`,
    push: (p, cells, to, pushed) =>
      `${side(p)} empurra ${cells} para ${to}, deslocando ${marbles(pushed, p)}`,
    eject: (p, cells, to, pushed) =>
      pushed === 1
        ? `${side(p)} empurra ${cells} para ${to}, uma bola ${other(p, 1)} sai do tabuleiro`
        : `${side(p)} empurra ${cells} para ${to}, deslocando ${marbles(pushed, p)}, uma delas sai do tabuleiro`,
  },
  reason: {
    ejected: (p, off, target, left, shown) =>
      left <= 0
        ? `${side(p)} já empurrou ${off} de ${target} bolas para fora: a partida está ganha`
        : `${side(p)} já empurrou ${off} de ${target} bolas para fora: ${left === 1 ? 'falta' : 'faltam'} ${shown} para ganhar`,
    pushed: (p, n) => `${side(p)} tem mais bolas na linha e empurra ${marbles(n, p)} para trás`,
    safe: (p) => `Nenhuma bola ${other(opponent(p), 1)} pode ser empurrada para fora agora`,
    threatened: (p) =>
      `${side(opponent(p))} pode agora empurrar uma bola ${other(opponent(p), 1)} para fora`,
  },
  blunder: 'Esta jogada deixa uma das suas bolas ser empurrada para fora.',
  outcome: {
    target: (winner, value, of, pieces) =>
      `O ${winner} empurrou ${value} de ${of} ${pieces} para fora do tabuleiro.`,
  },
};
