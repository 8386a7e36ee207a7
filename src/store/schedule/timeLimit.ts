/**
 * What `promise` gives if it fulfils within `ms`; otherwise, or if it fails, `undefined`,
 * leaving the caller to deal with it the slow way (a failure is the slow way's to show).
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}
