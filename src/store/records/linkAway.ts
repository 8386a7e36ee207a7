import type { Result } from '../../engine';
import { browserImportWorker, type ImportWorker } from './importAway';
import { type LinkError, parseLink, type ReadLink } from './link';
import { workerRun } from '../schedule/workerRun';

/**
 * Links up to this long are read on the page: a few hundred moves, read in a few
 * milliseconds, sooner than a worker starts. Longer ones are read in the import worker: a
 * link of 10,000 moves held the page for 438 ms.
 */
export const LINK_AWAY_CHARS = 1_500;

/**
 * Reads a game link as `parseLink` does, in the import worker when it is long. The game
 * is any: a link names its own.
 */
export async function readLinkAway(
  text: string,
  { worker }: { readonly worker?: () => ImportWorker } = {},
): Promise<Result<ReadLink, LinkError>> {
  const make = worker ?? (typeof Worker === 'undefined' ? undefined : browserImportWorker);
  if (!make || text.length <= LINK_AWAY_CHARS) return parseLink(text);
  const read = await workerRun(
    make,
    { text, as: 'link' },
    {
      answer: (data) => (data.kind === 'link' ? data.result : undefined),
      failed: (message): Result<ReadLink, LinkError> => ({
        ok: false,
        error: { code: 'link', message: `the link could not be read (${message})` },
      }),
    },
  );
  // Nothing cancels this run.
  return read === 'cancelled' ? parseLink(text) : read;
}
