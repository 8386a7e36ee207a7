// Vitest setup: adds DOM matchers (toBeInTheDocument, ...) to `expect`.
// Harmless in the Node project; used by the jsdom project (store and components).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Unmount rendered trees between tests in DOM environments. Vitest has no global
// `afterEach` here, so Testing Library cannot register its own cleanup.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
