/** The opening explorer in the analysis board. */
export const explorer = {
  title: 'Opening explorer',
  loading: 'Loading the explorer…',
  failed: (why: string) => `The explorer could not load: ${why}`,
  sourceGames: 'MiGs tournament games',
  sourceEngine: 'Computer self-play',
  none: 'No game of the explorer reached this position.',
  move: 'Move',
  games: 'Games',
  results: 'Black wins / draws / White wins',
  plies: 'Avg. plies',
  /** A row's accessible name; the numbers come formatted, its results said by `rowResults`. */
  row: (move: string, games: number, shown: string, results: string, length: string) =>
    `Play ${move}: ${shown} ${games === 1 ? 'game' : 'games'}, ${results}, ${length} plies on average`,
  /** A row's results in its accessible name: shares of the games with a result. */
  rowResults: (black: string, draws: string, white: string) =>
    `Black won ${black}, ${draws} drawn, White won ${white}`,
  rowNoResult: 'no result',
  noMoves: 'Too few games went on from here to list their moves.',
  reached: (count: string) => `Games that reached this position: ${count}`,
  open: (black: string, white: string, date: string, result: string) =>
    `Open ${black} against ${white}, ${date}, ${result}, in the analysis board`,
  more: 'Show more games',
  opening: 'Opening the game…',
  openFailed: (why: string) => `The game could not be opened: ${why}`,
};
