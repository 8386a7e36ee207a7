import { sameMoves } from '../sideLines/moveTree';
import type { Slice } from '../slice';
import { outcomeAt } from '../turns';
import { COMPUTER_IDLE, type ComputerPlayerActions, type ComputerPlayerState } from './types';

/**
 * The computer player's state machine and the hint it finds, as plain data; the searches
 * themselves run in `attachComputer` (src/store/computer), which calls these actions.
 */
export const computerSlice: Slice<ComputerPlayerState, ComputerPlayerActions> = {
  initial: { computer: COMPUTER_IDLE, hint: undefined },
  hooks: () => ({ onOpen: () => ({ computer: COMPUTER_IDLE, hint: undefined }) }),
  actions: ({ set, get, lines }) => ({
    requestHint() {
      const { moves, cursor, computer, ending, path } = get();
      // The computer player searches the game's positions; side lines have the analysis.
      if (path.length > 0) return;
      if (computer.status === 'thinking' || outcomeAt(lines.game(), cursor, ending)) return;
      set({
        hint: { moves, cursor, move: undefined },
        // Asking again after a failed hint is the person's own retry.
        computer:
          computer.status === 'failed' && computer.task.kind === 'hint' ? COMPUTER_IDLE : computer,
      });
    },
    retryComputer() {
      const { computer, moves, cursor } = get();
      if (computer.status !== 'failed') return;
      const { task } = computer;
      // A failed hint was withdrawn so that it does not read as pending; ask for it again.
      const again = task.kind === 'hint' && sameMoves(task.moves, moves) && task.cursor === cursor;
      set({
        computer: COMPUTER_IDLE,
        ...(again ? { hint: { moves, cursor, move: undefined } } : {}),
      });
    },
    computerStarted(task) {
      set({ computer: { status: 'thinking', task } });
    },
    computerFailed(task, reason) {
      set({
        computer: { status: 'failed', task, reason },
        hint: task.kind === 'hint' ? undefined : get().hint,
      });
    },
    computerIdle() {
      if (get().computer.status !== 'idle') set({ computer: COMPUTER_IDLE });
    },
    showHint(hint) {
      const { moves, cursor } = get();
      if (
        get().path.length === 0 &&
        sameMoves(hint.moves, moves) &&
        hint.cursor === cursor &&
        hint.move !== undefined &&
        lines.game().legal(cursor).includes(hint.move)
      ) {
        set({ hint });
      }
    },
  }),
};
