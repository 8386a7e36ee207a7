/** The analysis board and the side lines of the move list. */
export const analysis = {
  openTitle: "Analysis board: the computer's evaluation and best lines of the viewed position",
  title: 'Analysis',
  evaluation: 'Evaluation',
  thinking: 'Thinking…',
  depth: (n: string) => `depth ${n}`,
  even: 'Even',
  /** `amount` already formatted; `unit` the counted noun, such as "marbles". */
  ahead: (player: string, amount: string, unit: string) =>
    `${player} is ahead by ${amount} ${unit}`,
  winsIn: (player: string, moves: number, shown: string) =>
    `${player} wins in ${shown} ${moves === 1 ? 'move' : 'moves'}`,
  wins: (player: string) => `${player} wins with best play`,
  /** Said after a result the solver or a search that saw the end proved. */
  proven: 'proven',
  /** The short form under the bar, such as "#5": a forced win in five moves. */
  winShort: (moves: string) => `#${moves}`,
  bestLine: 'Best line',
  topMoves: 'Top moves',
  playLine: (line: string) => `Explore ${line} as a side line`,
  over: 'The game is over in this position: there is nothing to analyse.',
  failed: (why: string) => `The analysis stopped: ${why}`,
  finished: 'Search finished.',
  /** The side lines in the move list. */
  variation: (move: string) => `Side line from move ${move}`,
  continuation: 'Side line from the end of the game',
  deleteVariation: 'Delete this side line',
  promoteVariation: 'Promote this side line over the line it leaves',
  inVariation: (move: string) => `Exploring a side line, move ${move} —`,
  exploreNote: 'Moves played here go into a side line; the game stays as it is.',
};
