import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BLACK,
  clonePosition,
  EMPTY,
  isLegal,
  legalMoves,
  makeMove,
  makeMoveText,
  makePosition,
  type Move,
  outcome,
  parseMove,
  makePositionTag,
  quote,
  GAMES,
  play,
  type Position,
  replayRecord,
  unmakeMove,
  WHITE,
} from '../src/engine';
import { makeRecord, parseRecords } from '../src/engine/apgn';
import {
  initialPosition,
  parsePosition,
  parsePositionTag,
  GAME_MODULES,
  rulesOf,
} from '../src/games';
import { marblesPerSide } from '../src/games/abalone/layouts';

/** Abalone's start layouts, as its rules list them on n=5. */
const LAYOUTS = rulesOf('abalone').layouts(5);

/** A playout: the start, every position after it, and the moves between. */
interface Playout {
  readonly positions: Position[];
  readonly moves: Move[];
}

/**
 * Plays `picks` from `start`: each choice picks a legal move by index (slides first when
 * asked, in Abacus). Once the picks run out, `finish` plays the first move (a placement in
 * Abacus) until the game ends.
 */
function playout(
  start: Position,
  picks: readonly (readonly [boolean, number])[],
  finish = false,
): Playout {
  const positions = [start];
  const moves: Move[] = [];
  let pos = start;
  for (let i = 0; !outcome(pos); i++) {
    if (i >= picks.length && !finish) break;
    const legal = legalMoves(pos);
    let m = legal[0];
    if (i < picks.length) {
      const [preferSlide, k] = picks[i];
      const slides = legal.filter((x) => makeMoveText(pos, x).length > 3);
      const pool = pos.game === 'abacus' && preferSlide && slides.length > 0 ? slides : legal;
      m = pool[k % pool.length];
    }
    if (i > 20_000) throw new Error('the game does not end');
    moves.push(m);
    pos = play(pos, m);
    positions.push(pos);
  }
  return { positions, moves };
}

const choice = fc.tuple(fc.boolean(), fc.nat());
/** Long lists of choices: fast-check's default size would keep playouts to a few plies. */
const choices = (most: number) =>
  fc.array(choice, { minLength: Math.floor(most / 4), maxLength: most, size: 'max' });
const abaloneStart = fc.oneof(
  fc.constantFrom(...LAYOUTS).map((l) => initialPosition('abalone', 5, l)),
  fc.constantFrom(4, 6, 7).map((n) => initialPosition('abalone', n)),
);
const abacusStart = fc.constantFrom(3, 4, 5, 6, 8).map((n) => initialPosition('abacus', n));
const anyStart = fc.oneof(abaloneStart, abacusStart);
const RUNS = { numRuns: 40 };

/** Counts of each colour on the board, by colour index. */
function onBoard(pos: Position): number[] {
  const count = [0, 0, 0];
  for (const v of pos.cells) count[v]++;
  return count;
}

