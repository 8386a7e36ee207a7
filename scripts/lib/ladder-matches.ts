import type { EloMatch } from './eloFit';

/**
 * The matches the Elo ladder in docs/ai.md is fitted from, as run on 2026-12-08 with
 * `npm run arena` under `--nodes` (each match's command, load and time are in docs/ai.md's
 * Elo ladder). A player is a level or a bot; a level searching another budget than its own
 * is `level@nodes`, such as `hard@2k`. A level without `@` plays at its own budget: Easy
 * and Medium finish their depth caps (1 and 3 plies) within it, Hard and Expert are held
 * to the nodes their time searches (`hard@550k` is Hard at its own budget in Abalone).
 */
export interface Ladder {
  readonly name: string;
  /** Nodes a move that each level's time budget searches on one core (levels.ts × the game's rate). */
  readonly budgets: Readonly<Record<'hard' | 'expert', number>>;
  /** Hard at these nodes are the chain's two highest links, from which Hard and Expert are extended. */
  readonly chainTop: readonly [number, number];
  readonly matches: readonly EloMatch[];
}

const match = (a: string, b: string, wins: number, draws: number, losses: number): EloMatch => ({
  a,
  b,
  wins,
  draws,
  losses,
});

export const LADDERS: readonly Ladder[] = [
  {
    name: 'Abalone, Belgian Daisy',
    budgets: { hard: 550_000, expert: 2_750_000 },
    chainTop: [130_000, 550_000],
    matches: [
      match('easy', 'greedy', 2, 10, 28),
      match('easy', 'random', 20, 0, 0),
      match('medium', 'greedy', 19, 1, 0),
      match('medium', 'easy', 20, 0, 0),
      match('medium', 'hard@2k', 10, 6, 4),
      match('hard@8k', 'hard@2k', 18, 1, 1),
      match('hard@32k', 'hard@8k', 13, 1, 2),
      match('hard@130k', 'hard@32k', 10, 0, 2),
      match('hard@550k', 'hard@130k', 10, 0, 0),
      match('expert@2750k', 'hard@550k', 5, 0, 1),
    ],
  },
  {
    name: 'Abalone, Standard',
    budgets: { hard: 550_000, expert: 2_750_000 },
    chainTop: [130_000, 550_000],
    matches: [match('easy', 'greedy', 0, 8, 32), match('medium', 'greedy', 19, 1, 0)],
  },
  {
    name: 'Abacus, n=5',
    budgets: { hard: 330_000, expert: 1_650_000 },
    chainTop: [80_000, 330_000],
    matches: [
      match('easy', 'greedy', 16, 0, 24),
      match('easy', 'random', 17, 0, 3),
      match('medium', 'greedy', 18, 0, 2),
      match('medium', 'easy', 20, 0, 0),
      match('medium', 'hard@0.5k', 11, 0, 9),
      match('medium', 'hard@2k', 0, 0, 20),
      match('hard@2k', 'hard@0.5k', 20, 0, 0),
      match('hard@8k', 'hard@2k', 19, 0, 1),
      match('hard@32k', 'hard@8k', 15, 0, 1),
      match('hard@80k', 'hard@32k', 10, 0, 2),
      match('hard@330k', 'hard@80k', 9, 0, 1),
      match('expert@1650k', 'hard@330k', 7, 0, 1),
    ],
  },
  {
    name: 'Abacus, n=4',
    budgets: { hard: 330_000, expert: 1_650_000 },
    chainTop: [80_000, 330_000],
    matches: [match('easy', 'greedy', 17, 0, 23), match('medium', 'greedy', 17, 0, 3)],
  },
  {
    name: 'Abacus, n=6',
    budgets: { hard: 330_000, expert: 1_650_000 },
    chainTop: [80_000, 330_000],
    matches: [match('easy', 'greedy', 6, 0, 34), match('medium', 'greedy', 18, 0, 2)],
  },
];
