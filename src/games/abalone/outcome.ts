import type { OutcomeText } from '../module';
import type { AbaloneWords } from './words/en';

/** Abalone ends when a side has pushed off as many marbles as the target asks. */
export const abaloneOutcome: OutcomeText<AbaloneWords> = (words, outcome, pos, number, players) => {
  const winner = outcome.winner ?? 'black';
  const loser = winner === 'black' ? 'white' : 'black';
  const figure = pos.rules.status(pos).find((f) => f.key === `off-by-${winner}`);
  return words.outcome.target(
    players[winner],
    number(figure?.value ?? 0),
    number(figure?.of ?? 0),
    words.pieces[loser],
  );
};
