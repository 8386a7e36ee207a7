import { type ComponentType, lazy } from 'react';
import { loadAllGames } from '../games';

/**
 * A dialog or panel loaded when first drawn, as `lazy` makes one, that waits for what the
 * first frame left out as well: every game (the New game, Games, Import, editor, puzzle
 * and rules dialogs offer or read any game), and the English words of everything drawn
 * after the first frame (`i18n/en/later.ts`). The games load first, so that the dialog's
 * own module may read any game as it loads.
 */
export const lazyDialog = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(() =>
    loadAllGames()
      .then(() => Promise.all([load(), import('../i18n/en/later')]))
      .then(([component]) => ({ default: component })),
  );
