/**
 * How many messages the other side may send: a bucket of `burst` that refills at `perSecond`.
 * A page flooded with messages would spend its frames reading them; past the cap they are
 * refused unread. `now` is in ms, injected so that tests need no real time.
 */
export interface RateLimit {
  /** Whether one more message may be read now; counts it if so. */
  take(): boolean;
}

export const MESSAGES_PER_SECOND = 20;
export const MESSAGE_BURST = 60;

export function rateLimit(
  now: () => number,
  perSecond = MESSAGES_PER_SECOND,
  burst = MESSAGE_BURST,
): RateLimit {
  let tokens = burst;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) * perSecond) / 1000);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
