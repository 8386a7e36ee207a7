// Vitest setup: adds DOM matchers (toBeInTheDocument, ...) to `expect`.
// Harmless in the Node project; used by the jsdom project (store and components).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Vitest runs without `globals`, so Testing Library cannot register its own
// automatic cleanup; unmount rendered trees between tests in DOM environments.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
