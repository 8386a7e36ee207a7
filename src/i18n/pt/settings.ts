import type { Player } from '../../engine';
import type { Messages } from '../en';

const side = (p: Player): string => (p === 'black' ? 'O Preto' : 'O Branco');
const other = (p: Player, n: number): string =>
  p === 'black' ? (n === 1 ? 'branca' : 'brancas') : n === 1 ? 'preta' : 'pretas';
const marbles = (n: number, p: Player): string =>
  n === 1 ? `uma bola ${other(p, 1)}` : `${n === 2 ? 'duas' : n} bolas ${other(p, n)}`;

export const settings: Messages['settings'] = {
  open: 'Definições',
  openTitle: 'Tema, idioma, som e o que o tabuleiro mostra',
  title: 'Definições',
  close: 'Fechar',
  app: 'Em todo o lado',
  board: 'Este tabuleiro',
  boardOpen: 'Definições do tabuleiro…',
  boardNote: 'Os jogos novos mantêm estas escolhas; um jogo aberto em Jogos traz as suas.',
  theme: 'Tema',
  themes: { system: 'Como o sistema', light: 'Claro', dark: 'Escuro' },
  language: 'Idioma',
  sound: 'Som',
  soundNote: 'Sons curtos para as jogadas, os empurrões e o fim do jogo.',
  animation: 'Animar as jogadas',
  animationNote: 'O seu sistema pede menos movimento, por isso as jogadas não são animadas.',
  coordinates: 'Coordenadas',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computador, jogada' : 'Jogada'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Uma jogada anulada.' : `${count} jogadas anuladas.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
  abacus: {
    place: (p, cell) => `${side(p)} coloca uma pedra em ${cell}`,
    slide: (p, from, to) => `${side(p)} move ${from} para ${to}`,
  },
  abalone: {
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
};
