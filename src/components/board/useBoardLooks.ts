import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { usePrefsStoreIfAny } from '../../store/context';
import { DEFAULT_PREFS, type Prefs } from '../../store/prefs';

/** The looks of a board drawn where there are no preferences: a diagram on its own. */
const DEFAULT_LOOKS = createStore<Pick<Prefs, 'boardTheme' | 'pieceStyle'>>(() => DEFAULT_PREFS);

/**
 * The board colours and piece style the player chose, as the attributes the style sheet
 * (`looks.css`) follows: every board the app draws (play, the rules' diagrams and the
 * tutorial, the position editor) looks the same.
 */
export function useBoardLooks(): {
  readonly 'data-board-theme': string;
  readonly 'data-piece-style': string;
} {
  const prefs = usePrefsStoreIfAny() ?? DEFAULT_LOOKS;
  const boardTheme = useStore(prefs, (p) => p.boardTheme);
  const pieceStyle = useStore(prefs, (p) => p.pieceStyle);
  return { 'data-board-theme': boardTheme, 'data-piece-style': pieceStyle };
}
