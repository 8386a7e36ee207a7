import { useI18n } from '../../i18n/context';
import { type ChartBox, ticks } from './chartScale';

/** A chart's value axis: a line across the plot at each round value, the value at its left. */
export function ValueGrid({
  box,
  low,
  high,
  y,
}: {
  readonly box: ChartBox;
  readonly low: number;
  readonly high: number;
  readonly y: (value: number) => number;
}) {
  const { number } = useI18n();
  return ticks(low, high, 3).map((v) => (
    <g key={v} className="hx-stats-grid">
      <line x1={box.left} x2={box.width - box.right} y1={y(v)} y2={y(v)} />
      <text x={box.left - 4} y={y(v) + 4} textAnchor="end">
        {number(v)}
      </text>
    </g>
  ));
}
