import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  evaluationOfVerdict,
  judge,
  lossOf,
  moveAccuracy,
  summarise,
  type Verdict,
  verdictOfEvaluation,
  winChance,
} from '../../src/ai/review/review';
import { JUDGEMENT_GLYPHS, judgementOfGlyph, JUDGEMENTS } from '../../src/ai/review/judgements';
import { verdictOfScore } from '../../src/ai/review/reviewScore';
import { WIN } from '../../src/ai/search/search';
import { gameModule } from '../../src/games';

const abalone = gameModule('abalone').ai.review;
const abacus = gameModule('abacus').ai.review;
const lead = (n: number): Verdict => ({ kind: 'lead', lead: n });
const win = (winner: 'black' | 'white', plies?: number): Verdict => ({
  kind: 'win',
  winner,
  plies,
});

describe('each game judges moves by its own margins', () => {
  test.each([
    // Abalone, in marbles, Black moving: before → after, Black's side.
    ['abalone', 0, -0.2, 'black', undefined],
    ['abalone', 0, -0.3, 'black', 'inaccuracy'],
    ['abalone', 0.5, 0, 'black', 'inaccuracy'],
    ['abalone', 0, -0.6, 'black', 'mistake'],
    ['abalone', 0, -1, 'black', 'blunder'],
    ['abalone', 1, -1.5, 'black', 'blunder'],
    // White's loss is Black's gain.
    ['abalone', 0, 1, 'white', 'blunder'],
    ['abalone', 0, -1, 'white', undefined],
    // Leads past a won game's count are as good as won: nothing is lost between them.
    ['abalone', 9, 7, 'black', undefined],
    // Abacus, in stones.
    ['abacus', 0, -0.4, 'black', undefined],
    ['abacus', 0, -0.5, 'black', 'inaccuracy'],
    ['abacus', 0, -1, 'black', 'mistake'],
    ['abacus', 0, -2, 'black', 'blunder'],
    ['abacus', 0, 2, 'white', 'blunder'],
  ] as const)('%s: %d → %d by %s is %s', (game, before, after, mover, expected) => {
    const rules = game === 'abalone' ? abalone : abacus;
    expect(judge(rules, lead(before), lead(after), mover)).toBe(expected);
  });

  test.each([
    // Abacus: any move throwing away a proven win is a blunder, however small its loss.
    [abacus, win('black'), lead(3.9), 'black', 'blunder'],
    [abacus, win('white', 7), lead(-4), 'white', 'blunder'],
    [abacus, win('black'), win('black', 5), 'black', undefined],
    [abacus, win('white'), win('black'), 'black', undefined],
    // Abalone judges a lost win by the margins alone: winLead against what is left.
    [abalone, win('black', 3), lead(5.5), 'black', 'inaccuracy'],
    [abalone, win('black', 3), lead(0), 'black', 'blunder'],
  ] as const)('a proven win lost: %#', (rules, before, after, mover, expected) => {
    expect(judge(rules, before, after, mover)).toBe(expected);
  });

  test('the margins grow from inaccuracy to blunder in every game', () => {
    for (const rules of [abalone, abacus]) {
      expect(rules.margins.inaccuracy).toBeLessThan(rules.margins.mistake);
      expect(rules.margins.mistake).toBeLessThan(rules.margins.blunder);
    }
  });
});

describe('glyphs and notes', () => {
  test.each(JUDGEMENTS)('%s round-trips through its glyph', (judgement) => {
    expect(judgementOfGlyph(JUDGEMENT_GLYPHS[judgement])).toBe(judgement);
  });
  test.each(['!', '!!', '!?', undefined] as const)('%s is no judgement', (glyph) => {
    expect(judgementOfGlyph(glyph)).toBeUndefined();
  });

  test.each([
    [lead(1.234), { score: 1.23 }],
    [lead(-0.5), { score: -0.5 }],
    [win('black', 5), { mate: 5 }],
    [win('white', 3), { mate: -3 }],
    [win('white'), { score: -6 }],
  ] as const)('verdict %j is noted as %j', (verdict, evaluation) => {
    expect(evaluationOfVerdict(abalone, verdict)).toEqual(evaluation);
  });

  test('a noted evaluation reads back as the verdict it came from', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 600 }), (hundredths) => {
        const verdict = lead(hundredths / 100);
        expect(verdictOfEvaluation(evaluationOfVerdict(abalone, verdict))).toEqual(verdict);
      }),
    );
    expect(verdictOfEvaluation({ mate: -4 })).toEqual(win('white', 4));
  });

  test.each([
    // score for the side to move, the mover, solved → verdict from Black's side
    [1500, 'black', undefined, lead(1.5)],
    [1500, 'white', undefined, lead(-1.5)],
    [WIN - 7, 'white', undefined, win('white', 7)],
    [-(WIN - 4), 'black', undefined, win('white', 4)],
    [WIN, 'black', true, win('black')],
    [200, 'black', false, win('white')],
  ] as const)('search score %d for %s (solved %s)', (score, mover, solved, verdict) => {
    expect(verdictOfScore(mover, score, 1000, solved)).toEqual(verdict);
  });
});

