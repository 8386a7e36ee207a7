import { describe, expect, test, vi } from 'vitest';
import { changesOf } from '../../src/announce/changes';
import { parseMove } from '../../src/engine';
import { createGameStore, type GameStore } from '../../src/store/game';
import { selectPosition } from '../../src/store/game/selectors';
import { type GameSpec, HUMANS } from '../../src/store/game/savedGame';
import type { Sound } from '../../src/games';
import { type AudioOut, createSoundPlayer } from '../../src/sound/synth';
import { soundsOf } from '../../src/sound/triggers';

const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };
const LINE = ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9'];
const EJECT_ONE = ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9'];

/** A store with `before` played, recording the sounds each later change makes. */
function listen(spec: GameSpec, before: readonly string[]) {
  const store = createGameStore();
  store.getState().newGame(spec, HUMANS);
  const heard: Sound[][] = [];
  const playAll = (tokens: readonly string[]) => {
    for (const token of tokens) {
      const move = parseMove(selectPosition(store.getState()), token);
      if (!move.ok) throw new Error(`${token}: ${move.error.message}`);
      store.getState().play(move.value);
    }
  };
  playAll(before);
  store.subscribe((next: GameStore, prev: GameStore) => {
    heard.push([...soundsOf(changesOf(prev, next))]);
  });
  return { store, heard, playAll };
}

describe('what each move sounds like', () => {
  test.each([
    ['a placement', ABACUS, [], 'e5', ['place']],
    ['an Abacus slide', ABACUS, LINE, 'c4b4', ['slide']],
    ['an Abalone step', ABALONE, [], 'c3d3', ['move']],
    ['an in-line move', ABALONE, [], 'a1b2', ['move']],
    ['a broadside', ABALONE, [], 'c3c5d4', ['move']],
    ['an ejection', ABALONE, EJECT_ONE, 'e4f4', ['eject']],
  ] as const)('%s', (_, spec, before, token, sounds) => {
    const { heard, playAll } = listen(spec, before);
    playAll([token]);
    expect(heard).toEqual([sounds]);
  });

  test('the move that fills the board also ends the game', () => {
    // A board of 3 per side has 19 cells; black and white fill it in turn.
    const spec: GameSpec = { game: 'abacus', n: 3, layout: 'standard' };
    const cells = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'b4', 'c1', 'c2', 'c3', 'c4', 'c5'];
    const rest = ['d2', 'd3', 'd4', 'd5', 'e3', 'e4', 'e5'];
    const { heard, playAll } = listen(spec, [...cells, ...rest.slice(0, -1)]);
    playAll(rest.slice(-1));
    expect(heard).toEqual([['place', 'end']]);
  });

  test('a resignation ends the game with its sound; undo, viewing and a new game are silent', () => {
    const { store, heard, playAll } = listen(ABACUS, ['e5', 'a1']);
    store.getState().undo();
    store.getState().goTo(0);
    store.getState().goTo(1);
    playAll(['a1']);
    store.getState().resign();
    store.getState().newGame(ABALONE);
    expect(heard).toEqual([[], [], [], ['place'], ['end'], []]);
  });
});

/** A stand-in for the Web Audio API that counts the notes started. */
function fakeAudio(state = 'running') {
  const param = () => ({
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  const started: number[] = [];
  const out = {
    currentTime: 10,
    destination: {},
    state,
    resume: vi.fn(async () => {}),
    createOscillator: () => ({
      type: 'sine',
      frequency: param(),
      connect: vi.fn(),
      start: (at: number) => started.push(at),
      stop: vi.fn(),
    }),
    createGain: () => ({ gain: param(), connect: vi.fn() }),
  };
  return { out: out as unknown as AudioOut, started, resume: out.resume };
}

describe('the sound player', () => {
  test('opens the audio on the first sound only, and schedules each note after the delay', () => {
    const audio = fakeAudio();
    const open = vi.fn(() => audio.out);
    const player = createSoundPlayer(open);
    expect(open).not.toHaveBeenCalled();
    expect(player.play('end', 0.5)).toBe(true);
    expect(player.play('place')).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(audio.started).toEqual([10.5, 10.65, 10.8, 10]);
  });

  test('wakes a suspended context', () => {
    const audio = fakeAudio('suspended');
    createSoundPlayer(() => audio.out).play('push');
    expect(audio.resume).toHaveBeenCalled();
  });

  test.each([
    ['no Web Audio', () => undefined],
    [
      'a context that cannot be made',
      () => {
        throw new Error('too many contexts');
      },
    ],
  ])('with %s it stays silent and never throws', (_, open) => {
    const player = createSoundPlayer(open);
    expect(player.play('eject')).toBe(false);
    expect(player.play('end')).toBe(false);
  });
});
