import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { legalMoves, makeMoveText, play } from '../../src/engine';
import { exportGame, positionText, type RecordedGame } from '../../src/store/records/apgnExport';
import { checkSpec, startPosition } from '../../src/store/game/spec';
import { HUMANS, type MoveRecord } from '../../src/store/game/savedGame';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hexplay-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function game(spec: unknown, plies: number, ending?: RecordedGame['ending']): RecordedGame {
  const checked = checkSpec(spec);
  if (!checked.ok) throw new Error(checked.error.message);
  let pos = startPosition(checked.value);
  const moves: MoveRecord[] = [];
  for (let i = 0; i < plies; i++) {
    // The last legal move, for a game that differs from the usual first moves.
    const legal = legalMoves(pos);
    const move = legal[legal.length - 1];
    moves.push({ move, text: makeMoveText(pos, move) });
    pos = play(pos, move);
  }
  return { spec: checked.value, moves, ending, players: HUMANS };
}

const replay = (file: string) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/replay.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });

test('npm run replay reads what the app exports, Position tags and all', () => {
  const games = [
    game({ game: 'abacus', n: 5, layout: 'standard' }, 12),
    game({ game: 'abalone', n: 5, layout: 'belgian' }, 9, {
      reason: 'resignation',
      winner: 'white',
    }),
    game(
      { game: 'abalone', n: 5, layout: 'standard', start: 'abalone 3ww/6/7/8/9/8/7/6/bb3 w 3 4' },
      3,
    ),
  ];
  const file = join(dir, 'games.apgn');
  writeFileSync(file, games.map((g) => exportGame(g, { date: 0 })).join('\n'));
  const out = execFileSync(process.execPath, ['scripts/run.mjs', 'scripts/replay.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(out.trim().split('\n')).toEqual([
    `1 12 * ${positionText(games[0].spec, games[0].moves, 12)}`,
    `2 9 * ${positionText(games[1].spec, games[1].moves, 9)}`,
    `3 3 * ${positionText(games[2].spec, games[2].moves, 3)}`,
  ]);
});

test('npm run replay names the line, column and token of a broken file', () => {
  const file = join(dir, 'broken.apgn');
  writeFileSync(file, '[Game "Abacus"]\n1. e5 d4\n2. e5] *\n');
  const run = replay(file);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(`${file}:3:`);
  expect(run.stderr).toContain("at ']'");
});
