import { describe, expect, test, vi } from 'vitest';
import type { AiClient } from '../../src/ai/worker/client';
import { LEVEL_SETTINGS } from '../../src/ai/search/levels';
import { attachComputer } from '../../src/store/computer/attachComputer';
import { thinkBudget } from '../../src/store/computer/thinkBudget';
import { createGameStore, savedOf } from '../../src/store/game';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import { selectFinalOutcome, selectLegal } from '../../src/store/game/selectors';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport } from '../../src/store/records/apgnImport';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { HUMANS } from '../../src/store/game/savedGame';
import { UNTIMED_MOVES } from '../../src/store/game/clocks/clocks';
import { lowTimeMs } from '../../src/store/game/clocks/clockState';
import { ONLINE_EVENT } from '../../src/store/game/onlineEvent';

/** One minute each, two seconds added per move. */
const TIMED: GameSpec = {
  game: 'abalone',
  n: 5,
  layout: 'standard',
  timeControl: { base: 60, increment: 2 },
};

/** When the tests' games begin, on the wall clock. */
const DAY = Date.UTC(2025, 5, 1, 12);

/**
 * A store on clocks the test moves, with a timed game started at 1000 ms on the monotonic
 * clock and at `DAY` on the wall clock; unless `begun` is false, each side has made its
 * untimed first move at once, so that Black's clock runs from there with its full time.
 */
function timedGame(players: Players = HUMANS, spec: GameSpec = TIMED, begun = true) {
  let time = 1000;
  let wall = DAY;
  const store = createGameStore({ now: () => time, wall: () => wall });
  store.getState().newGame(spec, players);
  for (let i = 0; begun && i < UNTIMED_MOVES; i++) {
    store.getState().play(selectLegal(store.getState())[0]);
  }
  return {
    store,
    /** Time passes, on both clocks. */
    wait: (ms: number) => {
      time += ms;
      wall += ms;
    },
    /** The computer's clock is set back or forward: only the wall clock moves. */
    setWall: (by: number) => {
      wall += by;
    },
    /**
     * The game saved as it stands and opened in a new page `away` ms later by the wall clock,
     * as a reload does: the new page's monotonic clock starts again.
     */
    reload: (away: number) => {
      const read = parseSavedGame(serialiseGame(savedOf(store.getState())));
      if (!read.ok) throw new Error(read.error.message);
      wall += away;
      return createGameStore({ saved: read.value, now: () => time, wall: () => wall });
    },
    /** Plays the first legal move, as a player would. */
    move: () => store.getState().play(selectLegal(store.getState())[0]),
    reading: () => store.getState().clockReading(),
  };
}

