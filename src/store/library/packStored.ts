import type { LibraryError } from '../game/notices';
import { openLibrary } from './library';
import { loadPuzzleProgress } from './puzzleProgress';

/** What packing the stored progress came to, as the progress worker answers it. */
export type PackAnswer = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Opens the library and reads its puzzle progress once, which writes plain progress back
 * packed (and sets aside what does not read): the progress worker's whole job. Only the
 * answer goes back to the page, never the progress, whose copy would be the long task
 * this is run apart to avoid.
 */
export async function packStoredProgress(): Promise<PackAnswer> {
  const opened = await openLibrary();
  if (!opened.ok) return failed(opened.error);
  const library = opened.value;
  try {
    await loadPuzzleProgress(library, { next: (task) => task() });
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  } finally {
    library.close();
  }
}

const failed = (error: LibraryError): PackAnswer => ({ ok: false, message: error.message });
