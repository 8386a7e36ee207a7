/**
 * The rows of a long list worth drawing: those in view, and `overscan` more either side,
 * so that a quick scroll or a Tab to the next row finds it drawn. Rows are `rowHeight`
 * pixels apart; the list shows `viewport` pixels from `scrollTop`. A list not laid out
 * yet (a viewport of 0) takes two overscans' worth of rows to be in view.
 */
export function listWindow(
  count: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  overscan = 8,
): { readonly first: number; readonly end: number } {
  if (count === 0 || rowHeight <= 0) return { first: 0, end: 0 };
  const shown = viewport > 0 ? Math.ceil(viewport / rowHeight) : 2 * overscan;
  const top = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const first = Math.max(0, Math.min(top, count - 1) - overscan);
  const end = Math.min(count, top + shown + overscan);
  return { first, end };
}
