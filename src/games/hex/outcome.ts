import type { OutcomeText } from '../../games';
import type { HexWords } from './words/en';

/** The one way the toy ends by its rules: a chain joins the winner's sides. */
export const hexOutcomeText: OutcomeText<HexWords> = (words, outcome, _pos, _number, players) =>
  words.outcome.joined(players[outcome.winner ?? 'black']);
