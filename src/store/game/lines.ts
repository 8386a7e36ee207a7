import { lineMoves } from './sideLines/moveTree';
import { type ReplayedLine, replayLine } from './replayedLine';
import type { MoveRecord, Variation, VariationPath } from './savedGame';
import { outcomeAt } from './turns';
import type { GameState } from './types';

/**
 * What the engine derives from a store's game, kept between calls so that a move, an undo
 * or a view of another move costs one position: the game's line, the viewed line (the
 * game or a side line), and where moves may be played.
 */
export interface GameLines {
  /** The game itself. */
  game(): ReplayedLine;
  /** The viewed line: the game, or a side line with the moves before it. */
  viewed(): ReplayedLine;
  /** Whether the game goes on, whichever position is viewed. */
  going(): boolean;
  /** Whether the game goes on and its end is on view: where moves and endings happen. */
  live(): boolean;
  /** Whether the viewed position is one where a move may be tried. */
  open(): boolean;
}

export function gameLines(get: () => GameState): GameLines {
  let line: ReplayedLine | undefined;
  const game = (): ReplayedLine => {
    const { spec, moves } = get();
    line = replayLine(spec, moves, line);
    return line;
  };
  // The viewed side line, rebuilt only when the moves, the tree or the path change.
  let view:
    | {
        line: ReplayedLine;
        moves: readonly MoveRecord[];
        variations: readonly Variation[];
        path: VariationPath;
      }
    | undefined;
  const viewed = (): ReplayedLine => {
    const { spec, moves, variations, path } = get();
    if (path.length === 0) return game();
    if (
      view?.moves !== moves ||
      view.variations !== variations ||
      view.path !== path ||
      view.line.spec !== spec
    ) {
      const records = lineMoves(moves, variations, path);
      view = { line: replayLine(spec, records, view?.line ?? game()), moves, variations, path };
    }
    return view.line;
  };
  const going = (): boolean => {
    const { moves, ending } = get();
    return !outcomeAt(game(), moves.length, ending);
  };
  return {
    game,
    viewed,
    going,
    live: () => get().path.length === 0 && get().cursor === get().moves.length && going(),
    open: () => {
      const { path, cursor, ending } = get();
      return path.length === 0 ? !outcomeAt(game(), cursor, ending) : !viewed().outcome(cursor);
    },
  };
}
