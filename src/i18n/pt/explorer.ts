import type { Messages } from '../en';

export const explorer: Messages['explorer'] = {
  title: 'Explorador de aberturas',
  loading: 'A carregar o explorador…',
  failed: (why) => `Não foi possível carregar o explorador: ${why}`,
  sourceGames: 'Partidas de torneio do MiGs',
  sourceEngine: 'Partidas do computador contra si próprio',
  none: 'Nenhuma partida do explorador chegou a esta posição.',
  move: 'Jogada',
  games: 'Par\u00adtidas',
  results: 'Vence o Preto / empate / vence o Branco',
  plies: 'Dura\u00adção média',
  row: (move, games, shown, results, length) =>
    `Jogar ${move}: ${shown} ${games === 1 ? 'partida' : 'partidas'}, ${results}, ${length} meias-jogadas em média`,
  rowResults: (black, draws, white) =>
    `o Preto venceu ${black}, ${draws} empatadas, o Branco venceu ${white}`,
  rowNoResult: 'sem resultado',
  noMoves: 'Poucas partidas continuaram daqui para listar as suas jogadas.',
  reached: (count) => `Partidas que chegaram a esta posição: ${count}`,
  open: (black, white, date, result) =>
    `Abrir ${black} contra ${white}, ${date}, ${result}, no tabuleiro de análise`,
  more: 'Mostrar mais partidas',
  opening: 'A abrir a partida…',
  openFailed: (why) => `Não foi possível abrir a partida: ${why}`,
};
