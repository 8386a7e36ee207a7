/**
 * The geometry of the statistics' charts, in the units of their SVG's view box: pure, so
 * that tests can check where a bar or point goes without drawing it.
 */

/** A chart's box: the plot inside it leaves room for the axis labels on the left and below. */
export const CHART = { width: 640, height: 200, left: 36, right: 8, top: 8, bottom: 22 } as const;

export const plotWidth = CHART.width - CHART.left - CHART.right;
export const plotHeight = CHART.height - CHART.top - CHART.bottom;

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
export function barSlots(count: number): { readonly x: number; readonly width: number }[] {
  if (count === 0) return [];
  const slot = plotWidth / count;
  const gap = Math.min(slot * 0.2, 6);
  return Array.from({ length: count }, (_, i) => ({
    x: CHART.left + i * slot + gap / 2,
    width: Math.max(slot - gap, 1),
  }));
}

/** The stacked parts of a bar, bottom up, each a `y` and `height` in the plot for `max` at the top. */
export function stack(
  values: readonly number[],
  max: number,
): { readonly y: number; readonly height: number }[] {
  const y = linear(0, Math.max(max, 1), CHART.top + plotHeight, CHART.top);
  let base = 0;
  return values.map((v) => {
    const bottom = y(base);
    base += v;
    const top = y(base);
    return { y: top, height: bottom - top };
  });
}

/** An SVG path through `points`, in order. */
export const linePath = (points: readonly { readonly x: number; readonly y: number }[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');

/** The mean of each point and up to `span − 1` before it: the trend under the noise of single games. */
export function movingMean(values: readonly number[], span: number): number[] {
  let sum = 0;
  return values.map((v, i) => {
    sum += v;
    if (i >= span) sum -= values[i - span];
    return sum / Math.min(i + 1, span);
  });
}
