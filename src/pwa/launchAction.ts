/**
 * What the installed app was launched to do, from its address: the manifest's shortcuts
 * (Continue, New game, Daily puzzle, Games) open `./?open=<action>`, and the service worker
 * sends a share to `?open=shared`. Continue is the start itself, which opens the latest
 * unfinished game.
 */
export const LAUNCH_ACTIONS = ['continue', 'new-game', 'daily-puzzle', 'games', 'shared'] as const;
export type LaunchAction = (typeof LAUNCH_ACTIONS)[number];

const LAUNCH_KEY = 'open';

/** The action a page address asks for, or undefined for none or one this version lacks. */
export function parseLaunchAction(search: string): LaunchAction | undefined {
  const asked = new URLSearchParams(search).get(LAUNCH_KEY);
  return (LAUNCH_ACTIONS as readonly string[]).includes(asked ?? '')
    ? (asked as LaunchAction)
    : undefined;
}

export const makeLaunchUrl = (action: LaunchAction): string => `./?${LAUNCH_KEY}=${action}`;

/**
 * The action this page was opened for, taken once: the address loses it at once, so that a
 * reload does not open the dialog again.
 */
export function takeLaunchAction(): LaunchAction | undefined {
  if (typeof location === 'undefined') return undefined;
  const action = parseLaunchAction(location.search);
  if (action !== undefined) {
    const rest = new URLSearchParams(location.search);
    rest.delete(LAUNCH_KEY);
    const search = rest.size > 0 ? `?${rest}` : '';
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }
  return action;
}
