import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import type { GameState } from '../../src/store/game';
import { lifecycleOf } from '../../src/store/game/lifecycle';
import { replayLine } from '../../src/store/game/replayedLine';
import type { SliceHooks } from '../../src/store/game/slice';

const SPEC = { game: 'abalone', n: 5, layout: 'standard' } as const;
const LINE = replayLine(SPEC, [], undefined);
const OPENED = { spec: SPEC, moves: [], ending: undefined, line: LINE, running: false };

const run = (hooks: SliceHooks[]) => {
  const set = vi.fn<(partial: Partial<GameState>) => void>();
  return { set, lifecycle: lifecycleOf(hooks, set) };
};

describe('the slices’ hooks run as one', () => {
  test('each slice adds its part of a game opened, the later slice last', () => {
    const { lifecycle } = run([
      { onOpen: () => ({ takenBack: [], resultDismissed: true }) },
      {},
      { onOpen: (game) => ({ resultDismissed: game.running }) },
    ]);
    expect(lifecycle.opened(OPENED)).toEqual({ takenBack: [], resultDismissed: false });
  });

  test.each([
    [[true, true], true],
    [[true, false], false],
    [[false, true], false],
    [[], true],
  ])('a move may be played when every slice lets it: %j → %s', (answers, may) => {
    const { lifecycle } = run(answers.map((a) => ({ mayMove: () => a })));
    expect(lifecycle.mayMove()).toBe(may);
  });

  test('a move gathers each slice’s state and notes', () => {
    const { lifecycle } = run([
      { onMove: (mover) => ({ state: { drawOffer: undefined }, notes: { comment: mover } }) },
      { onMove: () => ({ notes: { clock: 1200 } }) },
      { onMove: () => ({}) },
    ]);
    expect(lifecycle.moved('white')).toEqual({
      state: { drawOffer: undefined },
      notes: { comment: 'white', clock: 1200 },
    });
    expect(run([{}]).lifecycle.moved('black')).toEqual({ state: {}, notes: undefined });
  });

  test('a takeback hands each slice the line and the ply it goes back to', () => {
    const seen: number[] = [];
    const { lifecycle } = run([
      {
        onTakeback: (line, ply) => {
          seen.push(ply, line.records.length);
          return { resultDismissed: false };
        },
      },
    ]);
    expect(lifecycle.tookBack(LINE, 0)).toEqual({ resultDismissed: false });
    expect(seen).toEqual([0, 0]);
  });

  test('an ending sets the ending with every slice’s part, the caller’s last', () => {
    const { set, lifecycle } = run([
      { onEnd: () => ({ drawOffer: undefined, cursor: 3 }) },
      { onEnd: () => ({ resultDismissed: false }) },
    ]);
    const ending = { reason: 'resignation', winner: 'black' } as const;
    lifecycle.end(ending, { cursor: 7 });
    expect(set).toHaveBeenCalledExactlyOnceWith({
      drawOffer: undefined,
      resultDismissed: false,
      cursor: 7,
      ending,
    });
  });
});

test.each(['clocks', 'drawOffer', 'computer', 'analysis', 'review'])(
  'the flow leaves %s to its own slice',
  (word) => {
    const flow = readFileSync('src/store/game/flow/flow.ts', 'utf8');
    expect(flow).not.toMatch(new RegExp(`\\b${word}\\b`));
  },
);
