import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  BLACK,
  type GameRecord,
  type Outcome,
  replayRecord,
  resultText,
  tagValue,
  WHITE,
} from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES } from '../src/games';

// The MiGs games live beside the checkout in ../shared and are never copied into the repo.
const CORPUS = fileURLToPath(new URL('../../shared/data/migs-2016-2017.apgn', import.meta.url));
const present = existsSync(CORPUS);
const SKIPPED = 'skipped because ../shared/data/migs-2016-2017.apgn is absent';
// On a developer's machine without ../shared the corpus tests skip; in CI, where
// ../shared is always laid beside the clone, a missing corpus is a failure, not a skip.
const required = Boolean(process.env.CI);

/** What the tests need from one replay, so that 2,589 games of positions are not kept. */
interface Summary {
  readonly error?: string;
  readonly plies: number;
  /** Marbles off by colour index (0 unused), before and after the last move. */
  readonly offBefore: readonly number[];
  readonly offAfter: readonly number[];
  readonly outcome: Outcome | undefined;
}

function summarise(record: GameRecord): Summary {
  const replay = replayRecord(record, GAME_MODULES);
  if (!replay.ok) {
    const { ply, token, message } = replay.error;
    return {
      error: `ply ${ply} '${token}': ${message}`,
      plies: 0,
      offBefore: [],
      offAfter: [],
      outcome: undefined,
    };
  }
  const { positions, moves, outcome } = replay.value;
  const at = (i: number): number[] => Array.from(positions[Math.max(0, i)].extras);
  return {
    plies: moves.length,
    offBefore: at(positions.length - 2),
    offAfter: at(positions.length - 1),
    outcome,
  };
}

function loadGames(): GameRecord[] {
  const parsed = parseRecords(readFileSync(CORPUS, 'utf8'));
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  return parsed.value;
}

const label = (record: GameRecord): string => tagValue(record, 'Event') ?? '(no Event tag)';
const isScore = (record: GameRecord): boolean =>
  tagValue(record, 'Termination') === 'Au score' &&
  (record.result === '1-0' || record.result === '0-1');

test.runIf(required)('CI has the MiGs corpus beside the checkout', () => {
  expect(present, `${CORPUS} is missing`).toBe(true);
});

describe(present ? 'MiGs corpus' : `MiGs corpus (${SKIPPED})`, () => {
  // Parsed once, only when the file is there; each game is replayed once, on first use.
  const games = present ? loadGames() : [];
  const summaries = new Map<GameRecord, Summary>();
  const summary = (record: GameRecord): Summary => {
    let s = summaries.get(record);
    if (!s) summaries.set(record, (s = summarise(record)));
    return s;
  };

  test.skipIf(!present)('holds 2,589 Belgian Daisy games in Aba-Pro notation', () => {
    expect(games).toHaveLength(2589);
    expect(games.filter((g) => tagValue(g, 'Variant') !== 'belgian').map(label)).toEqual([]);
    expect(games.filter((g) => tagValue(g, 'Notation') !== 'Aba-Pro').map(label)).toEqual([]);
    expect(games.filter(isScore)).toHaveLength(1518);
  });

  test.skipIf(!present)('every game replays legally, with its Plies tag as the length', () => {
    const failures: string[] = [];
    for (const record of games) {
      const { error, plies } = summary(record);
      if (error) failures.push(`${label(record)}: ${error}`);
      else if (String(plies) !== tagValue(record, 'Plies')) {
        failures.push(`${label(record)}: ${plies} plies`);
      }
    }
    expect(failures).toEqual([]);
  });

  test.skipIf(!present)(
    'each game won "Au score" ends with the loser’s sixth marble off, as the engine agrees',
    () => {
      const failures: string[] = [];
      let checked = 0;
      for (const record of games.filter(isScore)) {
        const { error, offBefore, offAfter, outcome } = summary(record);
        if (error) {
          failures.push(`${label(record)}: ${error}`);
          continue;
        }
        const loser = record.result === '1-0' ? WHITE : BLACK;
        const winner = loser === WHITE ? BLACK : WHITE;
        // The last move pushed the sixth marble off: 5 before it, 6 after.
        const off = [offBefore[loser], offAfter[loser]];
        if (off[0] !== 5 || off[1] !== 6) failures.push(`${label(record)}: off ${off.join(' → ')}`);
        if (offAfter[winner] >= 6) failures.push(`${label(record)}: the winner lost 6 too`);
        const engine = resultText(outcome);
        if (engine !== record.result || outcome?.reason !== 'target') {
          failures.push(`${label(record)}: engine says ${engine}, record ${record.result}`);
        }
        checked++;
      }
      expect(failures).toEqual([]);
      expect(checked).toBe(1518);
    },
  );

  test.skipIf(!present)('no other game reaches six marbles off', () => {
    const claims = games.filter((g) => !isScore(g) && summary(g).outcome?.reason === 'target');
    expect(claims.map(label)).toEqual([]);
  });
});
