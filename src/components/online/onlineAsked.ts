/**
 * The event Play online sends the page: the button is drawn with the first frame, online
 * play comes after it (`OnlineEntry`), and this name is all they share.
 */
export const ONLINE_ASKED = 'hexplay:play-online';

export const askOnline = (): void => {
  window.dispatchEvent(new Event(ONLINE_ASKED));
};
