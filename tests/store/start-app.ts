import { type AppStore, bootApp } from '../../src/store/app/bootApp';
import { openLibrary } from '../../src/store/library/library';
import { MemoryStorage } from './memory-storage';

/** The app started as a page starts it, on the IndexedDB the test set up, its game open. */
export async function startApp(): Promise<AppStore> {
  const app = await bootApp({
    openLibrary,
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    channel: undefined,
  });
  await app.opened();
  return app;
}
