/**
 * Do the review's marks track who played better? Reviews `--games N` decided MiGs games
 * (Belgian Daisy, chosen by `--seed`) at the quick setting (`--depth deep` for the other)
 * and counts, for each, which side had fewer mistakes and blunders (? and ??), and whether
 * that side won. Games where both sides have as many are left out, and counted.
 *
 *   npm run review-calibration -- --games 60 [--seed 1] [--depth quick|deep] [--compare]
 *
 * One line a game, then the last line:
 * `result: N games, X% won by the side with fewer mistakes and blunders, marks per move Y%`.
 * Before it, the win-chance scale (`ReviewRules.scale`) at which the review's evaluations
 * after each move best predict the games' results (Texel's fit of the logistic curve).
 * With `--compare` each game is reviewed at both settings (the `result` line is then the
 * quick review's), and a line before it says how far their `?` and `??` agree: of the moves
 * either marks a mistake or a blunder, the share both do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRng } from '../src/ai/search/rng';
import { replayRecord, tagValue } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, loadAiTable } from '../src/games';
import { isMistakeOrWorse } from '../src/ai/review/judgements';
import { REVIEW_DEPTHS, type ReviewDepth } from '../src/store/game/review/reviewSession';
import { reviewOf } from './lib/review-runner';
import { fitScale, scoreError } from './lib/texel';

const CORPUS = resolve('../shared/data/migs-2016-2017.apgn');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback);
}

function usage(message: string): never {
  console.error(`review-calibration: ${message}`);
  console.error(
    'usage: npm run review-calibration -- --games N [--seed S] [--depth quick|deep] [--compare]',
  );
  process.exit(2);
}

const games = Number(option('games', '60'));
const seed = Number(option('seed', '1'));
const compare = process.argv.includes('--compare');
const depth = (compare ? 'quick' : option('depth', 'quick')) as ReviewDepth;
if (!Number.isInteger(games) || games < 1) usage('--games must be a whole number from 1');
if (!Number.isInteger(seed)) usage('--seed must be a whole number');
if (!REVIEW_DEPTHS.includes(depth)) usage(`--depth must be ${REVIEW_DEPTHS.join(' or ')}`);
if (!existsSync(CORPUS)) usage(`${CORPUS} is absent`);

const parsed = parseRecords(readFileSync(CORPUS, 'utf8'));
if (!parsed.ok) usage(parsed.error.message);
const decided = parsed.value.filter((r) => {
  const result = tagValue(r, 'Result');
  return result === '1-0' || result === '0-1';
});
// A seeded Fisher–Yates shuffle: the same games for the same seed.
const rng = createRng(seed);
const order = decided.map((_, i) => i);
for (let i = order.length - 1; i > 0; i--) {
  const j = rng.int(i + 1);
  [order[i], order[j]] = [order[j], order[i]];
}

const ai = await loadAiTable();
console.log(
  `review-calibration: ${games} of ${decided.length} decided MiGs games, seed ${seed}, ` +
    (compare ? 'quick and deep' : depth),
);
const { winLead, scale } = ai.abalone.ai.review;
/** Each move's lead from Black's side, and whether Black won: what the scale is fitted to. */
const fitted = { leads: [] as number[], results: [] as number[] };
/** The quick review's loss on each move only the deep one marks `?` or `??`. */
const missed: number[] = [];
/** Moves marked `?` or `??` by both settings, by the quick one only, by the deep one only. */
const overlap = { both: 0, quick: 0, deep: 0 };
let counted = 0;
let agreed = 0;
let level = 0;
let marks = 0;
let plies = 0;
for (const index of order) {
  if (counted + level >= games) break;
  const record = decided[index];
  const replay = replayRecord(record, GAME_MODULES);
  if (!replay.ok || replay.value.moves.length === 0) continue;
  const start = replay.value.positions[0];
  const spec = { game: 'abalone', n: start.board.n, layout: 'belgian' } as const;
  const { summary, judgements, leads, ms } = await reviewOf(ai, spec, replay.value.moves, depth);
  const blackWon = tagValue(record, 'Result') === '1-0' ? 1 : 0;
  for (const lead of leads) {
    if (lead === undefined) continue;
    fitted.leads.push(Math.max(-winLead, Math.min(winLead, lead)));
    fitted.results.push(blackWon);
  }
  let compared = '';
  if (compare) {
    const deep = await reviewOf(ai, spec, replay.value.moves, 'deep');
    const before = { ...overlap };
    judgements.forEach((quick, i) => {
      const [q, d] = [isMistakeOrWorse(quick), isMistakeOrWorse(deep.judgements[i])];
      if (q && d) overlap.both += 1;
      else if (q) overlap.quick += 1;
      else if (d) {
        overlap.deep += 1;
        // What the quick review made of a move only the deep one marks: its loss there.
        const [before, after] = [leads[i - 1], leads[i]];
        if (i > 0 && before !== undefined && after !== undefined) {
          const loss = Math.max(0, (i % 2 === 0 ? 1 : -1) * (before - after));
          missed.push(Math.round(loss * 100) / 100);
        }
      }
    });
    compared =
      `; ?/?? both ${overlap.both - before.both}, quick only ${overlap.quick - before.quick}, ` +
      `deep only ${overlap.deep - before.deep} (deep ${(deep.ms / 1000).toFixed(1)} s)`;
  }
  const bad = (p: 'black' | 'white') => summary[p].counts.mistake + summary[p].counts.blunder;
  const winner = tagValue(record, 'Result') === '1-0' ? 'black' : 'white';
  const loser = winner === 'black' ? 'white' : 'black';
  marks +=
    bad('black') + bad('white') + summary.black.counts.inaccuracy + summary.white.counts.inaccuracy;
  plies += replay.value.moves.length;
  let verdict: string;
  if (bad(winner) === bad(loser)) {
    level += 1;
    verdict = 'level';
  } else {
    counted += 1;
    const right = bad(winner) < bad(loser);
    if (right) agreed += 1;
    verdict = right ? 'fewer marks won' : 'more marks won';
  }
  console.log(
    `${tagValue(record, 'Event') ?? `game ${index}`}: ${replay.value.moves.length} plies, ` +
      `${winner} won; ?/?? Black ${bad('black')}, White ${bad('white')}: ${verdict} ` +
      `(${(ms / 1000).toFixed(1)} s)${compared}`,
  );
}
const percent = (a: number, b: number): string => (b === 0 ? '–' : ((100 * a) / b).toFixed(1));
console.log(`left out: ${level} games with as many mistakes and blunders on each side`);
const k = fitScale(new Float64Array(fitted.leads), new Float64Array(fitted.results));
const error = (at: number) =>
  scoreError(new Float64Array(fitted.leads), new Float64Array(fitted.results), at).toFixed(4);
console.log(
  `scale: the evaluations after ${fitted.leads.length} moves fit the results best at ` +
    `${(1 / k).toFixed(2)} (squared error ${error(k)}; ${error(1 / scale)} at ${scale}, in use)`,
);
if (compare) {
  const either = overlap.both + overlap.quick + overlap.deep;
  console.log(
    `agreement: quick and deep agree on ${percent(overlap.both, either)}% of ?/?? marks ` +
      `(both ${overlap.both}, quick only ${overlap.quick}, deep only ${overlap.deep})`,
  );
  console.log(
    `the quick review's losses on moves only the deep one marks: ` +
      missed.sort((a, b) => a - b).join(', '),
  );
}
console.log(
  `result: ${counted} games, ${percent(agreed, counted)}% won by the side with fewer mistakes ` +
    `and blunders, marks per move ${percent(marks, plies)}%`,
);
