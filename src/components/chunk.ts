import { use } from 'react';

export interface Chunk<Module> {
  /** Starts loading the chunk, once; a load that failed is tried again by the next call. */
  load(): Promise<Module>;
  /**
   * The chunk's module, for a component: at once when it has loaded, so that a part drawn
   * again (a new game, a recovered crash) never waits a frame; suspending until then.
   */
  useModule(): Module;
}

/** A chunk of the page loaded when first wanted, read by components once it is there. */
export function chunk<Module>(importer: () => Promise<Module>): Chunk<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = (): Promise<Module> =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, useModule: () => loaded ?? use(load()) };
}
