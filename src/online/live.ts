import { createStore, type StoreApi } from 'zustand/vanilla';
import { otherPlayer, type Player, type Result } from '../engine';
import type { GameStore } from '../store/game';
import { newGameId } from '../store/game/newIds';
import type { GameSpec } from '../store/game/savedGame';
import { webStorage } from '../store/library/webStorage';
import { movesHash } from './history';
import {
  type Invitation,
  type InvitationError,
  makeInvitation,
  makeReply,
  parseReply,
} from './invitation';
import { openOnlineGame, rememberSeat, seatOf, type OnlinePlayers } from './onlineGame';
import { iceServersOf, loadOnlineSettings } from './onlineSettings';
import {
  guestPeer,
  hostPeer,
  type HostPeer,
  type Peer,
  type PeerEvents,
  type PeerProblem,
  type PeerState,
} from './peer';
import { createSession, type Session } from './session';

/**
 * Online play in this tab, from the invitation to the game's end: which step it is at,
 * the connection, and the session once the channel is open. One at a time: a new
 * invitation closes what went before.
 */
export type LiveStep =
  | { readonly step: 'idle' }
  | { readonly step: 'preparing' }
  /** The host waits for the reply to `link`. */
  | { readonly step: 'invited'; readonly link: string; readonly gameId: string }
  /** The friend's reply is made; the game starts once the host has it. */
  | { readonly step: 'answered'; readonly link: string }
  | { readonly step: 'playing' }
  | { readonly step: 'failed'; readonly message: string };

export interface LiveState {
  readonly step: LiveStep;
  readonly peer: PeerState | undefined;
  readonly problem: PeerProblem | undefined;
  readonly session: Session | undefined;
  /** When the connection was asked for and when it came up (ms, monotonic), to measure it. */
  readonly timing: { readonly asked?: number; readonly up?: number };
}

export const live: StoreApi<LiveState> = createStore<LiveState>()(() => ({
  step: { step: 'idle' },
  peer: undefined,
  problem: undefined,
  session: undefined,
  timing: {},
}));

/** A side silent this long has gone: the game waits for it. */
const SILENCE_MS = 12_000;
const PING_MS = 3_000;

interface Game {
  readonly store: StoreApi<GameStore>;
  readonly spec: GameSpec;
  readonly gameId: string;
  readonly players: OnlinePlayers;
  /** Whether the game is already on the board (a resumed one), or to be opened. */
  readonly resumed: boolean;
}

let peer: Peer | undefined;
let host: HostPeer | undefined;
let heartbeat: ReturnType<typeof setInterval> | undefined;
let heard = 0;

/**
 * The end-to-end tests send the other side what no Hexplay would, to see it refused:
 * `hexplayOnlineTest.send(text)`, present only where the test asked for it in storage.
 * It sends nothing a person with the browser's console could not.
 */
if (webStorage('localStorage')?.getItem('hexplay.online.testHook') === '1') {
  Object.assign(globalThis, {
    hexplayOnlineTest: { send: (raw: string) => peer?.send(raw) ?? false },
  });
}

function log(why: string, raw: string): void {
  console.warn(`Hexplay online: refused a message (${why}):`, raw);
}

function stopHeartbeat(): void {
  if (heartbeat !== undefined) clearInterval(heartbeat);
  heartbeat = undefined;
}

/** Ends whatever online play there is in this tab. */
export function closeLive(): void {
  stopHeartbeat();
  const { session } = live.getState();
  session?.dispose();
  peer?.close();
  peer = undefined;
  host = undefined;
  live.setState({
    step: { step: 'idle' },
    peer: undefined,
    problem: undefined,
    session: undefined,
    timing: {},
  });
}

/** Starts the game (or takes up the resumed one) and its session, once the channel is open. */
function startSession(game: Game): Session {
  const { store, players } = game;
  if (game.resumed) {
    store.getState().setRemote(otherPlayer(players.me));
    rememberSeat(game.gameId, players);
    store.getState().resumeClock();
  } else {
    openOnlineGame(store, game.spec, game.gameId, players);
  }
  let me = players.me;
  const begin = (): Session =>
    createSession({
      store,
      me,
      myName: players.myName,
      send: (text) => peer?.send(text) ?? false,
      now: () => performance.now(),
      chat: () => loadOnlineSettings().chat,
      newId: newGameId,
      log,
      // A rematch is a new game under the id its asker chose, colours swapped.
      rematch: (gameId) => {
        live.getState().session?.dispose();
        me = otherPlayer(me);
        openOnlineGame(store, store.getState().spec, gameId, { ...players, me });
        const next = begin();
        live.setState({ session: next });
        next.setPeer('connected');
      },
    });
  return begin();
}

