import { cleanNotes, type Evaluation, type Glyph, MAX_CLOCK, type MoveNotes } from './notes';
import { err, ok, type Result } from './result';

/**
 * Move notes as PGN text: `[%clk h:mm:ss]` and `[%eval …]` commands inside a comment,
 * glyphs after the move and as NAGs. Loaded with the record dialogs, not with the page.
 */

/** NAGs `$1`–`$6` are the glyphs in PGN's order. */
const NAG_GLYPHS: readonly Glyph[] = ['!', '?', '!!', '??', '!?', '?!'];

/** The glyph of a NAG's number, or undefined for the many NAGs that are not one. */
export const glyphOfNag = (nag: number): Glyph | undefined => NAG_GLYPHS[nag - 1];

/**
 * Two sets of notes' fields merged, `b`'s comment after `a`'s. A glyph given twice is one
 * glyph: a record repeating `$1` 20,000 times after a move took seconds to read when every
 * repeat was kept.
 */
export function mergeNotes(
  a: MoveNotes | undefined,
  b: MoveNotes | undefined,
): MoveNotes | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const comment = [a.comment, b.comment].filter((c) => c !== undefined).join(' ');
  return cleanNotes({
    ...a,
    ...b,
    comment,
    glyphs: [...new Set([...(a.glyphs ?? []), ...(b.glyphs ?? [])])],
  });
}

/** `1:05:03`, or `0:04:32.5` with tenths when the time has them. */
export function makeClock(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const seconds = Math.floor(tenths / 10);
  const two = (v: number): string => String(v).padStart(2, '0');
  const whole = `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
}

export function parseClock(text: string): Result<number, string> {
  const m = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return err(`a clock reads h:mm:ss, not '${text}'`);
  const fraction = m[4] === undefined ? 0 : Math.round(Number(`0.${m[4]}`) * 1000);
  const ms = ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + fraction;
  if (ms > MAX_CLOCK)
    return err(`a clock is at most ${MAX_CLOCK / 3_600_000} hours, not '${text}'`);
  return ok(ms);
}

/**
 * `notes` with their clock written at the start of the comment instead, as `[%clk …]`: for a
 * clock no game could have shown, which is then not shown as a time, and not lost either.
 */
export function clockAsComment(notes: MoveNotes): MoveNotes | undefined {
  if (notes.clock === undefined) return notes;
  const { clock, comment, ...rest } = notes;
  const text = `[%clk ${makeClock(clock)}]`;
  return cleanNotes({ ...rest, comment: comment === undefined ? text : `${text} ${comment}` });
}

/** `+1.50`, `-0.25`, `#7`, `#-3`: scores with two decimals, as PGN tools write them. */
export function makeEval(evaluation: Evaluation): string {
  if ('mate' in evaluation) return `#${evaluation.mate}`;
  const fixed = evaluation.score.toFixed(2);
  return evaluation.score > 0 ? `+${fixed}` : fixed === '-0.00' ? '0.00' : fixed;
}

export function parseEval(text: string): Result<Evaluation, string> {
  const mate = /^#(-?\d{1,4})$/.exec(text);
  if (mate) return ok({ mate: Number(mate[1]) });
  if (/^[+-]?(\d{1,6}(\.\d*)?|\.\d+)$/.test(text)) return ok({ score: Number(text) });
  return err(`an evaluation reads like +1.50 or #7, not '${text}'`);
}

const COMMAND = /\[%(\w+)\s+([^\]]*)\]/g;

/**
 * Reads a comment's text (what was between the braces): its `[%clk]` and `[%eval]`
 * commands become notes, and the rest, spaces tidied, its comment. A command that does not
 * read, or one Hexplay does not know, stays in the comment, so nothing is lost.
 */
export function parseComment(text: string): MoveNotes {
  let clock: number | undefined;
  let evaluation: Evaluation | undefined;
  const rest = text.replace(COMMAND, (whole, name: string, value: string) => {
    const key = name.toLowerCase();
    if (key === 'clk') {
      const read = parseClock(value.trim());
      if (read.ok) {
        clock = read.value;
        return ' ';
      }
    } else if (key === 'eval') {
      const read = parseEval(value.trim());
      if (read.ok) {
        evaluation = read.value;
        return ' ';
      }
    }
    return whole;
  });
  return (
    cleanNotes({
      comment: rest.replace(/\s+/g, ' '),
      ...(clock !== undefined ? { clock } : {}),
      ...(evaluation !== undefined ? { eval: evaluation } : {}),
    }) ?? {}
  );
}

/**
 * The words a move's notes add after it in a record: its glyphs joined to the move (the
 * caller appends them), then one comment. A `}` in the comment, which would end it early,
 * is written as `)`.
 */
export function makeComment(notes: MoveNotes | undefined): string | undefined {
  if (notes === undefined) return undefined;
  const parts: string[] = [];
  if (notes.clock !== undefined) parts.push(`[%clk ${makeClock(notes.clock)}]`);
  if (notes.eval !== undefined) parts.push(`[%eval ${makeEval(notes.eval)}]`);
  if (notes.comment !== undefined) parts.push(notes.comment.replace(/}/g, ')'));
  return parts.length === 0 ? undefined : `{${parts.join(' ')}}`;
}

/** A move's glyphs as written after it: the first joined to the move, as `e5!`. */
export const makeGlyphs = (notes: MoveNotes | undefined): string => notes?.glyphs?.[0] ?? '';

/** Glyphs past the first, written as NAGs, which any PGN reader takes. */
export function makeNags(notes: MoveNotes | undefined): string[] {
  return (notes?.glyphs ?? []).slice(1).map((g) => `$${NAG_GLYPHS.indexOf(g) + 1}`);
}
