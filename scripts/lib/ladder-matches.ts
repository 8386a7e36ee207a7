import type { EloMatch } from './eloFit';

/**
 * The matches the Elo ladder in docs/ai.md is fitted from, as run on 2026-12-02 (each run's
 * command, load and time are in docs/ai.md's SPRT runs table). A player is a level or a
 * bot; a level searching another budget than its own is `level@nodes`, such as `hard@20k`.
 * A level without `@` plays at its own budget: Easy and Medium finish their depth caps
 * (1 and 3 plies) within it, Hard and Expert are held to the nodes their time searches.
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
    budgets: { hard: 130_000, expert: 650_000 },
    chainTop: [40_000, 130_000],
    matches: [
      match('easy', 'greedy', 3, 9, 28),
      match('easy', 'greedy', 3, 1, 6),
      match('easy', 'random', 46, 0, 0),
      match('medium', 'greedy', 18, 1, 1),
      match('medium', 'hard@20k', 0, 0, 10),
      match('hard@40k', 'hard@20k', 9, 1, 2),
      match('hard@130k', 'hard@40k', 5, 0, 1),
      match('medium@5k', 'greedy', 36, 3, 7),
      match('medium@5k', 'easy', 46, 0, 0),
      match('hard@5k', 'medium@5k', 46, 0, 0),
      match('hard@5k', 'greedy', 46, 0, 0),
    ],
  },
  {
    name: 'Abalone, Standard',
    budgets: { hard: 130_000, expert: 650_000 },
    chainTop: [40_000, 130_000],
    matches: [match('easy', 'greedy', 2, 8, 30), match('medium', 'greedy', 12, 0, 0)],
  },
  {
    name: 'Abacus, n=5',
    budgets: { hard: 500_000, expert: 2_500_000 },
    chainTop: [125_000, 500_000],
    matches: [
      match('easy', 'greedy', 45, 0, 63),
      match('easy', 'greedy', 3, 0, 7),
      match('easy', 'random', 37, 0, 9),
      match('medium', 'greedy', 16, 0, 4),
      match('medium', 'easy', 20, 0, 0),
      match('medium', 'hard@2k', 5, 0, 15),
      match('hard@8k', 'hard@2k', 12, 0, 8),
      match('hard@32k', 'hard@8k', 16, 0, 4),
      match('hard@125k', 'hard@32k', 8, 0, 2),
      match('hard@500k', 'hard@125k', 4, 0, 2),
      match('medium@5k', 'greedy', 41, 0, 5),
      match('medium@5k', 'easy', 44, 0, 8),
      match('hard@5k', 'greedy', 45, 0, 1),
    ],
  },
  {
    name: 'Abacus, n=4',
    budgets: { hard: 500_000, expert: 2_500_000 },
    chainTop: [125_000, 500_000],
    matches: [match('easy', 'greedy', 15, 0, 31), match('medium', 'greedy', 20, 0, 0)],
  },
  {
    name: 'Abacus, n=6',
    budgets: { hard: 500_000, expert: 2_500_000 },
    chainTop: [125_000, 500_000],
    matches: [match('easy', 'greedy', 16, 0, 40), match('medium', 'greedy', 15, 0, 5)],
  },
];