describe('the clocks of a timed game', () => {
  test('run for the side to move, and add the increment after each move', () => {
    const { store, wait, move, reading } = timedGame();
    expect(reading()).toEqual({ black: 60000, white: 60000, running: 'black', paused: false });
    wait(5000);
    expect(reading()?.black).toBe(55000);
    move();
    // 60 s less the 5 s thought, and 2 s back.
    expect(store.getState().moves[2].notes).toEqual({ clock: 57000 });
    expect(reading()).toEqual({ black: 57000, white: 60000, running: 'white', paused: false });
    wait(3000);
    expect(reading()).toEqual({ black: 57000, white: 57000, running: 'white', paused: false });
    move();
    expect(store.getState().moves[3].notes).toEqual({ clock: 59000 });
    expect(reading()?.running).toBe('black');
  });

  test('a game without a time control has none', () => {
    const store = createGameStore();
    store.getState().newGame({ game: 'abacus', n: 5, layout: 'standard' });
    expect(store.getState().clocks).toBeUndefined();
    expect(store.getState().clockReading()).toBeUndefined();
    store.getState().play(selectLegal(store.getState())[0]);
    expect(store.getState().moves[0].notes).toBeUndefined();
  });

  test('the flag ends the game as a loss on time for the side whose time ran out', () => {
    const { store, wait, move, reading } = timedGame();
    move();
    wait(59999);
    expect(store.getState().checkFlag()).toBe(false);
    wait(1);
    expect(store.getState().checkFlag()).toBe(true);
    expect(store.getState().ending).toEqual({ reason: 'time', winner: 'black' });
    expect(selectFinalOutcome(store.getState())).toEqual({ reason: 'time', winner: 'black' });
    expect(reading()).toEqual({ black: 62000, white: 0, running: undefined, paused: false });
    // The game is over: no move, no takeback, and the clocks stand still.
    move();
    store.getState().undo();
    wait(10000);
    expect(store.getState().moves).toHaveLength(3);
    expect(reading()?.black).toBe(62000);
  });

  // The computer's clock set back or forward mid-game: a clock on the table does not jump.
  test.each([
    ['back', -3_600_000],
    ['forward', 3_600_000],
  ])('the wall clock set %s an hour mid-game changes no clock', (_way, by) => {
    const { store, wait, setWall, move, reading } = timedGame();
    wait(5000);
    setWall(by);
    wait(3000);
    expect(reading()).toEqual({ black: 52000, white: 60000, running: 'black', paused: false });
    expect(store.getState().checkFlag()).toBe(false);
    move();
    expect(store.getState().moves[2].notes).toEqual({ clock: 54000 });
    setWall(-by);
    wait(1000);
    expect(reading()).toMatchObject({ black: 54000, white: 59000 });
  });

  test('a checkpoint changes no reading', () => {
    const { store, wait, reading } = timedGame();
    wait(5000);
    const before = reading();
    store.getState().checkpointClock();
    expect(reading()).toEqual(before);
    wait(1000);
    expect(reading()?.black).toBe(54000);
  });

  test('a move made after the time ran out is too late: the flag falls instead', () => {
    const { store, wait, move } = timedGame();
    wait(60000);
    move();
    expect(store.getState().moves).toHaveLength(2);
    expect(store.getState().ending).toEqual({ reason: 'time', winner: 'white' });
  });

  test('pause stops the running clock until resumed; a move resumes it too', () => {
    const { store, wait, move, reading } = timedGame();
    wait(4000);
    store.getState().pauseClock();
    wait(100000);
    expect(reading()).toEqual({ black: 56000, white: 60000, running: undefined, paused: true });
    expect(store.getState().checkFlag()).toBe(false);
    store.getState().resumeClock();
    wait(1000);
    expect(reading()).toEqual({ black: 55000, white: 60000, running: 'black', paused: false });
    store.getState().pauseClock();
    wait(5000);
    move();
    // Paused, the move cost nothing more; it gained its increment and started White's clock.
    expect(reading()).toEqual({ black: 57000, white: 60000, running: 'white', paused: false });
  });

  test('viewing an earlier move does not stop the clock', () => {
    const { store, wait, move, reading } = timedGame();
    move();
    store.getState().goTo(0);
    wait(2000);
    expect(reading()).toMatchObject({ white: 58000, running: 'white' });
    wait(58000);
    expect(store.getState().checkFlag()).toBe(true);
  });

  test('a takeback restores both clocks as they were before the move taken back, and redo again', () => {
    const { store, wait, move, reading } = timedGame();
    wait(5000);
    move(); // Black 57 s
    wait(10000);
    move(); // White 52 s
    wait(7000);
    store.getState().undo();
    // Before White's move: Black had 57 s, White its full minute, White to move from now.
    expect(reading()).toEqual({ black: 57000, white: 60000, running: 'white', paused: false });
    wait(1000);
    expect(reading()?.white).toBe(59000);
    store.getState().undo();
    expect(reading()).toEqual({ black: 60000, white: 60000, running: 'black', paused: false });
    store.getState().redo();
    store.getState().redo();
    expect(reading()).toEqual({ black: 57000, white: 52000, running: 'black', paused: false });
  });

  test('against the computer a takeback restores the clocks before the person’s move', () => {
    const { store, wait, move, reading } = timedGame({ black: 'human', white: 'easy' });
    wait(5000);
    move();
    wait(1000);
    move(); // the computer's reply: White 61 s
    store.getState().undo();
    expect(store.getState().moves).toHaveLength(2);
    expect(reading()).toEqual({ black: 60000, white: 60000, running: 'black', paused: false });
  });

  test('a takeback while paused keeps the clocks paused', () => {
    const { store, move, reading } = timedGame();
    move();
    store.getState().pauseClock();
    store.getState().undo();
    expect(reading()).toEqual({ black: 60000, white: 60000, running: undefined, paused: true });
  });

  // A resignation or an agreed draw stops the clocks where they stood: the side that was
  // thinking is charged its time, and neither clock runs on.
  test.each([
    ['a resignation', (store: ReturnType<typeof timedGame>['store']) => store.getState().resign()],
    [
      'a draw agreed',
      (store: ReturnType<typeof timedGame>['store']) => {
        store.getState().offerDraw();
        store.getState().answerDraw(true);
      },
    ],
  ])('%s stops both clocks, charging the side that was thinking', (_what, end) => {
    const { store, wait, move, reading } = timedGame();
    wait(5000);
    move(); // Black 57 s
    wait(4000);
    end(store);
    expect(store.getState().ending).toBeDefined();
    expect(reading()).toEqual({ black: 57000, white: 56000, running: undefined, paused: false });
    wait(30000);
    expect(reading()).toMatchObject({ black: 57000, white: 56000 });
  });

  test('a rematch and a new game start full clocks', () => {
    const { store, wait, move, reading } = timedGame();
    wait(5000);
    move();
    store.getState().rematch();
    expect(store.getState().spec.timeControl).toEqual({ base: 60, increment: 2 });
    expect(reading()).toEqual({ black: 60000, white: 60000, running: undefined, paused: false });
    store.getState().newGame({ ...TIMED, timeControl: { base: 300, increment: 3 } });
    expect(reading()?.white).toBe(300000);
  });

  test('each side’s first move is untimed, as on lichess: the second move starts the clocks', () => {
    const { store, wait, move, reading } = timedGame(HUMANS, TIMED, false);
    const waiting = { black: 60000, white: 60000, running: undefined, paused: false };
    expect(reading()).toEqual(waiting);
    wait(30000);
    expect(store.getState().checkFlag()).toBe(false);
    move();
    // Black's first move took 30 s, and cost nothing: no increment either.
    expect(store.getState().moves[0].notes).toEqual({ clock: 60000 });
    expect(reading()).toEqual(waiting);
    wait(90000);
    move();
    expect(store.getState().moves[1].notes).toEqual({ clock: 60000 });
    expect(reading()).toEqual({ ...waiting, running: 'black' });
    wait(4000);
    move();
    expect(store.getState().moves[2].notes).toEqual({ clock: 58000 });
    // Nothing to pause before the clocks start, and nothing to resume.
    store.getState().undo();
    store.getState().undo();
    expect(reading()).toEqual(waiting);
    store.getState().pauseClock();
    store.getState().resumeClock();
    expect(reading()).toEqual(waiting);
  });

  test('a game saved before its clocks started comes back waiting, not paused', () => {
    const { store, wait, move, reload } = timedGame(HUMANS, TIMED, false);
    move();
    wait(5000);
    expect(reload(1000).getState().clockReading()).toEqual({
      black: 60000,
      white: 60000,
      running: undefined,
      paused: false,
    });
    expect(store.getState().moves).toHaveLength(1);
  });

  // A tenth of the time and five increments, 10 s to a minute, at most a third of the time.
  test.each([
    [{ base: 300, increment: 3 }, 45_000],
    [{ base: 600, increment: 5 }, 60_000],
    [{ base: 900, increment: 0 }, 60_000],
    [{ base: 1200, increment: 10 }, 60_000],
    [{ base: 60, increment: 0 }, 10_000],
    [{ base: 180, increment: 2 }, 28_000],
    [{ base: 6, increment: 0 }, 2_000],
  ])('on %j a clock warns below %i ms', (tc, ms) => {
    expect(lowTimeMs(tc)).toBe(ms);
  });
});

