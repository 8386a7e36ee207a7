/**
 * A clock's time as it shows: `m:ss`, and `0:09.4` under ten seconds, where tenths
 * matter. Rounded down, so that a clock never shows time its side no longer has.
 */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  const tenths = Math.floor(left / 100);
  const seconds = Math.floor(tenths / 10);
  const ss = String(seconds % 60).padStart(2, '0');
  const text = `${Math.floor(seconds / 60)}:${ss}`;
  return left < 10000 ? `${text}.${tenths % 10}` : text;
}
