/**
 * The Event tag of a game played online. In the store, apart from `src/online`, so that the
 * play screen and the clocks can tell such a game without loading online play.
 */
export const ONLINE_EVENT = 'Hexplay online';

export const isOnlineGame = (tags: readonly (readonly [string, string])[] | undefined): boolean =>
  tags?.some(([k, v]) => k === 'Event' && v === ONLINE_EVENT) ?? false;