describe('clocks saved and read back', () => {
  test('a reload brings the clocks back paused, the side to move charged what it spent', () => {
    const { store, wait, move } = timedGame();
    wait(5000);
    move();
    wait(9000);
    move();
    wait(3000);
    // As the page goes, the running clock is checkpointed for the save.
    store.getState().checkpointClock();
    const text = serialiseGame(savedOf(store.getState()));
    expect(JSON.parse(text)).toMatchObject({
      version: 6,
      spec: { timeControl: TIMED.timeControl },
      clockTimes: { black: 54000, white: 53000, at: DAY + 17000 },
    });
    let time = 0;
    const read = parseSavedGame(text);
    if (!read.ok) throw new Error(read.error.message);
    const again = createGameStore({ saved: read.value, now: () => time, wall: () => DAY + 18000 });
    // 57 s after its move, less the 3 s it thought before the reload and the 1 s the reload took.
    const paused = { black: 53000, white: 53000, running: undefined, paused: true };
    expect(again.getState().clockReading()).toEqual(paused);
    time += 100000;
    expect(again.getState().clockReading()).toEqual(paused);
    again.getState().resumeClock();
    time += 1000;
    expect(again.getState().clockReading()).toMatchObject({ black: 52000, running: 'black' });
  });

  // Black thinks 22 s of its minute, and the page reloads: what it spent stays spent. The time
  // the page was away counts only as a reload (up to 30 s); a longer gap is the game put
  // aside, or the wall clock set forward, and a gap below zero the wall clock set back.
  test.each([
    ['a reload 2 s later', 2000, 36000],
    ['a reload 30 s later', 30000, 8000],
    ['a reload 31 s later', 31000, 38000],
    ['the game reopened the next day', 86_400_000, 38000],
    ['the wall clock set back an hour across the reload', -3_600_000, 38000],
    ['the wall clock set forward an hour across the reload', 3_600_000, 38000],
  ])('%s: Black comes back with %i ms', (_what, away, black) => {
    const { store, wait, reload } = timedGame();
    wait(22000);
    store.getState().checkpointClock();
    const again = reload(away);
    expect(again.getState().clockReading()).toEqual({
      black,
      white: 60000,
      running: undefined,
      paused: true,
    });
    expect(again.getState().checkFlag()).toBe(false);
    expect(again.getState().ending).toBeUndefined();
  });

  // Online, the other side's screen ran the clock while this page was away: no gap is a
  // pause, and a side gone longer than its time has lost on time, on both screens.
  test.each([
    ['a reload 2 s later', 2000, 36000, false],
    ['a reload 31 s later', 31000, 7000, false],
    ['back after ten minutes', 600_000, 0, true],
    ['the wall clock set back an hour across the reload', -3_600_000, 38000, false],
  ])('a game online, %s: Black comes back with %i ms', (_what, away, black, lost) => {
    const { store, wait, reload } = timedGame();
    store.setState({ tags: [['Event', ONLINE_EVENT]] });
    wait(22000);
    store.getState().checkpointClock();
    const again = reload(away);
    expect(again.getState().clockReading()?.black).toBe(black);
    expect(again.getState().checkFlag()).toBe(lost);
    expect(again.getState().ending).toEqual(lost ? { reason: 'time', winner: 'white' } : undefined);
  });

  test('a page that ended without warning is charged up to its last checkpoint, and the gap since', () => {
    const { store, wait, reload } = timedGame();
    wait(15000);
    store.getState().checkpointClock();
    // Seven more seconds, then the tab crashes: no checkpoint as it goes.
    wait(7000);
    expect(reload(3000).getState().clockReading()?.black).toBe(35000);
  });

  test.each([
    ['paused', (s: ReturnType<typeof timedGame>['store']) => s.getState().pauseClock()],
    ['after a resignation', (s: ReturnType<typeof timedGame>['store']) => s.getState().resign()],
  ])('the time spent before the clocks stopped (%s) survives a reload', (_what, stop) => {
    const { store, wait, reload } = timedGame();
    wait(22000);
    stop(store);
    wait(5000);
    expect(reload(10000).getState().clockReading()).toMatchObject({ black: 38000, white: 60000 });
  });

  test('a side whose time ran out while the page was away loses on time at its next move', () => {
    const { store, wait, reload } = timedGame();
    wait(50000);
    store.getState().checkpointClock();
    const again = reload(12000);
    expect(again.getState().clockReading()).toMatchObject({ black: 0, paused: true });
    again.getState().play(selectLegal(again.getState())[0]);
    expect(again.getState().moves).toHaveLength(2);
    expect(again.getState().ending).toEqual({ reason: 'time', winner: 'white' });
  });

  test.each([
    ['more time than the notes give', { black: 90000, white: 60000 }, 60000],
    ['a stamp from 1970', { black: 50000, white: 60000, at: 0 }, 50000],
  ])('a save with %s gives none back', (_what, clockTimes, black) => {
    const { store } = timedGame();
    const data = { ...JSON.parse(serialiseGame(savedOf(store.getState()))), clockTimes };
    const read = parseSavedGame(JSON.stringify(data));
    if (!read.ok) throw new Error(read.error.message);
    const again = createGameStore({ saved: read.value, wall: () => DAY });
    expect(again.getState().clockReading()?.black).toBe(black);
  });

  test.each([
    ['a time left out of bounds', { black: -1, white: 0 }, /whole milliseconds/],
    ['a time left of text', { black: '1:00', white: 0 }, /whole milliseconds/],
    ['a stamp that is no time', { black: 0, white: 0, at: 1.5 }, /since 1970/],
    ['no time control', { black: 0, white: 0 }, /needs a spec.timeControl/],
    ['version 5', { black: 0, white: 0 }, /not part of version 5/],
  ])('saved clock times with %s are refused', (what, clockTimes, message) => {
    const { store } = timedGame();
    const data = JSON.parse(serialiseGame(savedOf(store.getState())));
    if (what === 'no time control') delete data.spec.timeControl;
    if (what === 'version 5') data.version = 5;
    const read = parseSavedGame(JSON.stringify({ ...data, clockTimes }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(message);
  });

  test('a loss on time is saved, and reads with the loser’s clock at zero', () => {
    const { store, wait, move } = timedGame();
    move();
    wait(70000);
    store.getState().checkFlag();
    const read = parseSavedGame(serialiseGame(store.getState()));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.ending).toEqual({ reason: 'time', winner: 'black' });
    const again = createGameStore({ saved: read.value });
    expect(again.getState().clockReading()).toMatchObject({ black: 62000, white: 0 });
  });

  const v4 = (extra: object) =>
    JSON.stringify({
      version: 4,
      spec: { game: 'abalone', n: 5, layout: 'standard' },
      moves: ['a4b4'],
      notes: [{ clock: 4000 }],
      cursor: 1,
      ending: null,
      ...extra,
    });

  test('a version 4 save still reads, without clocks', () => {
    const read = parseSavedGame(v4({}));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.spec.timeControl).toBeUndefined();
    expect(read.value.moves[0].notes).toEqual({ clock: 4000 });
    expect(createGameStore({ saved: read.value }).getState().clocks).toBeUndefined();
  });

  test.each([
    ['a time control', { spec: { ...TIMED } }, /timeControl is not part of version 4/],
    ['a loss on time', { ending: { reason: 'time', winner: 'black' } }, /resignation or agreement/],
  ])('a version 4 save with %s is refused', (_, extra, message) => {
    const read = parseSavedGame(v4(extra));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(message);
  });

  test('a time control out of bounds is refused', () => {
    const read = parseSavedGame(
      JSON.stringify({
        version: 5,
        spec: { ...TIMED, timeControl: { base: 1, increment: 0 } },
        moves: [],
        cursor: 0,
        ending: null,
      }),
    );
    expect(read.ok).toBe(false);
  });
});

