/**
 * Records that reach the installed app from outside (issue 41, part 2): a share caught by
 * the service worker and left in a cache, and files opened with the app through the launch
 * queue; each opens the Import dialog with its text.
 */
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import App from '../../src/App';
import {
  type LaunchQueue,
  makeIncoming,
  parseIncoming,
  SHARED_CACHE,
  SHARED_PATH,
  takeLaunchedFiles,
  takeShared,
} from '../../src/pwa/incoming';
import { appOf, storeFor } from '../components/render';

const RECORD = '[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n1. e5 d4 *\n';

/** A cache storage of one cache, as the service worker leaves it. */
function cachesHolding(body: string | undefined) {
  const entries = new Map<string, string>();
  if (body !== undefined) entries.set(new URL(SHARED_PATH, document.baseURI).href, body);
  const opened: string[] = [];
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return {
        match: async (key: string) =>
          entries.has(key) ? new Response(entries.get(key)) : undefined,
        delete: async (key: string) => entries.delete(key),
      };
    },
  } as unknown as CacheStorage;
  return { storage, entries, opened };
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  delete (globalThis as { launchQueue?: unknown }).launchQueue;
});

describe('what the service worker leaves', () => {
  test.each([
    [makeIncoming({ name: 'game.apgn', text: RECORD }), { name: 'game.apgn', text: RECORD }],
    [makeIncoming({ text: 'https://x/#hexplay=1' }), { text: 'https://x/#hexplay=1' }],
    ['{"name":"","text":"x"}', { text: 'x' }],
  ])('%s reads', (stored, incoming) => {
    expect(parseIncoming(stored)).toEqual({ ok: true, value: incoming });
  });

  test.each(['', 'not json', 'null', '{"name":"a.apgn"}', '{"text":5}', '[1]'])(
    '%j is refused with a reason',
    (stored) => {
      const read = parseIncoming(stored);
      expect(read.ok ? 'read' : read.error.message).toMatch(/shared to Hexplay/);
    },
  );

  test('is taken once: read, then gone', async () => {
    const { storage, entries, opened } = cachesHolding(makeIncoming({ text: RECORD }));
    expect(await takeShared(storage)).toEqual({ ok: true, value: { text: RECORD } });
    expect(opened).toEqual([SHARED_CACHE]);
    expect(entries.size).toBe(0);
    expect(await takeShared(storage)).toBeUndefined();
  });

  test('the service worker writes where the page reads', () => {
    const worker = readFileSync('public/sw-extras.js', 'utf8');
    expect(worker).toContain(`caches.open('${SHARED_CACHE}')`);
    expect(worker).toContain(`new URL('${SHARED_PATH}', scope)`);
    expect(worker).toContain("'./?open=shared'");
  });
});

/** A launch queue that hands its consumer `files` as the browser would. */
function queueOf(files: readonly File[]): LaunchQueue {
  return {
    setConsumer: (consumer) =>
      consumer({
        files: files.map(
          (file) => ({ getFile: async () => file }) as unknown as FileSystemFileHandle,
        ),
      }),
  };
}

test('files opened with the app are each read', async () => {
  const taken: unknown[] = [];
  takeLaunchedFiles(
    (i) => taken.push(i),
    queueOf([new File([RECORD], 'a.apgn'), new File(['x'], 'b.apgn')]),
  );
  await vi.waitFor(() => expect(taken).toHaveLength(2));
  expect(taken).toContainEqual({ name: 'a.apgn', text: RECORD });
});

describe('the page', () => {
  test('opened for a share, shows Import with what was shared, read', async () => {
    globalThis.caches = cachesHolding(makeIncoming({ name: 'shared.apgn', text: RECORD })).storage;
    render(<App app={appOf(storeFor(), undefined, { launch: 'shared' })} />);
    const dialog = await screen.findByTestId('import', {}, { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-field="import-text"]')).toHaveValue(RECORD),
    );
  });

  test('opened with a file, shows Import with the file read', async () => {
    (globalThis as { launchQueue?: LaunchQueue }).launchQueue = queueOf([
      new File([RECORD], 'opened.apgn'),
    ]);
    render(<App app={appOf(storeFor())} />);
    const dialog = await screen.findByTestId('import', {}, { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-field="import-text"]')).toHaveValue(RECORD),
    );
  });

  test('opened for a share with nothing waiting, shows the game alone', async () => {
    globalThis.caches = cachesHolding(undefined).storage;
    render(<App app={appOf(storeFor(), undefined, { launch: 'shared' })} />);
    await screen.findAllByRole('button', { name: /Games/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('import')).toBeNull();
  });
});
