/**
 * What a move of a game can carry besides itself: a comment, the mover's clock after it,
 * an evaluation of the position it leads to, and annotation glyphs. Records keep them as
 * PGN does (RULES.md §5): glyphs after the move, then a comment in braces holding the
 * text with `[%clk h:mm:ss]` and `[%eval …]` commands.
 */

/** The annotation glyphs, good to bad; NAGs `$1`–`$6` are the same ones in PGN's order. */
export const GLYPHS = ['!!', '!', '!?', '?!', '?', '??'] as const;
export type Glyph = (typeof GLYPHS)[number];

/**
 * An evaluation from the first player's side (Black moves first in both games): a score in
 * the game's material units (marbles, stones), or a proven win in `mate` plies, negative
 * when the second player wins.
 */
export type Evaluation = { readonly score: number } | { readonly mate: number };

export interface MoveNotes {
  readonly comment?: string;
  /** The mover's time left after the move, in milliseconds. */
  readonly clock?: number;
  readonly eval?: Evaluation;
  readonly glyphs?: readonly Glyph[];
  /**
   * The better move the post-game review found in the position before this one, in
   * notation: kept on the moves it judged, for the board's arrow. Records do not carry it.
   */
  readonly best?: string;
}

/**
 * A clock is at most 100 hours, in ms: no time control gives that much (the longest base is
 * 10 hours), so a longer one is junk, and would show as such ("59999:59"). A record's longer
 * `[%clk]` is not read as a clock but kept as comment text (`parseComment`).
 */
export const MAX_CLOCK = 100 * 3_600_000;

/**
 * The longest comment a move keeps, in characters. A comment is kept whole, never cut: a
 * record whose comments on one move come to more is refused, with this limit named.
 */
export const MAX_COMMENT = 1_000_000;

export const isGlyph = (text: string): text is Glyph =>
  (GLYPHS as readonly string[]).includes(text);

/** Notes with nothing in them are no notes: undefined, so that records compare equal. */
export function cleanNotes(notes: MoveNotes | undefined): MoveNotes | undefined {
  if (notes === undefined) return undefined;
  const out: { -readonly [K in keyof MoveNotes]: MoveNotes[K] } = {};
  if (notes.comment !== undefined && notes.comment.trim() !== '') {
    out.comment = notes.comment.trim();
  }
  if (notes.clock !== undefined) out.clock = notes.clock;
  if (notes.eval !== undefined) out.eval = notes.eval;
  if (notes.glyphs !== undefined && notes.glyphs.length > 0) out.glyphs = notes.glyphs;
  if (notes.best !== undefined && notes.best !== '') out.best = notes.best;
  return Object.keys(out).length > 0 ? out : undefined;
}
