/**
 * The colours a picture is drawn in: the board's as the player sees them (its theme, the
 * page's light or dark), read off the board on the page, so that the picture is the board
 * as shown.
 */
export const STYLE_TOKENS = {
  page: '--bg',
  text: '--fg',
  board: '--board',
  boardEdge: '--board-edge',
  cell: '--cell',
  cellStroke: '--cell-stroke',
  coord: '--coord',
  blackPiece: '--black-piece',
  blackStroke: '--black-stroke',
  whitePiece: '--white-piece',
  whiteStroke: '--white-stroke',
  last: '--last',
  lastFrom: '--last-from',
} as const;

export type PictureStyle = Readonly<Record<keyof typeof STYLE_TOKENS, string>>;

/** The classic board in the light theme: what a picture uses where there is no page to read. */
export const PLAIN_STYLE: PictureStyle = {
  page: '#f7f5f0',
  text: '#1d1f24',
  board: '#c9a86a',
  boardEdge: '#a9874a',
  cell: '#ecd9ae',
  cellStroke: '#b8965a',
  coord: '#4a3a1c',
  blackPiece: '#1f2127',
  blackStroke: '#000000',
  whitePiece: '#fbfbf8',
  whiteStroke: '#5d5a52',
  last: 'rgba(155, 199, 0, 0.55)',
  lastFrom: 'rgba(155, 199, 0, 0.3)',
};

/**
 * Each token as the element resolves it: a probe inside the board's drawing takes each
 * colour in turn, and the browser's computed colour is an rgb() a canvas understands.
 */
export function readPictureStyle(board: Element): PictureStyle {
  const probe = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  board.append(probe);
  const style = { ...PLAIN_STYLE };
  for (const key of Object.keys(STYLE_TOKENS) as (keyof PictureStyle)[]) {
    probe.style.color = `var(${STYLE_TOKENS[key]})`;
    const colour = getComputedStyle(probe).color;
    if (colour) style[key] = colour;
  }
  probe.remove();
  return style;
}
