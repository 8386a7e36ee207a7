/**
 * Reading a record file in a worker (`readAway`): the same games as `parseImport`, its
 * progress as it goes, and a Cancel that ends the worker and gives `cancelled`.
 */
import { describe, expect, test } from 'vitest';
import { parseImport } from '../../src/store/records/apgnImport';
import { readAway, type ImportWorker } from '../../src/store/records/importAway';
import { serveImport, type ImportRequest } from '../../src/store/records/importProtocol';

/** A worker stand-in serving on this thread, a task after each post, as a worker would. */
function localWorker(): ImportWorker & { readonly ended: () => boolean } {
  let ended = false;
  const worker = {
    onmessage: null as ImportWorker['onmessage'],
    onerror: null as ImportWorker['onerror'],
    postMessage(request: ImportRequest) {
      setTimeout(() =>
        serveImport(request, (data) => {
          if (!ended) setTimeout(() => worker.onmessage?.({ data }));
        }),
      );
    },
    terminate() {
      ended = true;
    },
    ended: () => ended,
  };
  return worker;
}

const FILE = Array.from(
  { length: 250 },
  (_, i) => `[Event "Game ${i}"]\n[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n1. e5 d4 *\n`,
).join('\n');

describe('readAway', () => {
  test('reads what parseImport reads, telling its progress up to the whole', async () => {
    const seen: [number, number][] = [];
    const worker = localWorker();
    const read = await readAway(
      { text: FILE, game: 'abalone' },
      { worker: () => worker, onProgress: (done, total) => seen.push([done, total]) },
    );
    expect(read).toEqual(parseImport(FILE, { game: 'abalone' }));
    expect(seen.at(-1)).toEqual([250, 250]);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every(([done], i) => i === 0 || done > seen[i - 1][0])).toBe(true);
    expect(worker.ended()).toBe(true);
  });

  test('a broken file: its error, as parseImport gives it', async () => {
    const broken = `${FILE}\n[Event "x"]\n\n1. zz9 *\n`;
    const read = await readAway({ text: broken, game: 'abacus' }, { worker: localWorker });
    expect(read).toEqual(parseImport(broken, { game: 'abacus' }));
    expect(read !== 'cancelled' && read.ok).toBe(false);
  });

  test('cancelled: the worker ends and nothing is read', async () => {
    const controller = new AbortController();
    const worker = localWorker();
    const reading = readAway(
      { text: FILE, game: 'abacus' },
      { worker: () => worker, signal: controller.signal },
    );
    controller.abort();
    expect(await reading).toBe('cancelled');
    expect(worker.ended()).toBe(true);
  });

  test('a worker that fails: a problem that says so', async () => {
    const failing = (): ImportWorker => {
      const worker: ImportWorker = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => worker.onerror?.({ message: 'out of memory' })),
        terminate: () => {},
      };
      return worker;
    };
    const read = await readAway({ text: FILE, game: 'abacus' }, { worker: failing });
    expect(read).toMatchObject({ ok: false, error: { message: /out of memory/ } });
  });

  test('without workers (as in Node), the page reads it', async () => {
    expect(await readAway({ text: FILE, game: 'abacus' })).toEqual(
      parseImport(FILE, { game: 'abacus' }),
    );
  });
});
