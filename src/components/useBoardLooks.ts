import { usePrefs } from '../store/context';

/**
 * The board colours and piece style the player chose, as the attributes the style sheet
 * (`looks.css`) follows: every board the app draws (play, the rules' diagrams and the
 * tutorial, the position editor) looks the same.
 */
export function useBoardLooks(): {
  readonly 'data-board-theme': string;
  readonly 'data-piece-style': string;
} {
  const boardTheme = usePrefs((p) => p.boardTheme);
  const pieceStyle = usePrefs((p) => p.pieceStyle);
  return { 'data-board-theme': boardTheme, 'data-piece-style': pieceStyle };
}
