import { lastGame, LAST_GAME_KEY } from './lastGame';
import { GAME_ENTRIES } from './modules';

/**
 * The game most likely on screen, asked for from the page's first script, before React
 * evaluates: asked for by `bootApp` once the app's own chunk had run, its chunks arrived
 * 300–400 ms later at 4× CPU, and the first frame waited for them. `loadGame`'s later
 * call for the same game gets the module the browser has loaded or is loading. A failure
 * here (offline, nothing cached) is left to that call, which reports it.
 */
GAME_ENTRIES[lastGame(() => localStorage.getItem(LAST_GAME_KEY))].load().catch(() => {});
