import type { Messages } from '../en';

export const analysis: Messages['analysis'] = {
  openTitle:
    'Tabuleiro de análise: a avaliação e as melhores linhas do computador para a posição em vista',
  title: 'Análise',
  evaluation: 'Avaliação',
  thinking: 'A pensar…',
  depth: (n) => `profundidade ${n}`,
  even: 'Equilibrado',
  ahead: (player, amount, unit) => `${player} está à frente por ${amount} ${unit}`,
  winsIn: (player, moves, shown) =>
    `${player} ganha em ${shown} ${moves === 1 ? 'jogada' : 'jogadas'}`,
  wins: (player) => `${player} ganha com o melhor jogo`,
  proven: 'provado',
  winShort: (moves) => `#${moves}`,
  bestLine: 'Melhor linha',
  topMoves: 'Melhores jogadas',
  playLine: (line) => `Explorar ${line} como variante`,
  over: 'O jogo terminou nesta posição: não há nada a analisar.',
  failed: (why) => `A análise parou: ${why}`,
  finished: 'Pesquisa concluída.',
  variation: (move) => `Variante a partir da jogada ${move}`,
  continuation: 'Variante a partir do fim do jogo',
  deleteVariation: 'Apagar esta variante',
  promoteVariation: 'Promover esta variante acima da linha de onde sai',
  inVariation: (move) => `A explorar uma variante, jogada ${move} —`,
  exploreNote: 'As jogadas feitas aqui entram numa variante; o jogo fica como está.',
};
