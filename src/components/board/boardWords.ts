import type { Game, Player } from '../../engine';
import type { I18n } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { gameWords } from '../labels';

/**
 * The parts of a cell's name after its label, with its group's size written out, and
 * what the game calls a piece that can move (the shared words' when it has no word of its own).
 */
export type CellWords = Omit<Messages['play']['cell'], 'group'> & {
  readonly group: (n: number) => string;
};

/** What the board says of its pieces and cells, in the reader's language. */
export interface BoardWords {
  /** One piece of each colour as a cell names it, such as "black stone". */
  readonly piece: Readonly<Record<Player, string>>;
  /** The name of `player`'s tray, which holds the `count` pieces it has pushed off. */
  readonly tray: (player: Player, count: number) => string;
  /** Each side's name, written on its tray. */
  readonly player: Readonly<Record<Player, string>>;
  readonly cell: CellWords;
}

/** The board's words for `game`; made once per language and game, so that cells stay memoised. */
export function boardWords({ t, number }: I18n, game: Game): BoardWords {
  const words = gameWords(t, game);
  return {
    piece: words.piece,
    tray: (player, count) =>
      t.play.board.tray(t.play.players[player], number(count), words.counted(count)),
    player: t.play.players,
    cell: {
      ...t.play.cell,
      group: (n) => t.play.cell.group(number(n)),
      movable: words.movable ?? t.play.cell.movable,
    },
  };
}
