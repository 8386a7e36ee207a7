import {
  BLACK,
  type Game,
  LAYOUT_NAMES,
  type Outcome,
  type Player,
  type Position,
  rulesOf,
  WHITE,
} from '../engine';
import type { GameSpec, PlayerKind } from '../store/types';

export const gameName = (game: Game): string => rulesOf(game).title;

/** The game, size and layout, naming the layout only where the size has a choice of them. */
export function specName({ game, n, layout }: GameSpec): string {
  const parts = [gameName(game), `size ${n}`];
  if (rulesOf(game).layouts(n).length > 1) parts.push(LAYOUT_NAMES[layout]);
  return parts.join(' · ');
}

/** What the status panel calls each figure a game reports (`StatusFigure.key`). */
export const FIGURE_NAMES: Readonly<Record<string, string>> = {
  'count-black': 'Black stones',
  'count-white': 'White stones',
  'count-empty': 'Empty cells',
  'off-by-black': 'Pushed off by Black',
  'off-by-white': 'Pushed off by White',
};

export const PLAYER_KINDS = [
  'human',
  'easy',
  'medium',
  'hard',
  'expert',
] as const satisfies readonly PlayerKind[];

export const PLAYER_KIND_NAMES: Record<PlayerKind, string> = {
  human: 'Human',
  easy: 'Computer · Easy',
  medium: 'Computer · Medium',
  hard: 'Computer · Hard',
  expert: 'Computer · Expert',
};

export const playerName = (player: Player): string => (player === 'black' ? 'Black' : 'White');

export function outcomeTitle(outcome: Outcome): string {
  return outcome.winner ? `${playerName(outcome.winner)} wins` : 'Draw';
}

/** Why the game ended, with the numbers that decided it. */
export function outcomeReason(outcome: Outcome, pos: Position): string {
  const loser = outcome.winner === 'black' ? 'White' : 'Black';
  switch (outcome.reason) {
    case 'full-board':
      return `The board is full: Black has ${pos.count[BLACK]} stones, White ${pos.count[WHITE]}. Fewer stones wins.`;
    case 'target': {
      const winner = outcome.winner ?? 'black';
      const figure = pos.rules.status(pos).find((f) => f.key === `off-by-${winner}`);
      return `${playerName(winner)} pushed ${figure?.value} of ${figure?.of} ${loser.toLowerCase()} marbles off the board.`;
    }
    case 'repetition':
      return 'The same position came up for the third time with the same player to move.';
    case 'no-moves':
      return `${loser} has no legal move.`;
    case 'resignation':
      return `${loser} resigned.`;
    case 'agreement':
      return 'The players agreed a draw.';
  }
}
