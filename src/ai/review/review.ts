import type { Evaluation, Player } from '../../engine';
import { type Judgement, JUDGEMENTS } from './judgements';

/**
 * The post-game review's judgements, from an evaluation of every position of a game.
 * Pure: the store hands it the evaluations a search found and the game's `ReviewRules`.
 *
 * A move's loss is what the mover's prospects fell by from the position before it (its
 * best move's evaluation) to the position after it (that position's own evaluation), from
 * the mover's side, as lichess measures it; never below zero.
 */

/** What each game decides about its own review: margins and scales in its own unit. */
export interface ReviewRules {
  /**
   * The loss, in the game's units (marbles, stones), from which a move is each judgement:
   * a move losing at least `blunder` is a blunder, else at least `mistake` a mistake…
   */
  readonly margins: Readonly<Record<Judgement, number>>;
  /**
   * The loss from which a quick review searches a move again as deep does before judging
   * it (`attachReview`): its mistakes and blunders always, and moves it finds a little
   * less bad, which a deeper search often finds worse. Undefined, it searches none again.
   */
  readonly recheck: number | undefined;
  /** A lead counted no further than this: beyond it a game is as good as won. */
  readonly winLead: number;
  /** The lead at which the leader's winning chance is 1 / (1 + e⁻¹), about 73%. */
  readonly scale: number;
  /**
   * How a move is judged that turns a win the review proved into no proven win, whatever
   * its loss; absent where the margins alone judge.
   */
  readonly lostWin?: Judgement;
}

/**
 * What the review found of one position, from Black's side: a lead in units, or a proven
 * win (`winner`), in `plies` when the search counted them.
 */
export type Verdict =
  | { readonly kind: 'lead'; readonly lead: number }
  | { readonly kind: 'win'; readonly winner: Player; readonly plies: number | undefined };

const sideSign = (player: Player): number => (player === 'black' ? 1 : -1);

/** The lead from `mover`'s side, a win counted as `winLead`. */
export function moverLead(rules: ReviewRules, verdict: Verdict, mover: Player): number {
  if (verdict.kind === 'win') return verdict.winner === mover ? rules.winLead : -rules.winLead;
  const lead = sideSign(mover) * verdict.lead;
  return Math.max(-rules.winLead, Math.min(rules.winLead, lead));
}

/** A verdict as a move's note keeps it: a counted win as `mate`, any other as a score. */
export function evaluationOfVerdict(rules: ReviewRules, verdict: Verdict): Evaluation {
  if (verdict.kind === 'win') {
    return verdict.plies === undefined
      ? { score: sideSign(verdict.winner) * rules.winLead }
      : { mate: sideSign(verdict.winner) * Math.max(1, verdict.plies) };
  }
  const score = Math.round(verdict.lead * 100) / 100;
  // No −0: it would write as "-0.00" and compare unequal to an even score.
  return { score: score === 0 ? 0 : score };
}

/** A note's evaluation read back as a verdict. */
export function verdictOfEvaluation(evaluation: Evaluation): Verdict {
  if ('mate' in evaluation) {
    return {
      kind: 'win',
      winner: evaluation.mate >= 0 ? 'black' : 'white',
      plies: Math.abs(evaluation.mate),
    };
  }
  return { kind: 'lead', lead: evaluation.score };
}

/** How much the mover lost by a move, in units, from the positions before and after it. */
export function lossOf(rules: ReviewRules, before: Verdict, after: Verdict, mover: Player): number {
  return Math.max(0, moverLead(rules, before, mover) - moverLead(rules, after, mover));
}

const provenWin = (verdict: Verdict, player: Player): boolean =>
  verdict.kind === 'win' && verdict.winner === player;

/** The judgement of a move, or undefined for a move within the inaccuracy margin. */
export function judge(
  rules: ReviewRules,
  before: Verdict,
  after: Verdict,
  mover: Player,
): Judgement | undefined {
  if (rules.lostWin && provenWin(before, mover) && !provenWin(after, mover)) return rules.lostWin;
  const loss = lossOf(rules, before, after, mover);
  for (const judgement of [...JUDGEMENTS].reverse()) {
    if (loss >= rules.margins[judgement]) return judgement;
  }
  return undefined;
}

/**
 * The mover's winning chance in percent: a logistic curve over the lead (lichess's, in
 * the game's units and `scale`), 100 or 0 for a proven result.
 */
export function winChance(rules: ReviewRules, verdict: Verdict, mover: Player): number {
  if (verdict.kind === 'win') return verdict.winner === mover ? 100 : 0;
  return 100 / (1 + Math.exp(-moverLead(rules, verdict, mover) / rules.scale));
}

/** lichess's fit of a move's accuracy to the winning chance it gave away. */
const ACCURACY_A = 103.1668;
const ACCURACY_K = 0.04354;

/**
 * A move's accuracy, 0–100, from the mover's winning chances before and after it: 100 for
 * a move that keeps them, falling as `103.1668 · e^(−0.04354 · drop) − 3.1668`.
 */
export function moveAccuracy(before: number, after: number): number {
  const drop = Math.max(0, before - after);
  // Written so that no drop gives 100 exactly, not a rounding of it.
  const value = 100 - ACCURACY_A * (1 - Math.exp(-ACCURACY_K * drop));
  return Math.max(0, Math.min(100, value));
}

/** One side's part of a review. */
export interface SideSummary {
  readonly counts: Readonly<Record<Judgement, number>>;
  /** The mean of its moves' accuracies, 0–100; undefined when it made no reviewed move. */
  readonly accuracy: number | undefined;
  /** How many of its moves were reviewed. */
  readonly moves: number;
}

export type ReviewSummary = Readonly<Record<Player, SideSummary>>;

/** One reviewed move: who made it, the verdicts around it and its judgement. */
export interface ReviewedMove {
  readonly mover: Player;
  /** The position before the move; undefined where the review does not know it. */
  readonly before: Verdict | undefined;
  readonly after: Verdict;
  readonly judgement: Judgement | undefined;
}

/**
 * Each side's counts and accuracy. A move whose position before is unknown (the first
 * move of a game reopened, the review having kept no note of the start) counts as
 * keeping its chances, unless its judgement says otherwise, when it counts as losing
 * that judgement's margin.
 */
export function summarise(rules: ReviewRules, moves: readonly ReviewedMove[]): ReviewSummary {
  const side = (player: Player): SideSummary => {
    const counts = { inaccuracy: 0, mistake: 0, blunder: 0 };
    let total = 0;
    let n = 0;
    for (const m of moves) {
      if (m.mover !== player) continue;
      if (m.judgement) counts[m.judgement] += 1;
      const after = winChance(rules, m.after, player);
      const before =
        m.before !== undefined
          ? winChance(rules, m.before, player)
          : m.judgement
            ? winChance(rules, shifted(m.after, player, rules.margins[m.judgement]), player)
            : after;
      total += moveAccuracy(before, after);
      n += 1;
    }
    return { counts, accuracy: n > 0 ? total / n : undefined, moves: n };
  };
  return { black: side('black'), white: side('white') };
}

/** `verdict` with `units` more lead for `player`. */
function shifted(verdict: Verdict, player: Player, units: number): Verdict {
  if (verdict.kind === 'win') return verdict;
  return { kind: 'lead', lead: verdict.lead + sideSign(player) * units };
}
