import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  makeMoveText,
  parseMove,
  play,
  type Position,
  positionKey,
  replayRecord,
  tagValue,
} from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { GAME_MODULES, initialPosition, parsePosition } from '../../src/games';
import { parseExplorer } from '../../src/explorer/format';
import { indexExplorer } from '../../src/explorer/lookup';

const CORPUS = fileURLToPath(new URL('../../../shared/data/migs-2016-2017.apgn', import.meta.url));
const present = existsSync(CORPUS);
const DATA = new URL('../../src/explorer/data/explorer.txt', import.meta.url);

/** A corpus game as this test counts it, straight from the records. */
interface Counted {
  readonly keys: readonly string[];
  readonly moves: readonly string[];
  readonly result: string;
}

function corpus(): Counted[] {
  const parsed = parseRecords(readFileSync(CORPUS, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.map((record) => {
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok) throw new Error(replay.error.message);
    const { keys, moves, positions } = replay.value;
    // "Match nul" is a draw agreed, which the records leave without a result.
    const drawn = record.result === '*' && tagValue(record, 'Termination') === 'Match nul';
    return {
      keys,
      moves: moves.map((m, i) => makeMoveText(positions[i], m)),
      result: drawn ? '1/2-1/2' : record.result,
    };
  });
}

/**
 * The games that reached `pos`, what became of them, and the moves they first played
 * there.
 */
function countAt(games: readonly Counted[], pos: Position) {
  const key = positionKey(pos);
  const reached: number[] = [];
  const tally = { games: 0, black: 0, white: 0, draws: 0, plies: 0 };
  const moves = new Set<string>();
  games.forEach((g, i) => {
    const ply = g.keys.indexOf(key);
    if (ply < 0) return;
    reached.push(i);
    tally.games++;
    tally.plies += g.moves.length;
    if (g.result === '1-0') tally.black++;
    if (g.result === '0-1') tally.white++;
    if (g.result === '1/2-1/2') tally.draws++;
    if (ply < g.moves.length) moves.add(g.moves[ply]);
  });
  return { reached, tally, moves };
}

const after = (start: Position, tokens: readonly string[]): Position =>
  tokens.reduce((pos, token) => {
    const move = parseMove(pos, token);
    if (!move.ok) throw new Error(`${token}: ${move.error.message}`);
    return play(pos, move.value);
  }, start);

describe.runIf(present)('the explorer counts the MiGs games as the records do', () => {
  const games = corpus();
  const parsed = parseExplorer(readFileSync(DATA, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const index = indexExplorer(parsed.value, parsePosition);
  if (!index.ok) throw new Error(index.error.message);
  const explorer = index.value;
  const start = initialPosition('abalone', 5, 'belgian');

  test('the Belgian Daisy start: every corpus game', () => {
    const entry = explorer.find(start);
    expect(entry?.games).toHaveLength(2589);
    expect(entry?.tally.games).toBe(2589);
    expect(entry?.book.source).toBe('games');
  });

  test.each([
    ['the start', []],
    ['1. a1b2', ['a1b2']],
    ['1. a1b2 i5h5', ['a1b2', 'i5h5']],
    ['1. i9h8', ['i9h8']],
    ['1. a1b2 i5h5 2. b2c3', ['a1b2', 'i5h5', 'b2c3']],
    ['1. a1b2 a5b5', ['a1b2', 'a5b5']],
    ['1. i9h8 i6h6 2. i8h7', ['i9h8', 'i6h6', 'i8h7']],
  ])('%s: its games, and for each move the games of where it leads', (_, tokens) => {
    const pos = after(start, tokens);
    const entry = explorer.find(pos);
    const { reached, tally, moves } = countAt(games, pos);
    expect(reached.length).toBeGreaterThanOrEqual(2);
    expect(entry?.games).toEqual(reached);
    expect(entry?.tally).toEqual(tally);
    expect(new Set(entry?.rows.map((r) => r.move))).toEqual(moves);
    for (const { move, next: _, ...shown } of entry?.rows ?? []) {
      expect(shown).toEqual(countAt(games, after(pos, [move])).tally);
    }
  });

  test('a position the games reached by different orders of moves counts all of them', () => {
    // Every kept position, by the different move orders its games reached it in.
    const orders = new Map<string, Set<string>>();
    const positions = new Map<string, Position>();
    for (const g of games) {
      let pos = start;
      for (let ply = 0; ply < Math.min(12, g.moves.length); ply++) {
        pos = after(pos, [g.moves[ply]]);
        const key = g.keys[ply + 1];
        if (!explorer.find(pos)) break;
        positions.set(key, pos);
        const seen = orders.get(key) ?? new Set();
        seen.add([...g.moves.slice(0, ply + 1)].join(' '));
        orders.set(key, seen);
      }
    }
    const transposed = [...orders].filter(([, seen]) => seen.size > 1).map(([key]) => key);
    expect(transposed.length).toBeGreaterThan(0);
    for (const key of transposed.slice(0, 5)) {
      const pos = positions.get(key)!;
      expect(explorer.find(pos)?.games).toEqual(countAt(games, pos).reached);
    }
  });
});
