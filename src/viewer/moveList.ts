import type { MoveRecord } from '../store/game/savedGame';
import type { ViewerLanguage } from './viewerWords';

export interface MoveList {
  readonly element: HTMLOListElement;
  /** Marks the move that led to `ply` (none at the start) and scrolls it into view. */
  show(ply: number): void;
}

/**
 * The game's moves, a row a move number, Black's ply then White's, each a button to its
 * position: what the app's move list shows, without its editing, side lines or React.
 */
export function drawMoveList(
  moves: readonly MoveRecord[],
  { t, number }: ViewerLanguage,
  go: (ply: number) => void,
): MoveList {
  const element = document.createElement('ol');
  element.className = 'hx-viewer-moves';
  element.dataset.testid = 'viewer-moves';
  const buttons: HTMLButtonElement[] = [];
  let row: HTMLLIElement | undefined;
  moves.forEach((record, i) => {
    const ply = i + 1;
    const player = ply % 2 === 1 ? 'black' : 'white';
    if (!row || player === 'black') {
      row = document.createElement('li');
      const label = document.createElement('span');
      label.className = 'hx-viewer-number';
      label.setAttribute('aria-hidden', 'true');
      label.textContent = `${number(Math.ceil(ply / 2))}.`;
      row.append(label);
      element.append(row);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.ply = String(ply);
    button.dataset.player = player;
    button.textContent = record.text;
    button.setAttribute(
      'aria-label',
      t.move(number(Math.ceil(ply / 2)), t.players[player], record.text),
    );
    button.addEventListener('click', () => go(ply));
    buttons.push(button);
    row.append(button);
  });
  return {
    element,
    show(ply) {
      buttons.forEach((button, i) => {
        if (i + 1 === ply) button.setAttribute('aria-current', 'step');
        else button.removeAttribute('aria-current');
      });
      const current = buttons[ply - 1];
      if (!current) return;
      // Within the list only (it is positioned, so offsets are its own): the page around a
      // framed viewer must not scroll.
      const top = current.offsetTop;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + current.offsetHeight > element.scrollTop + element.clientHeight)
        element.scrollTop = top + current.offsetHeight - element.clientHeight;
    },
  };
}
