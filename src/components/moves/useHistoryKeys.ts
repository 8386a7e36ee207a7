import { useEffect } from 'react';
import { useGameStore } from '../../store/context';

/** Elements that use arrow keys themselves: form controls and open dialogs. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, select, textarea, dialog') !== null;
}

/**
 * History keys for the whole page. ←/→ and Home/End only change the viewed position;
 * Ctrl+Z takes a move back, Ctrl+Shift+Z and Ctrl+Y play it again. Arrows on a focused
 * board cell move the focus instead (the board stops them before they get here). F turns
 * the board round.
 */
export function useHistoryKeys(): void {
  const store = useGameStore();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || document.querySelector('dialog[open]')) return;
      const s = store.getState();
      const key = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && !e.altKey) {
        if (key === 'z' && !e.shiftKey) s.undo();
        else if ((key === 'z' && e.shiftKey) || key === 'y') s.redo();
        else return;
        e.preventDefault();
        return;
      }
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || ownsArrowKeys(e.target)) return;
      switch (e.key) {
        case 'ArrowLeft':
          s.goTo(s.cursor - 1);
          break;
        case 'ArrowRight':
          s.goTo(s.cursor + 1);
          break;
        // Up and down move between side lines, and scroll the page where there are none.
        case 'ArrowDown':
          if (!s.enterVariation()) return;
          break;
        case 'ArrowUp':
          if (!s.leaveVariation()) return;
          break;
        case 'Home':
          s.goTo(0);
          break;
        case 'End':
          s.goTo(s.viewed().records.length);
          break;
        case 'f':
          s.setSetting('flipped', !s.settings.flipped);
          break;
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

/** The history keys, as a part of the page drawn after the board. */
export function HistoryKeys(): null {
  useHistoryKeys();
  return null;
}
