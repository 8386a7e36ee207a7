/**
 * The id that ties the "⋯" button to the game actions' sheet it opens: one play screen is
 * shown at a time, and the native popover needs the id to find its target.
 */
export const GAME_ACTIONS_ID = 'hx-game-actions';

/**
 * Whether the browser has native popovers. Without them (older browsers, jsdom) the game
 * actions simply stay in place under the moves, and no "⋯" is drawn.
 */
export const canFoldGameActions: boolean =
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
