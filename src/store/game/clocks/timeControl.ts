import type { Result } from '../../../engine';

/** How long each side may think: `base` seconds for the game, `increment` more per move. */
export interface TimeControl {
  readonly base: number;
  readonly increment: number;
}

/** The time controls the New game dialog offers, as PGN writes them (seconds + increment). */
export const TIME_PRESETS = ['300+3', '600+5', '900+0', '1200+10'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];

/** Bounds of a time control, in seconds: from 6 seconds (0.1 minute) to 10 hours. */
export const MIN_BASE = 6;
export const MAX_BASE = 36000;
export const MAX_INCREMENT = 600;

export interface TimeControlError {
  readonly code: 'time-control';
  readonly message: string;
}

const fail = (message: string): Result<never, TimeControlError> => ({
  ok: false,
  error: { code: 'time-control', message },
});

const inBounds = (base: number, increment: number): boolean =>
  Number.isInteger(base) &&
  Number.isInteger(increment) &&
  base >= MIN_BASE &&
  base <= MAX_BASE &&
  increment >= 0 &&
  increment <= MAX_INCREMENT;

const BOUNDS = `whole seconds from ${MIN_BASE} to ${MAX_BASE}, and an increment from 0 to ${MAX_INCREMENT}`;

/**
 * Reads PGN's TimeControl form of one period, `300+3` or `300` (seconds, then the
 * increment); `-` (no clock) and the forms of several periods are not time controls here.
 */
export function parseTimeControl(text: string): Result<TimeControl, TimeControlError> {
  const match = /^(\d{1,6})(?:\+(\d{1,6}))?$/.exec(text.trim());
  if (!match) return fail(`time control ${JSON.stringify(text)} is not seconds+increment`);
  const base = Number(match[1]);
  const increment = Number(match[2] ?? 0);
  if (!inBounds(base, increment)) return fail(`a time control must be ${BOUNDS}`);
  return { ok: true, value: { base, increment } };
}

export const makeTimeControl = ({ base, increment }: TimeControl): string => `${base}+${increment}`;

/** Checks a time control from saved data, as the spec keeps it. */
export function checkTimeControl(v: unknown): Result<TimeControl, TimeControlError> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return fail('timeControl must be an object');
  }
  const { base, increment } = v as Record<string, unknown>;
  if (typeof base !== 'number' || typeof increment !== 'number' || !inBounds(base, increment)) {
    return fail(`timeControl must be ${BOUNDS}`);
  }
  return { ok: true, value: { base, increment } };
}

/** A time control of `minutes` (tenths allowed) and `increment` seconds, kept within bounds. */
export const customTimeControl = (minutes: number, increment: number): TimeControl => ({
  base: Math.min(MAX_BASE, Math.max(MIN_BASE, Math.round(minutes * 60))),
  increment: Math.min(MAX_INCREMENT, Math.max(0, Math.round(increment))),
});