describe('clocks in records', () => {
  test('a record has the TimeControl and each move’s clock, and imports with them paused', () => {
    const { store, wait, move } = timedGame();
    wait(5000);
    move();
    wait(9000);
    move();
    const text = exportGame(store.getState());
    expect(text).toContain('[TimeControl "60+2"]');
    expect(text).toContain('[%clk 0:00:57]');
    expect(text).toContain('[%clk 0:00:53]');
    const read = parseImport(text, { game: 'abalone' });
    if (!read.ok) throw new Error(read.error.message);
    const [imported] = read.value;
    expect(imported.game.spec.timeControl).toEqual({ base: 60, increment: 2 });
    const again = createGameStore({ saved: { ...store.getState(), ...imported.game } });
    expect(again.getState().clockReading()).toEqual({
      black: 57000,
      white: 53000,
      running: undefined,
      paused: true,
    });
  });

  // On 60+2 a side has at most 62 s after its first move and 64 s after its second, in a side
  // line too: a clock beyond that is no clock the game had, and stays in the comment as text.
  test.each([
    ['0:01:02', '0:01:04', { clock: 62000, comment: 'x' }, { clock: 64000, comment: 'y' }],
    [
      '0:01:02.1',
      '0:01:04.1',
      { comment: '[%clk 0:01:02.1] x' },
      { comment: '[%clk 0:01:04.1] y' },
    ],
    [
      '999:59:59',
      '999:59:59',
      { comment: '[%clk 999:59:59] x' },
      { comment: '[%clk 999:59:59] y' },
    ],
  ])('a record’s clocks %s and %s read as %j and %j', (first, second, firstNotes, secondNotes) => {
    const text = [
      '[Variant "belgian"]',
      '[TimeControl "60+2"]',
      '',
      `1. i9h8 {[%clk ${first}] x} i6h6 2. i8h7 (2. a1b2 a5b5 {[%clk ${second}] y}) *`,
    ].join('\n');
    const read = parseImport(text, { game: 'abalone' });
    if (!read.ok) throw new Error(read.error.message);
    const { moves, variations } = read.value[0].game;
    expect(moves[0].notes).toEqual(firstNotes);
    expect(variations?.[0].moves[1].notes).toEqual(secondNotes);
  });

  test('a loss on time is exported as a time forfeit and read back as one', () => {
    const { store, wait, move } = timedGame();
    move();
    wait(70000);
    store.getState().checkFlag();
    const text = exportGame(store.getState());
    expect(text).toContain('[Termination "time forfeit"]');
    expect(text).toContain('[Result "1-0"]');
    const read = parseImport(text, { game: 'abalone' });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value[0].game.ending).toEqual({ reason: 'time', winner: 'black' });
  });

  test('a game without clocks has no TimeControl tag', () => {
    const store = createGameStore();
    expect(exportGame(store.getState())).not.toContain('TimeControl');
  });
});

