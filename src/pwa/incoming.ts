import { err, ok, type Result } from '../engine';

/**
 * Records that reach the installed app from outside: a file or link shared to it (the
 * manifest's `share_target`, caught by the service worker, `public/sw-extras.js`) or a
 * file opened with it (`file_handlers`, through the launch queue). Each opens the Import
 * dialog with its text, as a file chosen there would.
 */
export interface Incoming {
  /** The file's name, where a file came. */
  readonly name?: string;
  readonly text: string;
}

export interface IncomingError {
  readonly code: 'shared';
  readonly message: string;
}

/** Where the service worker leaves what was shared, for the page it opens to take. */
export const SHARED_CACHE = 'hexplay-shared';
export const SHARED_PATH = 'shared';

/** What the service worker left: untrusted, as any storage is. */
export function parseIncoming(text: string): Result<Incoming, IncomingError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err({ code: 'shared', message: 'what was shared to Hexplay is not readable' });
  }
  const { name, text: body } = (value ?? {}) as { name?: unknown; text?: unknown };
  if (typeof body !== 'string') {
    return err({ code: 'shared', message: 'what was shared to Hexplay holds no text' });
  }
  return ok(typeof name === 'string' && name !== '' ? { name, text: body } : { text: body });
}

export const makeIncoming = (incoming: Incoming): string => JSON.stringify(incoming);

/**
 * Takes what was shared, once: read and deleted. Undefined where nothing waits or the
 * browser keeps no caches.
 */
export async function takeShared(
  caches: CacheStorage | undefined = globalThis.caches,
): Promise<Result<Incoming, IncomingError> | undefined> {
  if (!caches) return undefined;
  const cache = await caches.open(SHARED_CACHE);
  const key = new URL(SHARED_PATH, document.baseURI).href;
  const response = await cache.match(key);
  if (!response) return undefined;
  await cache.delete(key);
  return parseIncoming(await response.text());
}

/** The part of the File Handling API's launch queue this uses (the DOM lib lacks it). */
export interface LaunchQueue {
  setConsumer(
    consumer: (params: { readonly files: readonly FileSystemFileHandle[] }) => void,
  ): void;
}

/**
 * Files the app was opened with ("Open with Hexplay"), each told to `take` as it is read;
 * nothing where the browser has no launch queue.
 */
export function takeLaunchedFiles(
  take: (incoming: Incoming) => void,
  queue: LaunchQueue | undefined = (globalThis as { launchQueue?: LaunchQueue }).launchQueue,
): void {
  queue?.setConsumer((params) => {
    for (const handle of params.files) {
      void handle
        .getFile()
        .then(async (file) => take({ name: file.name, text: await file.text() }))
        .catch(() => undefined);
    }
  });
}
