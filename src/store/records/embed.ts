/**
 * The embeddable viewer (src/viewer/, `viewer.html` beside the app): a game link's
 * fragment after the viewer's address replays the game read-only, on any site that frames
 * it. The fragment never reaches a server, so neither does the game.
 */

export const VIEWER_PAGE = 'viewer.html';

/** The viewer's address for a game link: the page beside `appAddress`, the link's fragment. */
export function viewerAddress(link: string, appAddress: string): string {
  const hash = link.indexOf('#');
  return new URL(VIEWER_PAGE, appAddress).href + (hash < 0 ? '' : link.slice(hash));
}

/** The app's address for a viewer's: the page the viewer sits beside, the same fragment. */
export function appAddressOf(viewer: string): string {
  const url = new URL(viewer);
  return new URL('./', url).href + url.hash;
}

/** Attribute values are written between double quotes: the few characters that matter there. */
const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML another site pastes to show the game: a frame of the viewer, titled for screen
 * readers, sized for the board and the move list, lazily loaded below the fold.
 */
export const embedSnippet = (viewer: string, title: string): string =>
  `<iframe src="${attribute(viewer)}" title="${attribute(title)}" width="480" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`;