describe('random playouts of both games', () => {
  test('pieces are conserved: on the board plus off', () => {
    fc.assert(
      fc.property(anyStart, choices(120), (start, picks) => {
        const { positions, moves } = playout(start, picks);
        positions.forEach((pos, ply) => {
          const board = onBoard(pos);
          expect([board[BLACK], board[WHITE]]).toEqual([pos.count[BLACK], pos.count[WHITE]]);
          if (pos.game === 'abalone') {
            const each = marblesPerSide(pos.board.n);
            expect(pos.count[BLACK] + pos.extras[BLACK]).toBe(each);
            expect(pos.count[WHITE] + pos.extras[WHITE]).toBe(each);
          } else {
            // Stones are only ever added, one per placement; none leave.
            const placed = moves
              .slice(0, ply)
              .filter((m, i) => makeMoveText(positions[i], m).length <= 3).length;
            expect(pos.count[BLACK] + pos.count[WHITE]).toBe(placed);
            expect([pos.extras[BLACK], pos.extras[WHITE]]).toEqual([0, 0]);
          }
        });
      }),
      RUNS,
    );
  });

  test('every generated move is legal and parses back from its notation', () => {
    fc.assert(
      fc.property(anyStart, choices(80), (start, picks) => {
        const { positions } = playout(start, picks);
        // Every move of a few positions along the way: the whole list is costly per ply.
        for (const pos of positions.filter((_, i) => i % 20 === 0)) {
          for (const m of legalMoves(pos)) {
            expect(isLegal(pos, m)).toBe(true);
            expect(parseMove(pos, makeMoveText(pos, m))).toEqual({ ok: true, value: m });
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  test('positions and played moves round-trip through their text', () => {
    fc.assert(
      fc.property(anyStart, choices(120), (start, picks) => {
        const { positions, moves } = playout(start, picks);
        positions.forEach((pos, ply) => {
          const text = makePosition(pos);
          const parsed = parsePosition(text);
          if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
          expect(makePosition(parsed.value)).toBe(text);
          expect([parsed.value.hashLo, parsed.value.hashHi]).toEqual([pos.hashLo, pos.hashHi]);
          if (ply < moves.length) {
            const m = moves[ply];
            expect(parseMove(pos, makeMoveText(pos, m))).toEqual({ ok: true, value: m });
          }
        });
      }),
      RUNS,
    );
  });

  test('make then unmake restores cells, counts, off, turn and hash', () => {
    const snapshot = (p: Position): string =>
      `${makePosition(p)} ${Array.from(p.count)} ${p.hashLo} ${p.hashHi}`;
    fc.assert(
      fc.property(anyStart, choices(80), (start, picks) => {
        const { positions } = playout(start, picks);
        for (const [i, pos] of positions.entries()) {
          const before = snapshot(pos);
          // All moves now and then, else a few, to keep the run short.
          const moves = legalMoves(pos);
          const sample = i % 10 === 0 ? moves : moves.filter((_, k) => k % 17 === i % 17);
          const work = clonePosition(pos);
          for (const m of sample) {
            const undo = makeMove(work, m);
            expect(snapshot(work)).toBe(snapshot(play(pos, m)));
            unmakeMove(work, m, undo);
            expect(snapshot(work)).toBe(before);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  test('a record of the playout replays to the same positions', () => {
    fc.assert(
      fc.property(anyStart, choices(60), (start, picks) => {
        const { positions, moves } = playout(start, picks);
        const layout =
          LAYOUTS.find(
            (l) =>
              start.game === 'abalone' &&
              (start.board.n === 5 || l === 'standard') &&
              makePosition(initialPosition('abalone', start.board.n, l)) === makePosition(start),
          ) ?? 'standard';
        const text = makeRecord(
          { game: start.game, n: start.board.n, layout, position: start },
          moves,
          '*',
        );
        const parsed = parseRecords(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const replay = replayRecord(parsed.value[0], GAME_MODULES);
        if (!replay.ok) throw new Error(replay.error.message);
        expect(replay.value.positions.map(makePosition)).toEqual(positions.map(makePosition));
      }),
      { numRuns: 25 },
    );
  });
});

describe('Abacus always ends', () => {
  test('with a full board and the player with fewer stones winning (n=3, 4)', () => {
    let slides = 0;
    fc.assert(
      fc.property(fc.constantFrom(3, 4), choices(300), (n, picks) => {
        const { positions, moves } = playout(initialPosition('abacus', n), picks, true);
        slides += moves.filter((m, i) => makeMoveText(positions[i], m).length > 3).length;
        const end = positions[positions.length - 1];
        expect(end.cells.includes(EMPTY)).toBe(false);
        expect(legalMoves(end)).toEqual([]);
        const winner = end.count[BLACK] < end.count[WHITE] ? 'black' : 'white';
        expect(outcome(end)).toEqual({ winner, reason: 'full-board' });
        // Before the last placement nothing had ended.
        for (const pos of positions.slice(0, -1)) expect(outcome(pos)).toBeUndefined();
      }),
      { numRuns: 60 },
    );
    // The playouts exercised slides, not just placements.
    expect(slides).toBeGreaterThan(100);
  });
});

describe('untrusted text never throws', () => {
  const ALPHABET = [
    ...'abcdefghijklmnopqrstuvwxyzABW0123456789/ -.[]{}";\n\t*'.split(''),
    'abalone ',
    'abacus ',
    '1-0',
    '0-1',
    '1/2-1/2',
    '[Game "Abacus"]',
    '[Size "',
    '[Position "',
    '[Variant "',
    'e5',
    'a1b2',
    'c3c5d4',
    '10',
    '99',
  ];
  const soup = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80, size: 'max' }),
    fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 40, size: 'max' }),
  );
  /** Long texts, so that error messages are seen to quote them shortened. */
  const long = fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 100, maxLength: 400 });
  /** A valid text with a few characters inserted, deleted or replaced. */
  const mutated = (valid: string) =>
    fc
      .array(fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET, ''), fc.boolean()), {
        minLength: 1,
        maxLength: 4,
      })
      .map((edits) =>
        edits.reduce((text, [at, insert, replace]) => {
          const i = at % (text.length + 1);
          return text.slice(0, i) + insert + text.slice(replace ? i + 1 : i);
        }, valid),
      );

  const POSITIONS = [
    'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0',
    'abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b',
    'abacus wwb/w1ww/bbbbw/bbbb/wwb w',
  ];

  test('parsePosition and parsePositionTag', () => {
    fc.assert(
      fc.property(fc.oneof(soup, long, ...POSITIONS.map(mutated)), (text) => {
        const parsed = parsePosition(text);
        if (parsed.ok) {
          // Whatever is accepted is written back in a form that parses to itself.
          const again = parsePosition(makePosition(parsed.value));
          expect(again.ok && makePosition(again.value)).toBe(makePosition(parsed.value));
        } else {
          expect(parsed.error.message.length).toBeGreaterThan(0);
        }
        // A Position tag is the position string without its game name, in each game's form.
        for (const game of GAMES) {
          const tag = parsePositionTag(game, text.replace(/^\S+\s+/, ''));
          if (tag.ok) {
            const written = makePositionTag(tag.value);
            const again = parsePositionTag(game, written);
            expect(again.ok && makePosition(again.value)).toBe(makePosition(tag.value));
          } else {
            // Messages quote at most about 60 characters of what was given.
            expect(tag.error.message.length).toBeLessThanOrEqual(200);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  test('parseMove', () => {
    const positions = POSITIONS.map((t) => {
      const p = parsePosition(t);
      if (!p.ok) throw new Error(p.error.message);
      return p.value;
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...positions),
        fc.oneof(soup, mutated('c3c5d4'), mutated('c4a2'), mutated('a1b2')),
        (pos, token) => {
          const parsed = parseMove(pos, token);
          if (parsed.ok) expect(isLegal(pos, parsed.value)).toBe(true);
          else {
            expect(parsed.error.token).toBe(quote(token));
            expect(parsed.error.message).not.toBe('the move is not legal here');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  test('parseRecords, and replaying whatever it accepts', () => {
    const RECORD = [
      '[Event "x"]',
      '[Game "Abacus"]',
      '[Size "4"]',
      '[Position "4/5/6/3bbb1/6/5/w3 w"]',
      '',
      '1... a1 2. d4d5 b2 { note } 3. c3 ; end',
      '*',
      '[Variant "belgian"]',
      '1. i9h8 i6h6 2. i8h7 a5b5 1-0',
    ].join('\n');
    fc.assert(
      fc.property(fc.oneof(soup, mutated(RECORD)), (text) => {
        const parsed = parseRecords(text);
        if (!parsed.ok) {
          expect(parsed.error.line).toBeGreaterThanOrEqual(1);
          expect(parsed.error.line).toBeLessThanOrEqual(text.split('\n').length);
          return;
        }
        for (const record of parsed.value) {
          const replay = replayRecord(record, GAME_MODULES);
          if (!replay.ok) {
            expect(replay.error.ply).toBeGreaterThanOrEqual(0);
            expect(replay.error.ply).toBeLessThanOrEqual(record.moves.length);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
