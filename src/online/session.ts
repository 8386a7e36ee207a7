import { createStore, type StoreApi } from 'zustand/vanilla';
import { otherPlayer, parseMove, type Player, playerOf } from '../engine';
import type { GameStore } from '../store/game';
import { selectDrawOffer } from '../store/game/selectors';
import { smoothedRtt, toldClock, travelAllowance, withAllowance } from './clockSync';
import { compareHistories } from './history';
import { makeMessage, type Message, parseMessage } from './protocol';
import { rateLimit } from './rateLimit';
import type { PeerProblem, PeerState } from './peer';

/**
 * A game played with the other side over a channel: the game store at this screen sees
 * the other side's moves as if played here, once the engine has read them in this side's
 * own position; this side's moves, endings and offers go the other way as they happen.
 * Whatever the other side sends that does not read, or does not fit the game, is
 * refused, counted and logged, and changes nothing.
 */

export interface ChatLine {
  readonly from: 'me' | 'them';
  readonly text: string;
}

/** An ask that waits for the other side's answer, or this side's. */
export interface Ask {
  readonly from: 'me' | 'them';
  readonly ply: number;
}

export interface RematchAsk {
  readonly from: 'me' | 'them';
  readonly gameId: string;
}

export interface SessionState {
  readonly peer: PeerState;
  readonly problem: PeerProblem | undefined;
  /** The other side's name, once its hello came. */
  readonly theirName: string | undefined;
  readonly chat: readonly ChatLine[];
  /** How many messages were refused, and why the last was. */
  readonly refused: number;
  readonly lastRefusal: string | undefined;
  readonly takeback: Ask | undefined;
  readonly rematch: RematchAsk | undefined;
  /** Both histories, when they differ: neither is overwritten. */
  readonly diverged:
    { readonly mine: readonly string[]; readonly theirs: readonly string[] } | undefined;
  /** The other side left the game. */
  readonly left: boolean;
  /** The round trip's running estimate, in ms. */
  readonly rtt: number | undefined;
}

export interface SessionOptions {
  readonly store: StoreApi<GameStore>;
  /** The colour played at this screen. */
  readonly me: Player;
  readonly myName: string;
  readonly send: (text: string) => boolean;
  /** A monotonic clock, ms. */
  readonly now: () => number;
  /** Whether short messages are shown and sent (Settings). */
  readonly chat?: () => boolean;
  /** Starts a rematch's game, colours swapped, under `gameId` (`onlineGame.ts`). */
  readonly rematch: (gameId: string) => void;
  readonly newId: () => string;
  readonly log?: (why: string, raw: string) => void;
}

export interface Session {
  readonly state: StoreApi<SessionState>;
  /** A message from the other side, as it came. */
  receive(raw: string): void;
  /** The connection's state changed; a hello goes out each time it comes up. */
  setPeer(state: PeerState, problem?: PeerProblem): void;
  /** Measures the round trip: the screen calls it every few seconds. */
  ping(): void;
  askTakeback(): void;
  answerTakeback(accept: boolean): void;
  askRematch(): void;
  answerRematch(accept: boolean): void;
  say(text: string): void;
  /** Leaves the game: the other side hears of it. */
  leave(): void;
  /** Stops following the store. */
  dispose(): void;
}

export const SESSION_START: SessionState = {
  peer: 'connecting',
  problem: undefined,
  theirName: undefined,
  chat: [],
  refused: 0,
  lastRefusal: undefined,
  takeback: undefined,
  rematch: undefined,
  diverged: undefined,
  left: false,
  rtt: undefined,
};

/** The most lines of chat kept on screen. */
const CHAT_KEPT = 50;

