/**
 * The shared board and its interaction hook carry the toy Hex game (hex-rules.ts,
 * hex-input.ts) with no change: the hook takes the game's input model, the board draws
 * whatever marks the model gives it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Board } from '../../src/components/board/Board';
import { type BoardWords, boardWords } from '../../src/components/board/boardWords';
import { makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { useBoardInteraction } from '../../src/components/board/useBoardInteraction';
import {
  BLACK,
  boardOf,
  EMPTY,
  fromSetup,
  legalMoves,
  type Move,
  outcome,
  play,
  type Position,
  WHITE,
} from '../../src/engine';
import { hexInput } from './hex/input';
import { HEX, hexRules } from './hex/rules';

/** The cell of a label such as `c3` on n=3. */
/** The toy game's pieces, in English only: it has no entry in the dictionary. */
const WORDS: BoardWords = {
  ...boardWords(makeI18n('en', en), 'abacus'),
  piece: { black: 'black stone', white: 'white stone' },
};

function index(label: string): number {
  const c = boardOf(3).labels.indexOf(label.toUpperCase());
  if (c < 0) throw new Error(`no cell ${label}`);
  return c;
}

/** A toy position on n=3 from cell labels, Black to move unless Black is a stone ahead. */
function hex(black: readonly string[] = [], white: readonly string[] = []): Position {
  const board = boardOf(3);
  const cells = new Array<number>(board.cellCount).fill(EMPTY);
  for (const label of black) cells[index(label)] = BLACK;
  for (const label of white) cells[index(label)] = WHITE;
  const turn = black.length > white.length ? 'white' : 'black';
  const made = fromSetup(
    { game: HEX, n: 3, cells, turn, extras: { black: 0, white: 0 } },
    hexRules,
  );
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The smallest board at the screen: a position, its legal moves, the moves played. */
function Harness({
  start,
  markPlaces = true,
  onMove,
}: {
  readonly start: Position;
  /** The toy game's one board setting. */
  readonly markPlaces?: boolean;
  readonly onMove: (move: Move) => void;
}) {
  const [pos, setPos] = useState(start);
  const legal = useMemo(() => legalMoves(pos), [pos]);
  const { marks, message, handlers, focusCell, svgRef } = useBoardInteraction({
    input: hexInput,
    pos,
    legal,
    interactive: outcome(pos) === undefined,
    options: { markPlaces },
    onMove(move) {
      onMove(move);
      setPos(play(pos, move));
    },
  });
  return (
    <>
      <Board
        ref={svgRef}
        board={pos.board}
        cells={pos.cells}
        turn={pos.turn}
        words={WORDS}
        marks={marks}
        lastMove={undefined}
        lastByComputer={false}
        hint={undefined}
        coordinates={false}
        focusCell={focusCell}
        handlers={handlers}
        label="Hex board"
      />
      <p data-testid="message">{message}</p>
    </>
  );
}

const cell = (label: string): Element => {
  const el = document.querySelector(`[data-cell="${label}"]`);
  if (!el) throw new Error(`no cell ${label}`);
  return el;
};

describe('the toy game on the shared board', () => {
  test('clicking empty cells places stones, Black then White', async () => {
    const onMove = vi.fn();
    render(<Harness start={hex()} onMove={onMove} />);
    expect(document.querySelectorAll('[data-cell]')).toHaveLength(19);
    await userEvent.click(cell('c3'));
    expect(onMove).toHaveBeenLastCalledWith(index('c3'));
    expect(cell('c3')).toHaveAttribute('data-stone', 'black');
    await userEvent.click(cell('b2'));
    expect(onMove).toHaveBeenLastCalledWith(index('b2'));
    expect(cell('b2')).toHaveAttribute('data-stone', 'white');
    expect(cell('b2')).toHaveAccessibleName('B2, white stone');
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  test('clicking a taken cell plays nothing and says why', async () => {
    const onMove = vi.fn();
    render(<Harness start={hex(['c3'], [])} onMove={onMove} />);
    await userEvent.click(cell('c3'));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByTestId('message')).toHaveTextContent('C3 is taken.');
  });

  test('Enter on the focused cell places a stone there', async () => {
    const onMove = vi.fn();
    render(<Harness start={hex()} onMove={onMove} />);
    // The board's one tab stop starts on the centre cell.
    await userEvent.tab();
    expect(cell('c3')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(index('c3'));
  });

  test.each([
    [true, 17],
    [false, 0],
  ])('with markPlaces %s, %i empty cells are marked as targets', (markPlaces, marked) => {
    render(<Harness start={hex(['c3'], ['a1'])} markPlaces={markPlaces} onMove={() => {}} />);
    const targets = document.querySelectorAll('[data-target="move"]');
    expect(targets).toHaveLength(marked);
    for (const el of targets) expect(el).not.toHaveAttribute('data-stone');
    if (markPlaces) expect(cell('b2')).toHaveAccessibleName('B2, empty, move here');
  });

  test('a won position takes no more moves and marks nothing', async () => {
    const onMove = vi.fn();
    // White has joined A1 to A3 along the bottom row.
    const won = hex(['c3', 'e5', 'd4'], ['a1', 'a2', 'a3']);
    expect(outcome(won)?.winner).toBe('white');
    render(<Harness start={won} onMove={onMove} />);
    expect(document.querySelectorAll('[data-target]')).toHaveLength(0);
    await userEvent.click(cell('b2'));
    expect(onMove).not.toHaveBeenCalled();
    expect(cell('b2')).not.toHaveAttribute('data-stone');
  });
});
