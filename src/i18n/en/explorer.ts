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
  length: 'Length',
  /** A row's accessible name; the numbers come formatted. */
  row: (move: string, games: number, shown: string, black: string, white: string, length: string) =>
    `Play ${move}: ${shown} ${games === 1 ? 'game' : 'games'}, Black scored ${black}, White ${white}, ${length} plies on average`,
  noScore: 'no result',
  reached: (count: string) => `Games that reached this position: ${count}`,
  open: (black: string, white: string, date: string, result: string) =>
    `Open ${black} against ${white}, ${date}, ${result}, in the analysis board`,
  more: 'Show more games',
  opening: 'Opening the game…',
  openFailed: (why: string) => `The game could not be opened: ${why}`,
};
