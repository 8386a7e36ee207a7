/**
 * The geometry of the statistics' charts, in CSS pixels: a chart's view box is as wide as
 * it is drawn (`useChartWidth`), so that its labels are as large on a phone as on a
 * laptop. Pure, so that tests can check where a bar or point goes without drawing it.
 */

/** A chart's box: the plot inside it leaves room for the axis labels on the left and below. */
export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export const CHART_HEIGHT = 180;

export const chartBox = (width: number): ChartBox => ({
  width,
  height: CHART_HEIGHT,
  left: 40,
  right: 8,
  top: 8,
  bottom: 22,
});

export const plotWidth = (box: ChartBox): number => box.width - box.left - box.right;
export const plotHeight = (box: ChartBox): number => box.height - box.top - box.bottom;

/** A linear map from [d0, d1] onto [r0, r1]; a domain of one value maps to the middle. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** Round steps for an axis from `min` to `max`: 1, 2 or 5 times a power of ten, about `count` of them. */
export function ticks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    out.push(Math.round(v * 1e6) / 1e6);
  }
  return out;
}

/** The slots of `count` bars across the plot: each bar's left edge and width, with a gap. */
export function barSlots(
  count: number,
  box: ChartBox,
): { readonly x: number; readonly width: number }[] {
  if (count === 0) return [];
  const slot = plotWidth(box) / count;
  const gap = Math.min(slot * 0.2, 6);
  return Array.from({ length: count }, (_, i) => ({
    x: box.left + i * slot + gap / 2,
    width: Math.max(slot - gap, 1),
  }));
}

/** The stacked parts of a bar, bottom up, each a `y` and `height` in the plot for `max` at the top. */
export function stack(
  values: readonly number[],
  max: number,
  box: ChartBox,
): { readonly y: number; readonly height: number }[] {
  const y = linear(0, Math.max(max, 1), box.top + plotHeight(box), box.top);
  let base = 0;
  return values.map((v) => {
    const bottom = y(base);
    base += v;
    const top = y(base);
    return { y: top, height: bottom - top };
  });
}

/** How many axis labels fit under a chart `width` wide, each about `labelWidth`. */
export const labelsThatFit = (box: ChartBox, labelWidth = 56): number =>
  Math.max(2, Math.floor(plotWidth(box) / labelWidth));

/** An SVG path through `points`, in order. */
export const linePath = (points: readonly { readonly x: number; readonly y: number }[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');

/** A dot of a chart: the mean of `count` neighbouring points, the first at `from`, the last at `to`. */
export interface Dot {
  readonly time: number;
  readonly value: number;
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * At most `max` dots in place of `points`: each of `max` runs of neighbours as one dot at
 * their mean time and value, spanning their times. Thousands of dots say no more than a
 * few hundred, and cost a phone a long frame to draw.
 */
export function thinned(
  points: readonly { readonly time: number; readonly value: number }[],
  max: number,
): readonly Dot[] {
  if (points.length <= max)
    return points.map((p) => ({
      time: p.time,
      value: p.value,
      from: p.time,
      to: p.time,
      count: 1,
    }));
  const out: Dot[] = [];
  for (let k = 0; k < max; k++) {
    const from = Math.floor((k * points.length) / max);
    const to = Math.floor(((k + 1) * points.length) / max);
    let time = 0;
    let value = 0;
    for (let i = from; i < to; i++) {
      time += points[i].time;
      value += points[i].value;
    }
    const count = to - from;
    out.push({
      time: time / count,
      value: value / count,
      from: points[from].time,
      to: points[to - 1].time,
      count,
    });
  }
  return out;
}

/** The mean of each point and up to `span − 1` before it: the trend under the noise of single games. */
export function movingMean(values: readonly number[], span: number): number[] {
  let sum = 0;
  return values.map((v, i) => {
    sum += v;
    if (i >= span) sum -= values[i - span];
    return sum / Math.min(i + 1, span);
  });
}
