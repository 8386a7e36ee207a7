import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { makePosition, parseMove } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { BASELINE_COMMIT, loadBaseline } from '../../scripts/lib/baseline';

/** Whether this checkout holds the commit (a shallow clone does not). */
function hasCommit(): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// The empty Abacus board is answered from the n=5 opening book, with no search.
const POSITIONS: readonly (readonly [string, boolean])[] = [
  ['abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0', true],
  ['abacus 5/6/7/8/9/8/7/6/5 b', false],
];

test.skipIf(!hasCommit()).each(POSITIONS)(
  'the baseline engine, bundled from its commit, plays a legal move, the same at the same nodes: %s (searched: %s)',
  async (text, searched) => {
    const engine = await loadBaseline();
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const pos = parsed.value;
    const ask = () =>
      engine.move({
        position: makePosition(pos),
        history: [makePosition(pos)],
        level: 'hard',
        seed: 7,
        timeMs: undefined,
        maxNodes: 3000,
      });
    const answer = ask();
    expect(parseMove(pos, answer.move).ok).toBe(true);
    expect(answer.nodes > 0).toBe(searched);
    expect(ask().move).toBe(answer.move);
  },
  60_000,
);
