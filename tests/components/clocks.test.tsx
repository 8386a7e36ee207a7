import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { TICK_MS } from '../../src/components/clock/Clocks';
import { clockText } from '../../src/components/clock/clockText';
import App from '../../src/App';
import type { AppStore } from '../../src/store/app/bootApp';
import { sounds } from '../../src/sound/synth';
import { savedOf } from '../../src/store/game';
import { CHECKPOINT_MS } from '../../src/store/game/clocks/savedClocks';
import { createPrefsStore } from '../../src/store/prefs';
import { ABALONE, playTokens, renderApp, storeFor } from './render';

afterEach(() => {
  vi.useRealTimers();
});

const clock = (player: 'black' | 'white') => screen.getByTestId(`clock-${player}`);
/** Each side's untimed first move: the clocks run from the next. */
const OPENING = ['c3d3', 'g7f7'];
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test('a clock shows m:ss, and tenths under ten seconds', () => {
  expect(clockText(300000)).toBe('5:00');
  expect(clockText(272999)).toBe('4:32');
  expect(clockText(10000)).toBe('0:10');
  expect(clockText(9999)).toBe('0:09.9');
  expect(clockText(0)).toBe('0:00.0');
  expect(clockText(36000000)).toBe('600:00');
});

test('the clocks show beside the turn and tick for the side to move, low time marked, until the flag', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
  const store = storeFor({ ...ABALONE, timeControl: { base: 30, increment: 5 } }, OPENING);
  renderApp(store);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:30");
  expect(clock('black')).toHaveAttribute('aria-current', 'true');
  expect(clock('white')).not.toHaveAttribute('aria-current');
  expect(clock('black')).not.toHaveAttribute('data-low');

  pass(1500);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:28");
  expect(clock('white')).toHaveAccessibleName("White's clock, 0:30");

  // Under a third of its 30 seconds, Black's time is low.
  pass(25600);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:02.9");
  expect(clock('black')).toHaveAttribute('data-low', 'true');

  fireEvent.click(screen.getByRole('button', { name: 'Pause clocks' }));
  expect(clock('black')).not.toHaveAttribute('aria-current');
  pass(60000);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:02.9");
  expect(store.getState().ending).toBeUndefined();

  fireEvent.click(screen.getByRole('button', { name: 'Resume clocks' }));
  pass(2900 + TICK_MS);
  expect(store.getState().ending).toEqual({ reason: 'time', winner: 'white' });
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:00.0");
  expect(within(screen.getByTestId('turn')).getByText('Game over:')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pause clocks' })).toBeNull();
});

test('before each side has moved once no clock runs, and the clocks say when they start', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
  const store = storeFor({ ...ABALONE, timeControl: { base: 30, increment: 5 } });
  renderApp(store);
  expect(screen.getByTestId('clocks-waiting')).toHaveTextContent(
    'The clocks start once each side has moved',
  );
  expect(screen.queryByRole('button', { name: 'Pause clocks' })).toBeNull();
  pass(60000);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:30");
  expect(clock('black')).not.toHaveAttribute('aria-current');
  act(() => playTokens(store, OPENING));
  expect(screen.queryByTestId('clocks-waiting')).toBeNull();
  expect(clock('black')).toHaveAttribute('aria-current', 'true');
  pass(1500);
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:28");
});

test('the running clock is checkpointed for the save, so that a page ended without warning loses little', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
  const store = storeFor({ ...ABALONE, timeControl: { base: 60, increment: 0 } }, OPENING);
  renderApp(store);
  const began = Date.now();
  pass(CHECKPOINT_MS - 1);
  expect(savedOf(store.getState()).clockTimes).toEqual({ black: 60000, white: 60000, at: began });
  pass(1 + CHECKPOINT_MS + 5000);
  expect(savedOf(store.getState()).clockTimes).toEqual({
    black: 60000 - 2 * CHECKPOINT_MS,
    white: 60000,
    at: began + 2 * CHECKPOINT_MS,
  });
  expect(clock('black')).toHaveAccessibleName("Black's clock, 0:35");
});

test('a game without a time control shows no clocks', () => {
  renderApp(storeFor(ABALONE));
  expect(screen.queryByTestId('clock-black')).toBeNull();
});

test('the New game dialog sets a time control, preset or custom, and remembers it', async () => {
  const store = storeFor(ABALONE);
  renderApp(store);
  fireEvent.click(screen.getByRole('button', { name: 'New game' }));
  let dialog = await screen.findByTestId('new-game');
  const choice = within(dialog).getByLabelText('Time control');
  expect(choice).toHaveValue('none');
  expect(within(dialog).queryByLabelText('Minutes')).toBeNull();
  fireEvent.change(choice, { target: { value: 'custom' } });
  fireEvent.input(within(dialog).getByLabelText('Minutes'), { target: { value: '0.1' } });
  fireEvent.input(within(dialog).getByLabelText('Increment (seconds)'), {
    target: { value: '2' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start game' }));
  expect(store.getState().spec.timeControl).toEqual({ base: 6, increment: 2 });
  expect(clock('white')).toHaveAccessibleName("White's clock, 0:06.0");

  fireEvent.click(screen.getByRole('button', { name: 'New game' }));
  dialog = await screen.findByTestId('new-game');
  expect(within(dialog).getByLabelText('Time control')).toHaveValue('custom');
  expect(within(dialog).getByLabelText('Minutes')).toHaveValue(0.1);
  fireEvent.change(within(dialog).getByLabelText('Time control'), {
    target: { value: '600+5' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Start game' }));
  expect(store.getState().spec.timeControl).toEqual({ base: 600, increment: 5 });
});

test('with sound on, a clock running low beeps once', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
  const play = vi.spyOn(sounds, 'play').mockReturnValue(true);
  const store = storeFor({ ...ABALONE, timeControl: { base: 30, increment: 0 } }, OPENING);
  const prefs = createPrefsStore(undefined, ['en']);
  prefs.getState().set('sound', true);
  const app: AppStore = {
    store,
    library: undefined,
    resume: async () => {},
    recover: async () => {},
    opened: async () => {},
    crashed: () => {},
  };
  render(<App app={app} prefs={prefs} />);
  pass(19000);
  expect(play).not.toHaveBeenCalledWith('low-time');
  // Low under a third of its 30 seconds: below 10 seconds.
  pass(1100);
  expect(play).toHaveBeenCalledWith('low-time');
  pass(1000);
  expect(play.mock.calls.filter(([cue]) => cue === 'low-time')).toHaveLength(1);
  play.mockRestore();
});
