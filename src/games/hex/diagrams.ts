import { fact, pieceOn } from '../../learn/claims';
import type { Diagram, Section } from '../../learn/diagrams';
import { HEX } from './rules';

/** The toy's one diagram: a stone that joins, and what the words claim of it. */
export const HEX_DIAGRAMS = {
  'hex-join': {
    game: HEX,
    position: 'hex 3/4/5/4/3 b',
    highlight: ['a1', 'e3'],
    arrows: [],
    move: 'c3',
    claim: (_b, a) => [fact('c3', pieceOn(a, 'c3'), 'black')],
  },
} as const satisfies Record<string, Diagram>;

export const HEX_PAGE: readonly Section<'hex-aim', keyof typeof HEX_DIAGRAMS>[] = [
  { id: 'hex-aim', diagrams: ['hex-join'] },
];