export function createSession(options: SessionOptions): Session {
  const { store, me, myName, send, now } = options;
  const them = otherPlayer(me);
  const state = createStore<SessionState>()(() => SESSION_START);
  const limit = rateLimit(now);
  const pings = new Map<number, number>();
  let nextPing = 1;
  const game = () => store.getState();
  const post = (message: Message): void => {
    send(makeMessage(message));
  };
  const texts = (): string[] => game().moves.map((m) => m.text);
  const refuse = (why: string, raw: string): void => {
    options.log?.(why, raw);
    state.setState((s) => ({ refused: s.refused + 1, lastRefusal: why }));
  };

  /** Plays the other side's move, read in this side's position. */
  function theirMove(ply: number, text: string, clock: number | undefined, raw: string): void {
    const g = game();
    if (g.remote !== them) return refuse('a move while no game is played with them', raw);
    if (ply !== g.moves.length) {
      return refuse(`a move after ${ply} moves, but the game has ${g.moves.length}`, raw);
    }
    const pos = g.line().position(ply);
    if (playerOf(pos.turn) !== them) return refuse('a move when it is not their turn', raw);
    const move = parseMove(pos, text);
    if (!move.ok) return refuse(`the move ${move.error.token}: ${move.error.message}`, raw);
    // Their clock is the authority, but never on more time than they had and an increment.
    const { clocks, spec } = g;
    const most =
      clocks && spec.timeControl
        ? clocks.remaining[them] + spec.timeControl.increment * 1000
        : undefined;
    g.play(move.value, {
      clock: clock === undefined || most === undefined ? clock : toldClock(clock, most),
    });
    // More than one move on: this side's premove was played at once behind it.
    if (game().moves.length <= ply) refuse('a move the game did not take', raw);
  }

  function hello(name: string, moves: readonly string[], raw: string): void {
    state.setState({ theirName: name });
    const mine = texts();
    const match = compareHistories(mine, moves);
    if (match === 'differ') {
      state.setState({ diverged: { mine, theirs: moves } });
      return;
    }
    state.setState({ diverged: undefined });
    if (match === 'behind') {
      for (let ply = mine.length; ply < moves.length; ply++) {
        theirMove(ply, moves[ply], undefined, raw);
      }
    }
  }

  function handle(message: Message, raw: string): void {
    const g = game();
    switch (message.kind) {
      case 'hello':
        return hello(message.name, message.moves, raw);
      case 'move':
        return theirMove(message.ply, message.move, message.clock, raw);
      case 'ping':
        return post({ kind: 'pong', id: message.id });
      case 'pong': {
        const sent = pings.get(message.id);
        if (sent === undefined) return refuse('an answer to no ping', raw);
        pings.delete(message.id);
        state.setState((s) => ({ rtt: smoothedRtt(s.rtt, now() - sent) }));
        return;
      }
      case 'takeback-ask':
        if (message.ply >= g.moves.length || message.ply < g.moves.length - 2 || g.ending) {
          return refuse(
            `a takeback to move ${message.ply}, which this game cannot go back to`,
            raw,
          );
        }
        state.setState({ takeback: { from: 'them', ply: message.ply } });
        return;
      case 'takeback-answer': {
        const asked = state.getState().takeback;
        if (asked?.from !== 'me' || asked.ply !== message.ply) {
          return refuse('an answer to a takeback not asked for', raw);
        }
        state.setState({ takeback: undefined });
        if (message.accept) g.takeBackTo(message.ply);
        return;
      }
      case 'draw-offer':
        if (message.ply !== g.moves.length) return refuse('a draw offer for another move', raw);
        g.offerDraw(them);
        return;
      case 'draw-answer': {
        const offer = selectDrawOffer(g);
        if (offer?.by !== me || offer.answer !== 'pending') {
          return refuse('an answer to a draw not offered', raw);
        }
        g.answerDraw(message.accept);
        return;
      }
      case 'resign':
        if (message.ply !== g.moves.length) return refuse('a resignation at another move', raw);
        g.resign(them);
        return;
      case 'rematch-ask':
        state.setState({ rematch: { from: 'them', gameId: message.gameId } });
        return;
      case 'rematch-answer': {
        const asked = state.getState().rematch;
        if (asked?.from !== 'me' || asked.gameId !== message.gameId) {
          return refuse('an answer to a rematch not asked for', raw);
        }
        state.setState({ rematch: undefined });
        if (message.accept) options.rematch(message.gameId);
        return;
      }
      case 'chat':
        if (options.chat?.() === false) return;
        state.setState((s) => ({
          chat: [...s.chat, { from: 'them' as const, text: message.text }].slice(-CHAT_KEPT),
        }));
        return;
      case 'bye':
        state.setState({ left: true, peer: 'lost', problem: 'closed' });
        return;
    }
  }

  /** This side's moves, endings and draw answers, as the store takes them. */
  const unfollow = store.subscribe((s, prev) => {
    if (s.id !== prev.id) return;
    if (
      s.moves.length === prev.moves.length + 1 &&
      s.moves[prev.moves.length - 1] === prev.moves.at(-1)
    ) {
      const ply = prev.moves.length;
      const mover = playerOf(s.line().position(ply).turn);
      if (mover === me) {
        const { text, notes } = s.moves[ply];
        post({
          kind: 'move',
          ply,
          move: text,
          ...(notes?.clock === undefined ? {} : { clock: notes.clock }),
        });
        const allowed = withAllowance(s.clocks, them, travelAllowance(state.getState().rtt));
        if (allowed !== s.clocks) store.setState({ clocks: allowed });
      }
    }
    if (s.ending && !prev.ending && s.moves.length === prev.moves.length) {
      if (s.ending.reason === 'resignation' && s.ending.winner === them) {
        post({ kind: 'resign', ply: s.moves.length });
      }
      if (s.ending.reason === 'agreement' && prev.drawOffer?.by === them) {
        post({ kind: 'draw-answer', accept: true });
      }
    }
    if (s.drawOffer !== prev.drawOffer) {
      const offer = s.drawOffer;
      if (offer?.by === me && offer.answer === 'pending' && prev.drawOffer?.by !== me) {
        post({ kind: 'draw-offer', ply: s.moves.length });
      }
      if (!offer && !s.ending && prev.drawOffer?.by === them && s.moves === prev.moves) {
        post({ kind: 'draw-answer', accept: false });
      }
    }
  });

  return {
    state,
    receive(raw) {
      if (!limit.take()) return refuse('more messages than the rate allows', raw.slice(0, 200));
      const read = parseMessage(raw);
      if (!read.ok) return refuse(read.error.message, raw.slice(0, 200));
      handle(read.value, raw.slice(0, 200));
    },
    setPeer(peer, problem) {
      const was = state.getState().peer;
      state.setState({ peer, problem: peer === 'connected' ? undefined : problem });
      if (peer === 'connected' && was !== 'connected') {
        post({ kind: 'hello', name: myName, gameId: game().id, moves: texts() });
      }
    },
    ping() {
      const id = nextPing++;
      pings.set(id, now());
      // Pings never answered are forgotten, lest a silent side fill the map.
      for (const old of pings.keys()) if (old < id - 8) pings.delete(old);
      post({ kind: 'ping', id });
    },
    askTakeback() {
      const g = game();
      if (g.ending || g.moves.length === 0 || state.getState().takeback) return;
      // Back to before this side's last move: one ply if it was the last, else two.
      const last = playerOf(g.line().position(g.moves.length - 1).turn);
      const ply = last === me ? g.moves.length - 1 : Math.max(0, g.moves.length - 2);
      if (playerOf(g.line().position(ply).turn) !== me) return;
      state.setState({ takeback: { from: 'me', ply } });
      post({ kind: 'takeback-ask', ply });
    },
    answerTakeback(accept) {
      const asked = state.getState().takeback;
      if (asked?.from !== 'them') return;
      state.setState({ takeback: undefined });
      post({ kind: 'takeback-answer', ply: asked.ply, accept });
      if (accept) game().takeBackTo(asked.ply);
    },
    askRematch() {
      if (state.getState().rematch) return;
      const gameId = options.newId();
      state.setState({ rematch: { from: 'me', gameId } });
      post({ kind: 'rematch-ask', gameId });
    },
    answerRematch(accept) {
      const asked = state.getState().rematch;
      if (asked?.from !== 'them') return;
      state.setState({ rematch: undefined });
      post({ kind: 'rematch-answer', gameId: asked.gameId, accept });
      if (accept) options.rematch(asked.gameId);
    },
    say(text) {
      const line = text.trim();
      if (!line || options.chat?.() === false) return;
      post({ kind: 'chat', text: line.slice(0, 200) });
      state.setState((s) => ({
        chat: [...s.chat, { from: 'me' as const, text: line.slice(0, 200) }].slice(-CHAT_KEPT),
      }));
    },
    leave() {
      post({ kind: 'bye' });
      state.setState({ left: true });
    },
    dispose: unfollow,
  };
}