describe("the computer's think budget", () => {
  test('a thirtieth of its time and most of the increment, within its level’s budget', () => {
    const tc = { base: 60, increment: 0 };
    expect(thinkBudget('expert', 60000, tc)).toBe(2000);
    expect(thinkBudget('expert', 60000, { base: 60, increment: 2 })).toBe(3600);
    expect(thinkBudget('easy', 60000, tc)).toBe(LEVEL_SETTINGS.easy.timeMs);
    expect(thinkBudget('expert', 300, tc)).toBe(50);
    expect(thinkBudget('expert', undefined, undefined)).toBe(LEVEL_SETTINGS.expert.timeMs);
  });

  test('the computer thinks on its own clock, which runs while it thinks', () => {
    const { store, wait } = timedGame(
      { black: 'expert', white: 'human' },
      {
        ...TIMED,
        timeControl: { base: 30, increment: 0 },
      },
    );
    wait(3000);
    const think = vi.fn<AiClient['think']>(() => new Promise(() => {}));
    const client: AiClient = { think, ponder: vi.fn(), cancel: vi.fn(), dispose: vi.fn() };
    const detach = attachComputer(store, client);
    // 27 s left: a thirtieth is 900 ms.
    expect(think.mock.calls[0][0].timeMs).toBe(900);
    expect(store.getState().clockReading()).toMatchObject({ black: 27000, running: 'black' });
    detach();
  });
});
