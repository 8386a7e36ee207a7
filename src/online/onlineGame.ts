import type { StoreApi } from 'zustand/vanilla';
import { otherPlayer, type Player } from '../engine';
import type { GameStore } from '../store/game';
import { newSeed } from '../store/game/newIds';
import { type GameSpec, HUMANS, type SavedGame } from '../store/game/savedGame';
import { webStorage } from '../store/library/webStorage';
import { ONLINE_EVENT } from '../store/game/onlineEvent';

/**
 * A game played online, as the library keeps it: a game of two people at the screen whose
 * record names them and says where it was played, so that a closed tab loses nothing.
 * Which colour was played here is kept beside it, by the game's id, for resuming.
 */

export interface OnlinePlayers {
  readonly me: Player;
  readonly myName: string;
  readonly theirName: string;
}

/** The tags of a game online: its event and its players' names. */
export const onlineTags = ({ me, myName, theirName }: OnlinePlayers, date: Date) =>
  [
    ['Event', ONLINE_EVENT],
    ['Site', 'Hexplay'],
    ['Date', date.toISOString().slice(0, 10).replaceAll('-', '.')],
    ['Black', me === 'black' ? myName : theirName],
    ['White', me === 'white' ? myName : theirName],
  ] as const;

/** Opens a new game online in the store, under the id both sides share. */
export function openOnlineGame(
  store: StoreApi<GameStore>,
  spec: GameSpec,
  gameId: string,
  players: OnlinePlayers,
  date = new Date(),
): void {
  const { settings } = store.getState();
  const saved: SavedGame = {
    spec,
    moves: [],
    cursor: 0,
    ending: undefined,
    settings,
    players: HUMANS,
    seed: newSeed(),
    tags: onlineTags(players, date),
  };
  store.getState().open(saved, gameId);
  store.getState().setRemote(otherPlayer(players.me));
  rememberSeat(gameId, players);
}

const SEATS_KEY = 'hexplay.online';
const SEATS_KEPT = 30;
type Seats = Record<string, OnlinePlayers>;

function seats(): Seats {
  try {
    const v: unknown = JSON.parse(webStorage('localStorage')?.getItem(SEATS_KEY) ?? '{}');
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Seats) : {};
  } catch {
    return {};
  }
}

/** Notes which colour this browser plays in a game online, and the names. */
export function rememberSeat(gameId: string, players: OnlinePlayers): void {
  const kept = Object.entries(seats()).filter(([id]) => id !== gameId);
  const list = [...kept.slice(-(SEATS_KEPT - 1)), [gameId, players] as const];
  try {
    webStorage('localStorage')?.setItem(SEATS_KEY, JSON.stringify(Object.fromEntries(list)));
  } catch {
    // Without storage a reload asks which colour this side played.
  }
}

/** The colour and names this browser kept for a game online, if it still reads. */
export function seatOf(gameId: string): OnlinePlayers | undefined {
  const v = seats()[gameId] as Partial<OnlinePlayers> | undefined;
  if (!v || (v.me !== 'black' && v.me !== 'white')) return undefined;
  if (typeof v.myName !== 'string' || typeof v.theirName !== 'string') return undefined;
  return { me: v.me, myName: v.myName, theirName: v.theirName };
}

const NAME_KEY = 'hexplay.online.name';

/** The name this browser last played online under, or `fallback`. */
export function savedName(fallback: string): string {
  const name = webStorage('localStorage')?.getItem(NAME_KEY)?.trim();
  return name ? name.slice(0, 40) : fallback;
}

export function rememberName(name: string): void {
  try {
    webStorage('localStorage')?.setItem(NAME_KEY, name.slice(0, 40));
  } catch {
    // Without storage the name is asked for again.
  }
}
