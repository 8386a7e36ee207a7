// Vitest setup: adds DOM matchers (toBeInTheDocument, ...) to `expect`.
// Harmless in the Node project; used by the jsdom project (store and components).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { loadAllGames } from './games';

// Every game loaded, and the English words of what is drawn after the first frame, as the
// page has them once anything but the game on screen is wanted: tests read any of them at
// once. Tests of loading itself reset the modules first.
await loadAllGames();
await import('./i18n/en/later');

// Unmount rendered trees between tests in DOM environments. Vitest has no global
// `afterEach` here, so Testing Library cannot register its own cleanup.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // A find waits for a lazy dialog's modules, which a loaded machine takes seconds to
  // transform on first use (CI found finds of one second too short): a find ends as soon
  // as its element is there, so a long limit costs a passing test nothing.
  configure({ asyncUtilTimeout: 15_000 });
  // As a page has it once its first frame is drawn: the parts drawn after it draw at once.
  const { afterBoard } = await import('./components/afterBoardChunk');
  await afterBoard.load();
}
