import { type KeyboardEvent, useRef } from 'react';
import { JUDGEMENTS } from '../../ai/review/judgements';
import type { ReviewRules } from '../../ai/review/review';
import { winChance } from '../../ai/review/review';
import { useI18n } from '../../i18n/context';
import { useReviewWords } from './useReviewWords';
import type { ReviewPoint } from '../../store/game/review/reviewed';
import { verdictText } from './verdictText';

// Wide and low, as the review's place under the board and at a phone's foot is.
const WIDTH = 600;
const HEIGHT = 100;
const MID = HEIGHT / 2;
/** Where the move axis is labelled, as fractions of the game: its ends and quarters. */
const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * The move numbers at the game's ends and quarters, where the axis names them; a number
 * already named is left blank, so that each label keeps its place along the axis.
 */
export function moveTicks(plies: number): (number | undefined)[] {
  const moves = TICKS.map((f) => Math.max(1, Math.ceil(Math.max(1, Math.round(f * plies)) / 2)));
  return moves.map((m, i) => (moves.indexOf(m) === i ? m : undefined));
}

interface EvalGraphProps {
  readonly points: readonly ReviewPoint[];
  readonly rules: ReviewRules;
  /** The viewed move of the game, 0 at the start or in a side line. */
  readonly current: number;
  readonly onGo: (ply: number) => void;
}

/**
 * The evaluation after each move, as Black's winning chance (up is Black's): one point per
 * move, which a click, a tap or a key goes to. Judged moves are marked by judgement, in
 * their mover's colour. One tab stop: the arrow keys, Home and End move between points.
 * Its axes say which way is whose and which moves lie where, and a legend names the marks.
 */
export function EvalGraph({ points, rules, current, onGo }: EvalGraphProps) {
  const i18n = useI18n();
  const w = useReviewWords();
  const { t, number } = i18n;
  const ref = useRef<SVGSVGElement>(null);
  const step = WIDTH / Math.max(1, points.length);
  const xOf = (ply: number) => (ply - 0.5) * step;
  const yOf = (p: ReviewPoint) =>
    p.verdict ? HEIGHT - (winChance(rules, p.verdict, 'black') / 100) * HEIGHT : MID;
  const focusable = current > 0 && current <= points.length ? current : points.length;
  const shown = points.filter((p) => p.verdict !== undefined);
  const area = shown.length
    ? `M${xOf(shown[0].ply)},${MID} ${shown.map((p) => `L${xOf(p.ply).toFixed(1)},${yOf(p).toFixed(1)}`).join(' ')} L${xOf(shown[shown.length - 1].ply)},${MID} Z`
    : '';

  const go = (ply: number): void => {
    onGo(ply);
    ref.current?.querySelector<SVGGElement>(`[data-ply="${ply}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, ply: number): void => {
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? Math.max(1, ply - 1)
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? Math.min(points.length, ply + 1)
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? points.length
              : event.key === 'Enter' || event.key === ' '
                ? ply
                : undefined;
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <figure className="hx-eval-figure" data-testid="eval-figure">
      <div className="hx-eval-plot">
        <div className="hx-eval-y" data-testid="eval-axis-y">
          <span>{w.axis.black}</span>
          <span>{w.axis.even}</span>
          <span>{w.axis.white}</span>
        </div>
        <svg
          ref={ref}
          className="hx-eval-graph"
          data-testid="eval-graph"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-label={w.graph}
        >
          <rect className="hx-graph-white" x={0} y={0} width={WIDTH} height={HEIGHT} />
          <path className="hx-graph-black" d={area} />
          <line className="hx-graph-mid" x1={0} y1={MID} x2={WIDTH} y2={MID} />
          {points.map((p) => {
            const x = xOf(p.ply);
            const y = yOf(p);
            const move = `${number(Math.ceil(p.ply / 2))}${p.mover === 'black' ? '.' : '…'}`;
            const score = p.verdict ? verdictText(i18n, p.verdict) : '';
            const said = w.point(move, t.play.players[p.mover], score);
            return (
              <g
                key={p.ply}
                className="hx-graph-point"
                role="button"
                tabIndex={p.ply === focusable ? 0 : -1}
                aria-label={p.judgement ? `${said}, ${t.review.judgement[p.judgement]}` : said}
                aria-current={p.ply === current ? 'step' : undefined}
                data-ply={p.ply}
                data-judgement={p.judgement}
                data-mover={p.mover}
                onClick={() => go(p.ply)}
                onKeyDown={(event) => onKeyDown(event, p.ply)}
              >
                <rect
                  className="hx-graph-hit"
                  x={x - step / 2}
                  y={0}
                  width={step}
                  height={HEIGHT}
                />
                {p.ply === current && (
                  <line className="hx-graph-cursor" x1={x} y1={0} x2={x} y2={HEIGHT} />
                )}
                {p.verdict && <circle className="hx-graph-dot" cx={x} cy={y} r={1.6} />}
                {p.judgement && (
                  <circle
                    className={`hx-graph-mark hx-judged-${p.judgement} hx-by-${p.mover}`}
                    cx={x}
                    cy={y}
                    r={p.judgement === 'inaccuracy' ? 3 : p.judgement === 'mistake' ? 4 : 5}
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="hx-eval-x" data-testid="eval-axis-x">
        <span className="hx-eval-x-name">{w.axis.moves}</span>
        <span className="hx-eval-ticks">
          {moveTicks(points.length).map((m, i) => (
            <span key={TICKS[i]}>{m === undefined ? '' : number(m)}</span>
          ))}
        </span>
      </div>
      <figcaption className="hx-eval-legend" data-testid="eval-legend">
        <span>
          <span className="hx-eval-key-black" aria-hidden="true" />
          {w.axis.chance}
        </span>
        {JUDGEMENTS.map((j) => (
          <span key={j}>
            <span className={`hx-judged-key hx-judged-${j}`} aria-hidden="true" />
            {t.review.judgement[j]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