describe('accuracy', () => {
  const chance = fc.double({ min: 0, max: 100, noNaN: true });

  test('a move keeping its winning chances is 100% accurate', () => {
    fc.assert(
      fc.property(chance, (c) => {
        expect(moveAccuracy(c, c)).toBe(100);
      }),
    );
    fc.assert(
      fc.property(chance, chance, (a, b) => {
        expect(moveAccuracy(a, Math.max(a, b))).toBe(100);
      }),
    );
  });

  test('accuracy lies in [0, 100] and falls as the chances given away grow', () => {
    fc.assert(
      fc.property(chance, chance, chance, (before, a, b) => {
        const [small, large] = a < b ? [a, b] : [b, a];
        const keeps = moveAccuracy(before, before - small);
        const gives = moveAccuracy(before, before - large);
        expect(keeps).toBeGreaterThanOrEqual(gives);
        expect(gives).toBeGreaterThanOrEqual(0);
        expect(keeps).toBeLessThanOrEqual(100);
      }),
    );
  });

  test('winning chances rise with the lead and are 50 when even', () => {
    expect(winChance(abalone, lead(0), 'black')).toBe(50);
    expect(winChance(abalone, win('white'), 'white')).toBe(100);
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        (l, more) => {
          const a = winChance(abalone, lead(l), 'black');
          expect(winChance(abalone, lead(l + more), 'black')).toBeGreaterThanOrEqual(a);
          expect(winChance(abalone, lead(l), 'white')).toBeCloseTo(100 - a, 9);
        },
      ),
    );
  });

  test('a side that always plays the best move scores 100, and a worse move lowers it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 2, maxLength: 40 }),
        (leads) => {
          // Every move keeps the evaluation: nobody lost anything.
          const moves = leads.map((l, i) => ({
            mover: i % 2 === 0 ? ('black' as const) : ('white' as const),
            before: lead(l),
            after: lead(l),
            judgement: undefined,
          }));
          const summary = summarise(abalone, moves);
          expect(summary.black.accuracy).toBe(100);
          expect(summary.white.accuracy).toBe(100);
          const worse = summarise(abalone, [
            {
              ...moves[0],
              after: lead(moves[0].after.kind === 'lead' ? moves[0].after.lead - 1 : 0),
            },
            ...moves.slice(1),
          ]);
          expect(worse.black.accuracy).toBeLessThan(100);
          expect(worse.white.accuracy).toBe(100);
        },
      ),
    );
  });

  test('counts follow the judgements', () => {
    const summary = summarise(abacus, [
      { mover: 'black', before: lead(0), after: lead(-2), judgement: 'blunder' },
      { mover: 'white', before: lead(-2), after: lead(-2), judgement: undefined },
      { mover: 'black', before: undefined, after: lead(-3), judgement: 'mistake' },
    ]);
    expect(summary.black.counts).toEqual({ inaccuracy: 0, mistake: 1, blunder: 1 });
    expect(summary.white.counts).toEqual({ inaccuracy: 0, mistake: 0, blunder: 0 });
    expect(summary.black.moves).toBe(2);
    // The move with no position before it counts as losing its judgement's margin.
    expect(summary.black.accuracy).toBeLessThan(100);
  });

  test('loss is never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -9, max: 9, noNaN: true }),
        fc.double({ min: -9, max: 9, noNaN: true }),
        (a, b) => {
          expect(lossOf(abalone, lead(a), lead(b), 'white')).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
