import type { OutcomeText } from '../module';

/** Abalone ends when a side has pushed off as many marbles as the target asks. */
export const abaloneOutcome: OutcomeText = (t, outcome, pos, number) => {
  const winner = outcome.winner ?? 'black';
  const loser = winner === 'black' ? 'white' : 'black';
  const figure = pos.rules.status(pos).find((f) => f.key === `off-by-${winner}`);
  return t.flow.result.target(
    t.play.players[winner],
    number(figure?.value ?? 0),
    number(figure?.of ?? 0),
    t.games.abalone.pieces[loser],
  );
};
