import type { ViewerWords } from '../en/viewer';

export const viewer: ViewerWords = {
  title: (game) => `Partida de ${game} · Hexplay`,
  heading: (game, size) => `${game}, tabuleiro de ${size}`,
  players: { black: 'Preto', white: 'Branco' },
  board: (game, ply, plies) => `Tabuleiro de ${game} após a jogada ${ply} de ${plies}`,
  cell: { empty: 'vazia', last: 'última jogada', lastFrom: 'última jogada daqui' },
  toMove: (player) => `${player} a jogar`,
  controls: 'Percorrer a partida',
  first: 'Ir para o início',
  firstTitle: 'Início (Home)',
  prev: 'Jogada anterior',
  prevTitle: 'Jogada anterior (←)',
  next: 'Jogada seguinte',
  nextTitle: 'Jogada seguinte (→)',
  last: 'Ir para o fim',
  lastTitle: 'Fim (End)',
  flip: 'Virar o tabuleiro',
  flipTitle: 'Mostrar o tabuleiro do outro lado (F)',
  moves: 'Jogadas',
  start: 'Início',
  noMoves: 'Ainda sem jogadas.',
  move: (number, player, text) => `Jogada ${number}, ${player}: ${text}`,
  at: (ply, plies) => `Jogada ${ply} de ${plies}`,
  atStart: 'Posição inicial',
  open: 'Abrir no Hexplay',
  openTitle: 'Abrir esta partida no Hexplay, num novo separador',
  result: {
    wins: (player) => `Ganha o ${player}`,
    draw: 'Empate',
    repetition: 'A mesma posição surgiu pela terceira vez com o mesmo jogador a jogar.',
    noMoves: (loser) => `O ${loser} não tem nenhuma jogada legal.`,
    resignation: (loser) => `O ${loser} desistiu.`,
    agreement: 'Os jogadores acordaram um empate.',
  },
  error: {
    title: 'Não é possível mostrar esta partida',
    empty:
      'O visualizador foi aberto sem partida: o seu endereço deve terminar com uma ligação de partida depois do #.',
    notLink: 'O endereço depois do # não é uma ligação de partida do Hexplay.',
    damaged:
      'A ligação da partida está danificada: a sua verificação não corresponde às jogadas. Peça a ligação outra vez.',
    unreadable: (message) => `Não foi possível ler a ligação da partida: ${message}.`,
    failed:
      'O Hexplay não conseguiu carregar esta partida. Verifique a ligação à rede e recarregue a página.',
  },
};
