/**
 * The one choice of who plays each colour, in its two looks: a form's fields and the
 * game's compact rows with swatches.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { SeatPicker } from '../../src/components/play/SeatPicker';
import type { Players } from '../../src/store/game/savedGame';

const SEATS: Players = { black: 'human', white: 'easy' };

test('a select a colour, named and hooked by field, that hands back the seats changed', async () => {
  const onSeats = vi.fn();
  render(<SeatPicker seats={SEATS} onSeats={onSeats} field="player" />);
  const white = screen.getByLabelText('White');
  expect(white).toHaveAttribute('data-field', 'player-white');
  expect(white).toHaveValue('easy');
  expect(screen.getByLabelText('Black')).toHaveValue('human');
  expect(white.closest('div')).toHaveClass('hx-field');
  expect(document.querySelector('.hx-swatch')).toBeNull();
  await userEvent.selectOptions(white, 'hard');
  expect(onSeats).toHaveBeenCalledWith({ black: 'human', white: 'hard' }, 'white');
});

test("the seat look puts each colour's swatch in a compact row", () => {
  render(<SeatPicker seats={SEATS} onSeats={() => {}} field="seat" look="seat" />);
  const black = screen.getByLabelText('Black');
  expect(black).toHaveAttribute('data-field', 'seat-black');
  expect(black.closest('div')).toHaveClass('hx-seat');
  expect(document.querySelectorAll('.hx-swatch[aria-hidden="true"]')).toHaveLength(2);
});

test('names and descriptions are the caller’s', () => {
  render(
    <>
      <SeatPicker
        seats={SEATS}
        onSeats={() => {}}
        field="editor-player"
        name={(player) => `${player} side`}
        describedBy={(player) => (player === 'white' ? 'strength' : undefined)}
      />
      <p id="strength">Plays fast</p>
    </>,
  );
  expect(screen.getByLabelText('white side')).toHaveAccessibleDescription('Plays fast');
  expect(screen.getByLabelText('black side')).not.toHaveAttribute('aria-describedby');
});
