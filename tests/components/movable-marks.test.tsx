import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { moveInfo } from '../../src/engine';
import { selectLegal, selectPosition } from '../../src/store/game/selectors';
import { ABACUS, ABALONE, cell, prefsWith, renderWith, storeFor } from './render';

const marked = () =>
  [...document.querySelectorAll('[data-movable]')].map((e) => e.getAttribute('data-cell')).sort();

/** The cells of the pieces the legal moves take along, as the board should mark them. */
function fromLegalMoves(store: ReturnType<typeof storeFor>): string[] {
  const pos = selectPosition(store.getState());
  const cells = new Set<string>();
  for (const move of selectLegal(store.getState())) {
    for (const c of moveInfo(pos, move).from) cells.add(pos.board.labels[c].toLowerCase());
  }
  return [...cells].sort();
}

/** The side to move's pieces. */
function own(store: ReturnType<typeof storeFor>): string[] {
  const pos = selectPosition(store.getState());
  const cells: string[] = [];
  for (let c = 0; c < pos.board.cellCount; c++) {
    if (pos.cells[c] === pos.turn) cells.push(pos.board.labels[c].toLowerCase());
  }
  return cells.sort();
}

const ABACUS_LINE = ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9'];

describe('learner aid: movable pieces', () => {
  test('off by default: Abalone marks nothing', () => {
    renderWith(<BoardView />, storeFor(ABALONE));
    expect(marked()).toEqual([]);
  });

  test('Abacus: exactly the stones that can slide, even with the game’s own slide marks off', () => {
    const store = storeFor(ABACUS, ABACUS_LINE);
    store.getState().setBoardSetting('slideMarks', false);
    renderWith(<BoardView />, store, prefsWith({ showMovable: true }));
    // RULES.md §2: the inner stones of C3-C6 slide; its ends and the lone white stones do not.
    expect(marked()).toEqual(['c4', 'c5']);
    expect(marked()).toEqual(fromLegalMoves(store));
    expect(cell('c4').getAttribute('aria-label')).toContain('can slide');
  });

  test('Abalone: every marble some legal move takes along, and no other', () => {
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store, prefsWith({ showMovable: true }));
    // At the start each black marble leads or joins a line of at most three that can step
    // on (a1-b2-c3 to d4, say); no white marble moves on Black's turn.
    expect(marked()).toEqual(own(store));
    expect(marked()).toHaveLength(14);
    expect(marked()).toEqual(fromLegalMoves(store));
    expect(cell('a1').getAttribute('aria-label')).toContain('can move');
    expect(cell('i5')).not.toHaveAttribute('data-movable');
  });

  test('the marks follow the position: after a move they are the other side’s', async () => {
    const user = userEvent.setup();
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store, prefsWith({ showMovable: true }));
    await user.click(cell('c3'));
    await user.click(cell('d3'));
    expect(marked()).toEqual(fromLegalMoves(store));
    expect(own(store)).toEqual(expect.arrayContaining(marked()));
    expect(cell('c3')).not.toHaveAttribute('data-movable');
  });
});
