/**
 * A game on the page: its board drawn, a move announced in its words, its rules page a tab
 * of the Learn dialog. One suite run over every game of the registry
 * (tests/components/every-game.test.tsx) and over the toy registered as a third game.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type Game, legalMoves, makeMoveText } from '../../src/engine';
import { gameEntry, learningOf } from '../../src/games';
import { selectPosition } from '../../src/store/game/selectors';
import { usualSpec } from '../../src/store/game/spec';
import { renderApp, storeFor } from '../components/render';

export function pageSuite(games: readonly Game[]): void {
  describe.each(games)('%s on the page', (game) => {
    test('draws its board, every cell of its position', () => {
      const store = renderApp(storeFor(usualSpec(game)));
      const board = screen.getByTestId('board');
      expect(board).toHaveAttribute('data-game', game);
      const pos = selectPosition(store.getState());
      expect(board.querySelectorAll('[data-cell]')).toHaveLength(pos.board.cellCount);
    });

    test('announces a move in its own words', () => {
      const store = renderApp(storeFor(usualSpec(game)));
      const pos = selectPosition(store.getState());
      const [move] = legalMoves(pos);
      act(() => store.getState().play(move));
      const announced = screen.getByTestId('announcer').textContent ?? '';
      expect(announced).toContain(`Move 1, ${makeMoveText(pos, move)}: `);
      expect(announced.length).toBeGreaterThan(`Move 1, ${makeMoveText(pos, move)}: `.length);
    });

    test('its rules page is a tab of the Learn dialog', async () => {
      const learning = await learningOf(game, 'en');
      renderApp(storeFor(usualSpec(game)));
      fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
      const dialog = await screen.findByTestId('learn');
      fireEvent.click(within(dialog).getByRole('tab', { name: gameEntry(game).words.en.title }));
      const first = learning.words.sections[learning.page[0].id].title;
      expect(await within(dialog).findByRole('heading', { name: first })).toBeInTheDocument();
      const diagrams = learning.page.flatMap((s) => s.diagrams);
      expect(dialog.querySelectorAll('[data-diagram]').length).toBeGreaterThanOrEqual(
        learning.page[0].diagrams.length,
      );
      expect(diagrams.length).toBe(Object.keys(learning.diagrams).length);
    });
  });
}
