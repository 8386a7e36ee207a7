import type { StoreApi } from 'zustand/vanilla';
import type { Move } from '../../engine';
import { gameModule } from '../../games';
import type { GameStore } from '../../store/game';
import { selectPlayable } from '../../store/game/selectors';
import { createCheckAway } from './checkAway';

/**
 * The blunder warning's side of a move, loaded once a player turns the warning on: which
 * moves it checks, and the check worker kept from one move to the next.
 */
let checks: ReturnType<typeof createCheckAway> | undefined;
const checkAway = () => (checks ??= createCheckAway());

/**
 * Readies the game's check for the game in play, so that the first move waits less, and
 * calls `onReady` once it is ready (or has given up).
 */
export async function prepareCheck(store: StoreApi<GameStore>, onReady: () => void): Promise<void> {
  const s = store.getState();
  const blunder = gameModule(s.spec.game).blunder;
  if (blunder) await checkAway().prepare(blunder, s.line().position(0));
  onReady();
}

/**
 * Whether `move`, made now at the end of a game played at this screen (never online, a
 * side line or a game over), gives something away: undefined for a move not checked, or a
 * check that failed, which never stands between the player and the move.
 */
export async function checkMove(
  store: StoreApi<GameStore>,
  move: Move,
): Promise<boolean | undefined> {
  const s = store.getState();
  const check =
    s.remote === undefined && selectPlayable(s) ? gameModule(s.spec.game).blunder : undefined;
  if (!check) return undefined;
  try {
    return await checkAway().check(check, s.line().position(s.moves.length), move);
  } catch {
    return undefined;
  }
}
