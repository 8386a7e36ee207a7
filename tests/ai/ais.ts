import { loadAiTable } from '../../src/games';

/** Every game's rules and AI with its solver loaded, as the worker has them. */
export const AIS = await loadAiTable();