function events(game: () => Game | undefined): PeerEvents {
  return {
    onMessage(text) {
      heard = performance.now();
      live.getState().session?.receive(text);
    },
    onState(state, problem) {
      live.setState({ peer: state, problem });
      const current = live.getState();
      if (state === 'connected') {
        heard = performance.now();
        live.setState({
          timing: { ...current.timing, up: current.timing.up ?? performance.now() },
        });
        let session = current.session;
        const g = game();
        if (!session && g) {
          session = startSession(g);
          live.setState({ session, step: { step: 'playing' } });
        }
        session?.setPeer('connected');
        startHeartbeat();
        return;
      }
      current.session?.setPeer(state, problem);
      if (state !== 'connecting') stopHeartbeat();
    },
  };
}

function startHeartbeat(): void {
  stopHeartbeat();
  heartbeat = setInterval(() => {
    const { session } = live.getState();
    if (!session) return;
    // A sleeping phone closes nothing: only its silence tells it has gone.
    if (performance.now() - heard > SILENCE_MS) {
      live.setState({ peer: 'reconnecting' });
      session.setPeer('reconnecting', 'failed');
      stopHeartbeat();
      return;
    }
    session.ping();
  }, PING_MS);
}

export interface InviteOptions {
  readonly store: StoreApi<GameStore>;
  readonly spec: GameSpec;
  readonly colour: Player;
  readonly name: string;
  readonly base: string;
  /** Resumes the game on the board rather than starting one. */
  readonly resume?: boolean;
}

/** The host makes an invitation; its link is in `live`'s step once it is ready. */
export async function invite(options: InviteOptions): Promise<void> {
  closeLive();
  live.setState({ step: { step: 'preparing' } });
  const { store } = options;
  const s = store.getState();
  const resuming = options.resume === true;
  const seat = resuming ? seatOf(s.id) : undefined;
  const gameId = resuming ? s.id : newGameId();
  const me = seat?.me ?? options.colour;
  const spec = resuming ? s.spec : options.spec;
  const players: OnlinePlayers = { me, myName: options.name, theirName: seat?.theirName ?? '?' };
  let game: Game | undefined;
  try {
    host = await hostPeer(
      iceServersOf(loadOnlineSettings()),
      events(() => game),
    );
  } catch (e) {
    live.setState({ step: { step: 'failed', message: String(e) } });
    return;
  }
  peer = host.peer;
  game = { store, spec, gameId, players, resumed: resuming };
  const moves = s.moves.map((m) => m.text);
  const invitation: Invitation = {
    sdp: host.sdp,
    name: options.name,
    spec,
    host: me,
    gameId,
    ...(resuming ? { resume: { ply: moves.length, hash: movesHash(moves) } } : {}),
  };
  const link = await makeInvitation(invitation, options.base);
  const hosting = game;
  // The reply names its player: the host's game learns the name as it connects.
  pendingHost = (name) => {
    game = { ...hosting, players: { ...hosting.players, theirName: name } };
  };
  live.setState({ step: { step: 'invited', link, gameId } });
}

let pendingHost: ((name: string) => void) | undefined;

/** The host takes the friend's reply (a link or its code) and connects. */
export async function connect(text: string): Promise<Result<void, InvitationError>> {
  const step = live.getState().step;
  if (step.step !== 'invited' || !host) {
    return { ok: false, error: { code: 'invitation', message: 'no invitation waits for a reply' } };
  }
  const reply = await parseReply(text);
  if (!reply.ok) return reply;
  if (reply.value.gameId !== step.gameId) {
    return {
      ok: false,
      error: { code: 'invitation', message: 'this reply answers another invitation' },
    };
  }
  pendingHost?.(reply.value.name);
  live.setState({ timing: { asked: performance.now() }, peer: 'connecting' });
  const connected = await host.connect(reply.value.sdp);
  if (!connected.ok)
    return { ok: false, error: { code: 'invitation', message: connected.error.message } };
  return { ok: true, value: undefined };
}

export interface AcceptOptions {
  readonly store: StoreApi<GameStore>;
  readonly invitation: Invitation;
  readonly name: string;
  readonly base: string;
}

/** The friend accepts an invitation; the reply's link is in `live`'s step once it is ready. */
export async function accept({ store, invitation, name, base }: AcceptOptions): Promise<void> {
  closeLive();
  live.setState({ step: { step: 'preparing' } });
  const resumed = invitation.resume !== undefined;
  const game: Game = {
    store,
    spec: invitation.spec,
    gameId: invitation.gameId,
    players: { me: otherPlayer(invitation.host), myName: name, theirName: invitation.name },
    resumed,
  };
  const made = await guestPeer(
    iceServersOf(loadOnlineSettings()),
    invitation.sdp,
    events(() => game),
  );
  if (!made.ok) {
    live.setState({ step: { step: 'failed', message: made.error.message } });
    return;
  }
  peer = made.value.peer;
  const link = await makeReply({ sdp: made.value.sdp, name, gameId: invitation.gameId }, base);
  live.setState({
    step: { step: 'answered', link },
    peer: 'connecting',
    timing: { asked: performance.now() },
  });
}

/** Leaves the game online: the other side hears of it, and this tab's connection closes. */
export function leave(): void {
  live.getState().session?.leave();
  closeLive();
}
