import type { Glyph } from '../../engine';

/**
 * The post-game review's judgements of moves and the glyphs that note them: apart from
 * the review's arithmetic (`review.ts`), since the move list reads them in the first bundle.
 */

/** How bad a move was, least first; each is noted as a glyph. */
export const JUDGEMENTS = ['inaccuracy', 'mistake', 'blunder'] as const;
export type Judgement = (typeof JUDGEMENTS)[number];

export const JUDGEMENT_GLYPHS = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
} as const satisfies Record<Judgement, Glyph>;

/** The judgement a move's glyph stands for, if it is one of the review's. */
export function judgementOfGlyph(glyph: Glyph | undefined): Judgement | undefined {
  return JUDGEMENTS.find((j) => JUDGEMENT_GLYPHS[j] === glyph);
}

/** A mistake or a blunder: what "learn from your mistakes" steps through and a quick review searches again. */
export const isMistakeOrWorse = (judgement: Judgement | undefined): boolean =>
  judgement === 'mistake' || judgement === 'blunder';
