/**
 * The installed app's shortcuts (issue 41, part 3): each opens `./?open=<action>`, which
 * the page takes once, clears from its address, and answers by opening the dialog asked.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import App from '../../src/App';
import {
  LAUNCH_ACTIONS,
  type LaunchAction,
  makeLaunchUrl,
  parseLaunchAction,
  takeLaunchAction,
} from '../../src/pwa/launchAction';
import { appOf, storeFor } from '../components/render';

afterEach(() => history.replaceState(null, '', '/'));

describe('launch actions', () => {
  test.each(LAUNCH_ACTIONS)('%s: its shortcut’s address reads back as it', (action) => {
    expect(
      parseLaunchAction(new URL(makeLaunchUrl(action), 'https://hexplay.example/app/').search),
    ).toBe(action);
  });

  test.each(['', '?open=', '?open=settings', '?open=GAMES', '?other=games', '?open=games%00'])(
    '%j asks for nothing',
    (search) => expect(parseLaunchAction(search)).toBeUndefined(),
  );

  test('taken once: the address loses it, and keeps the rest and a link’s fragment', () => {
    history.replaceState(null, '', '/app/?lang=de&open=games#hexplay=1');
    expect(takeLaunchAction()).toBe('games');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/app/?lang=de#hexplay=1',
    );
    expect(takeLaunchAction()).toBeUndefined();
  });

  test.each([
    ['games', 'games'],
    ['new-game', 'new-game'],
    ['daily-puzzle', 'puzzles'],
  ] as [LaunchAction, string][])('launched for %s, the page opens %s', async (launch, dialog) => {
    render(<App app={appOf(storeFor(), undefined, { launch })} />);
    expect(await screen.findByTestId(dialog, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  test('launched to continue, the game shows with no dialog over it', async () => {
    render(<App app={appOf(storeFor(), undefined, { launch: 'continue' })} />);
    await screen.findAllByRole('button', { name: /Games/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

test('launched for the daily puzzle, the trainer opens on today’s puzzle', async () => {
  render(<App app={appOf(storeFor(), undefined, { launch: 'daily-puzzle' })} />);
  const trainer = await screen.findByTestId('puzzles', {}, { timeout: 10_000 });
  expect(
    await within(trainer).findByText(/Today’s puzzle/, {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
});
