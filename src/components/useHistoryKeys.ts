import { useEffect } from 'react';
import { useGameStore } from '../store/context';

/** Elements that use arrow keys themselves: form controls and open dialogs. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, select, textarea, dialog') !== null;
}

/**
 * History keys for the whole page: ←/→ step back and forward, Home/End jump to the
 * ends, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo. Arrows on a focused board cell move
 * the focus instead (the board stops them before they get here).
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
          s.undo();
          break;
        case 'ArrowRight':
          s.redo();
          break;
        case 'Home':
          s.goTo(0);
          break;
        case 'End':
          s.goTo(s.moves.length);
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
