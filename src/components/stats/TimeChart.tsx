import { memo } from 'react';
import { useI18n } from '../../i18n/context';
import type { TimeStep } from '../../stats/libraryStats';
import type { TimeUnit } from '../../stats/timeline';
import { barSlots, chartBox, labelsThatFit, linear, plotHeight, stack } from './chartScale';
import { useChartWidth } from './useChartWidth';
import { ValueGrid } from './ValueGrid';

/** The parts of a bar, bottom up: the reader's results, then the games of others. */
const PARTS = ['won', 'drawn', 'lost', 'going', 'others'] as const;
type Part = (typeof PARTS)[number];

const valueOf = (step: TimeStep, part: Part): number =>
  part === 'others' ? step.others : step.yours[part];

const DATE_FORMATS: Readonly<Record<TimeUnit, Intl.DateTimeFormatOptions>> = {
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: '2-digit' },
  year: { year: 'numeric' },
};

/**
 * The reader's games over time, a stacked bar a day, week, month or year: won, drawn, lost
 * and going on, and the other games above them. Each bar is a button that lists its games.
 */
export const TimeChart = memo(function TimeChart({
  steps,
  unit,
  onStep,
}: {
  readonly steps: readonly TimeStep[];
  readonly unit: TimeUnit;
  readonly onStep: (step: TimeStep) => void;
}) {
  const { t, number, date } = useI18n();
  const said = t.stats;
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const box = chartBox(width);
  const totals = steps.map((s) => PARTS.reduce((sum, p) => sum + valueOf(s, p), 0));
  const max = Math.max(1, ...totals);
  const slots = barSlots(steps.length, box);
  const y = linear(0, max, box.top + plotHeight(box), box.top);
  // Labels under as many bars as have room for one, evenly spread, so that they never overlap.
  const every = Math.ceil(steps.length / labelsThatFit(box));
  const words = (s: TimeStep): string =>
    PARTS.filter((p) => valueOf(s, p) > 0)
      .map(
        (p) =>
          `${number(valueOf(s, p))} ${p === 'others' ? said.others : p === 'going' ? said.going : said.outcomes[p]}`,
      )
      .join(', ') || said.empty;
  return (
    <div ref={ref} className="hx-stats-chart-box">
      <svg
        className="hx-stats-chart"
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="group"
        aria-label={said.overTimeLabel(said.units[unit])}
        data-testid="stats-time-chart"
        data-unit={unit}
        data-steps={steps.length}
      >
        <ValueGrid box={box} low={0} high={max} y={y} />
        {steps.map((step, i) => {
          const parts = stack(
            PARTS.map((p) => valueOf(step, p)),
            max,
            box,
          );
          const when = date(step.from, DATE_FORMATS[unit]);
          return (
            <g
              key={step.from}
              className="hx-stats-bar"
              role="button"
              tabIndex={totals[i] > 0 ? 0 : -1}
              aria-label={said.step(when, words(step))}
              data-action="stats-step"
              data-from={step.from}
              data-count={totals[i]}
              onClick={() => totals[i] > 0 && onStep(step)}
              onKeyDown={(e) => {
                if ((e.key === 'Enter' || e.key === ' ') && totals[i] > 0) {
                  e.preventDefault();
                  onStep(step);
                }
              }}
            >
              <rect
                className="hx-stats-hit"
                x={slots[i].x}
                y={box.top}
                width={slots[i].width}
                height={plotHeight(box)}
              />
              {PARTS.map((p, k) =>
                parts[k].height > 0 ? (
                  <rect
                    key={p}
                    className={`hx-stats-${p}`}
                    x={slots[i].x}
                    y={parts[k].y}
                    width={slots[i].width}
                    height={parts[k].height}
                  />
                ) : null,
              )}
              {i % every === 0 && (
                <text
                  className="hx-stats-axis"
                  x={slots[i].x + slots[i].width / 2}
                  y={box.height - 6}
                  textAnchor="middle"
                >
                  {when}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
});
