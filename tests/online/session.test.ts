import { describe, expect, test } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { legalMoves, type Player } from '../../src/engine';
import { passedPosition } from '../../src/store/game/premove/premover';
import { createGameStore, type GameStore } from '../../src/store/game';
import { selectFinalOutcome } from '../../src/store/game/selectors';
import type { GameSpec } from '../../src/store/game/savedGame';
import { createSession, type Session } from '../../src/online/session';
import { makeMessage } from '../../src/online/protocol';
import { openOnlineGame } from '../../src/online/onlineGame';

const ABACUS3: GameSpec = { game: 'abacus', n: 3, layout: 'standard' };
const ABALONE: GameSpec = {
  game: 'abalone',
  n: 5,
  layout: 'standard',
  timeControl: { base: 300, increment: 5 },
};

interface Side {
  readonly store: StoreApi<GameStore>;
  readonly session: Session;
  readonly sent: string[];
  readonly refusals: string[];
}

/**
 * Two sides joined by a pipe that delivers each message when `flush` says, so that a test
 * decides what arrives and when; the time is the test's own.
 */
function pair(spec: GameSpec, time = { t: 0 }) {
  const make = (me: Player, name: string): Side => {
    const store = createGameStore({ now: () => time.t, wall: () => 1_700_000_000_000 + time.t });
    openOnlineGame(store, spec, 'game-1', { me, myName: name, theirName: '?' });
    const sent: string[] = [];
    const refusals: string[] = [];
    const session = createSession({
      store,
      me,
      myName: name,
      send: (text) => {
        sent.push(text);
        return true;
      },
      now: () => time.t,
      rematch: () => {},
      newId: () => 'game-2',
      log: (why) => refusals.push(why),
    });
    return { store, session, sent, refusals };
  };
  const black = make('black', 'Ana');
  const white = make('white', 'Bo');
  const flush = (): void => {
    for (let round = 0; round < 10 && (black.sent.length || white.sent.length); round++) {
      for (const [from, to] of [
        [black, white],
        [white, black],
      ] as const) {
        const batch = from.sent.splice(0);
        for (const raw of batch) to.session.receive(raw);
      }
    }
  };
  return { black, white, flush, time };
}

/** Plays the `index`th legal move at the game's end on `side`'s board. */
const playNth = (side: Side, index = 0): void => {
  const s = side.store.getState();
  const legal = s.line().legal(s.moves.length);
  s.play(legal[index % legal.length]);
};

