/**
 * The steps of the chart over time: days for a month or less, weeks up to half a year,
 * months up to four years, years beyond. Steps start at local midnight (weeks on Monday),
 * so that a bar means what a calendar says.
 */
export const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;

export function timeUnitFor(first: number, now: number): TimeUnit {
  const days = (now - first) / DAY_MS;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : days <= 4 * 366 ? 'month' : 'year';
}

/** The start of the step of `unit` that holds `time`. */
export function stepStart(time: number, unit: TimeUnit): number {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  if (unit === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (unit === 'month' || unit === 'year') d.setDate(1);
  if (unit === 'year') d.setMonth(0);
  return d.getTime();
}

/** The start of the step after the one starting at `start`. */
export function nextStep(start: number, unit: TimeUnit): number {
  const d = new Date(start);
  if (unit === 'day') d.setDate(d.getDate() + 1);
  else if (unit === 'week') d.setDate(d.getDate() + 7);
  else if (unit === 'month') d.setMonth(d.getMonth() + 1);
  else d.setFullYear(d.getFullYear() + 1);
  return d.getTime();
}

/** Every step from the one holding `first` to the one holding `last`, as [start, end). */
export function stepsBetween(first: number, last: number, unit: TimeUnit): [number, number][] {
  const steps: [number, number][] = [];
  const end = stepStart(last, unit);
  for (let start = stepStart(first, unit); start <= end;) {
    const next = nextStep(start, unit);
    steps.push([start, next]);
    start = next;
  }
  return steps;
}