describe('a session between two stores', () => {
  test('each side moves only its own colour; moves cross and the engine reads them', () => {
    const { black, white, flush } = pair(ABACUS3);
    playNth(white);
    expect(white.store.getState().moves).toHaveLength(0);
    playNth(black);
    flush();
    expect(white.store.getState().moves.map((m) => m.text)).toEqual(
      black.store.getState().moves.map((m) => m.text),
    );
    expect(white.store.getState().moves).toHaveLength(1);
  });

  test('a whole game played out ends the same on both screens', () => {
    const { black, white, flush } = pair(ABACUS3);
    for (let ply = 0; ply < 200; ply++) {
      const s = black.store.getState();
      if (selectFinalOutcome(s)) break;
      playNth(ply % 2 === 0 ? black : white, ply * 7);
      flush();
    }
    expect(selectFinalOutcome(black.store.getState())).toBeDefined();
    expect(selectFinalOutcome(white.store.getState())).toEqual(
      selectFinalOutcome(black.store.getState()),
    );
    expect(white.store.getState().moves.map((m) => m.text)).toEqual(
      black.store.getState().moves.map((m) => m.text),
    );
    expect(black.refusals).toEqual([]);
    expect(white.refusals).toEqual([]);
  });

  test('a premove made while the other side thinks follows its move at once and crosses as a move', () => {
    const { black, white, flush } = pair(ABACUS3);
    playNth(black);
    flush();
    // Black premoves on its own board while White is to move: the first placement left.
    const b = black.store.getState();
    const passed = passedPosition(b.line().position(1));
    b.makePremove(legalMoves(passed)[0]);
    const premove = black.store.getState().premove;
    expect(premove).toBeDefined();
    playNth(white, 3);
    flush();
    expect(black.store.getState().moves).toHaveLength(3);
    expect(black.store.getState().moves[2].text).toBe(premove?.text);
    expect(white.store.getState().moves.map((m) => m.text)).toEqual(
      black.store.getState().moves.map((m) => m.text),
    );
    expect(black.refusals).toEqual([]);
    expect(white.refusals).toEqual([]);
  });

  test.each([
    ['not JSON', () => 'hello'],
    ['a move for the wrong ply', () => makeMessage({ kind: 'move', ply: 5, move: 'a1' })],
    ['a move that does not read', () => makeMessage({ kind: 'move', ply: 1, move: 'zz99' })],
    // Black's first move again, as if Black were to move: it is White's turn here.
    ['a move out of turn', (first: string) => makeMessage({ kind: 'move', ply: 1, move: first })],
    [
      'an answer to no takeback',
      () => makeMessage({ kind: 'takeback-answer', ply: 0, accept: true }),
    ],
    ['a resignation at another move', () => makeMessage({ kind: 'resign', ply: 9 })],
    ['a draw answer to no offer', () => makeMessage({ kind: 'draw-answer', accept: true })],
  ])('%s is refused, counted, and changes nothing', (_, raw) => {
    const { black, white, flush } = pair(ABACUS3);
    playNth(black);
    flush();
    const before = white.store.getState().moves;
    white.session.receive(raw(before[0].text));
    expect(white.store.getState().moves).toBe(before);
    expect(white.store.getState().ending).toBeUndefined();
    expect(white.session.state.getState().refused).toBe(1);
    expect(white.refusals).toHaveLength(1);
  });

  test('past the rate cap, messages are refused unread', () => {
    const { white } = pair(ABACUS3);
    for (let i = 0; i < 100; i++)
      white.session.receive(makeMessage({ kind: 'chat', text: `hi ${i}` }));
    expect(white.session.state.getState().chat.length).toBeLessThan(100);
    expect(white.session.state.getState().lastRefusal).toContain('rate');
  });

  test('a resignation is seen on the other side', () => {
    const { black, white, flush } = pair(ABACUS3);
    white.store.getState().resign();
    flush();
    expect(black.store.getState().ending).toEqual({ reason: 'resignation', winner: 'black' });
    expect(white.store.getState().ending).toEqual({ reason: 'resignation', winner: 'black' });
  });

  test('a takeback asked and accepted takes both back to the same ply; declined, neither', () => {
    const { black, white, flush } = pair(ABACUS3);
    playNth(black);
    flush();
    black.session.askTakeback();
    flush();
    expect(white.session.state.getState().takeback).toEqual({ from: 'them', ply: 0 });
    white.session.answerTakeback(false);
    flush();
    expect(black.store.getState().moves).toHaveLength(1);
    black.session.askTakeback();
    flush();
    white.session.answerTakeback(true);
    flush();
    expect(black.store.getState().moves).toHaveLength(0);
    expect(white.store.getState().moves).toHaveLength(0);
    expect(black.session.state.getState().takeback).toBeUndefined();
  });

  test('a draw offered and accepted ends both games drawn', () => {
    const { black, white, flush } = pair(ABALONE);
    black.store.getState().offerDraw();
    flush();
    expect(white.store.getState().drawOffer).toMatchObject({ by: 'black', answer: 'pending' });
    white.store.getState().answerDraw(true);
    flush();
    expect(black.store.getState().ending).toEqual({ reason: 'agreement', winner: undefined });
    expect(white.store.getState().ending).toEqual({ reason: 'agreement', winner: undefined });
  });

  test('the mover’s own clock is the authority, and travel time is allowed to the other side', () => {
    const { black, white, flush, time } = pair(ABALONE);
    white.session.ping();
    time.t = 200;
    flush();
    expect(white.session.state.getState().rtt).toBe(200);
    // Two untimed moves, then timed ones.
    playNth(black);
    flush();
    playNth(white);
    flush();
    time.t = 10_200;
    playNth(black);
    const told = black.store.getState().moves[2].notes?.clock;
    expect(told).toBe(300_000 - 10_000 + 5_000);
    time.t = 10_300;
    flush();
    expect(white.store.getState().moves[2].notes?.clock).toBe(told);
    expect(white.store.getState().clockReading()?.black).toBe(told);
    // White moves: its time goes to Black with the move, and Black allows it half a round trip.
    time.t = 20_300;
    playNth(white);
    const whiteLeft = white.store.getState().moves[3].notes?.clock;
    expect(white.store.getState().clockReading()?.black).toBe((told ?? 0) + 100);
    flush();
    expect(black.store.getState().clockReading()?.white).toBe(whiteLeft);
  });
});

describe('resuming', () => {
  test('a side gone longer than its clock loses on time, as over the board', () => {
    const { black, white, flush, time } = pair(ABALONE);
    playNth(black);
    flush();
    playNth(white);
    flush();
    time.t = 1_000;
    playNth(black);
    flush();
    // White's tab goes; Black's screen keeps White's clock running.
    black.session.setPeer('reconnecting', 'closed');
    time.t = 1_000 + 300_000 - 1;
    expect(black.store.getState().checkFlag()).toBe(false);
    time.t = 1_000 + 300_000 + 1;
    expect(black.store.getState().checkFlag()).toBe(true);
    expect(black.store.getState().ending).toEqual({ reason: 'time', winner: 'black' });
    // White comes back to the same verdict: its own clock ran on too.
    expect(white.store.getState().checkFlag()).toBe(true);
    white.session.setPeer('connected');
    black.session.setPeer('connected');
    flush();
    expect(white.store.getState().ending).toEqual({ reason: 'time', winner: 'black' });
    expect(white.store.getState().moves.map((m) => m.text)).toEqual(
      black.store.getState().moves.map((m) => m.text),
    );
    expect(black.refusals).toEqual([]);
    expect(white.refusals).toEqual([]);
  });

  test('a side that missed the last move takes it from the hello; different games are both kept', () => {
    const { black, white, flush } = pair(ABACUS3);
    playNth(black);
    // The move never arrived.
    black.sent.length = 0;
    white.session.setPeer('connected');
    black.session.setPeer('connected');
    flush();
    expect(white.store.getState().moves.map((m) => m.text)).toEqual(
      black.store.getState().moves.map((m) => m.text),
    );
    expect(white.session.state.getState().theirName).toBe('Ana');

    playNth(white, 1);
    white.sent.length = 0;
    black.store.getState().takeBackTo(0);
    playNth(black, 2);
    black.sent.length = 0;
    const mine = white.store.getState().moves;
    white.session.setPeer('reconnecting');
    black.session.setPeer('reconnecting');
    white.session.setPeer('connected');
    black.session.setPeer('connected');
    flush();
    expect(white.store.getState().moves).toBe(mine);
    expect(white.session.state.getState().diverged?.mine).toEqual(mine.map((m) => m.text));
    expect(black.session.state.getState().diverged?.theirs).toEqual(mine.map((m) => m.text));
  });
});
