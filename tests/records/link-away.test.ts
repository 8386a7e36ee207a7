/**
 * Long links off the page, and links that would be read long before being refused (issue
 * 43, item 8): a long link is read in the import worker, damage still told apart; a link
 * without a check claiming many moves is refused before any is read; a size is digits.
 */
import { describe, expect, test } from 'vitest';
import { recordStart } from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { GAME_MODULES } from '../../src/games';
import { serveImport, type ImportRequest } from '../../src/store/records/importProtocol';
import type { ImportWorker } from '../../src/store/records/importAway';
import { makeLink, parseLink } from '../../src/store/records/link';
import { LINK_AWAY_CHARS, readLinkAway } from '../../src/store/records/linkAway';
import { randomMoves, spec } from './games';

const BASE = 'https://hexplay.example/app/';

/** A worker stand-in serving on this thread, counting what it was asked. */
function localWorker(asked: ImportRequest[]): () => ImportWorker {
  return () => {
    const worker: ImportWorker = {
      onmessage: null,
      onerror: null,
      postMessage(request) {
        asked.push(request);
        setTimeout(() =>
          serveImport(request, (data) => setTimeout(() => worker.onmessage?.({ data }))),
        );
      },
      terminate() {},
    };
    return worker;
  };
}

const game = {
  spec: spec('abalone', 5),
  moves: randomMoves(spec('abalone', 5), 1_500, 3),
  ending: undefined,
};
const long = makeLink(game, BASE);
const short = makeLink({ ...game, moves: game.moves.slice(0, 20) }, BASE);

describe('readLinkAway', () => {
  test('a long link is read in the worker, as the page would read it', async () => {
    expect(long.length).toBeGreaterThan(LINK_AWAY_CHARS);
    const asked: ImportRequest[] = [];
    const read = await readLinkAway(long, { worker: localWorker(asked) });
    expect(asked).toEqual([{ text: long, as: 'link' }]);
    expect(read).toEqual(parseLink(long));
    expect(read.ok && read.value.moves).toHaveLength(game.moves.length);
  });

  test('a long damaged link is refused as damaged from the worker too', async () => {
    const damaged = long.replace(
      /(moves=\d+\.)(.)/,
      (_, head: string, ch: string) => head + (ch === 'A' ? 'B' : 'A'),
    );
    const read = await readLinkAway(damaged, { worker: localWorker([]) });
    expect(read.ok ? 'read' : read.error.code).toBe('damaged');
  });

  test('a short link is read on the page, no worker started', async () => {
    const asked: ImportRequest[] = [];
    const read = await readLinkAway(short, { worker: localWorker(asked) });
    expect(asked).toEqual([]);
    expect(read.ok && read.value.moves).toHaveLength(20);
  });

  test('a worker that fails gives a reason, not a hang', async () => {
    const failing = (): ImportWorker => {
      const worker: ImportWorker = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => worker.onerror?.({ message: 'out of memory' })),
        terminate() {},
      };
      return worker;
    };
    const read = await readLinkAway(long, { worker: failing });
    expect(read.ok ? 'read' : read.error.message).toContain('out of memory');
  });
});

describe('links refused before they are read', () => {
  test('without a check, a link claiming 99,999 moves is refused at once', () => {
    const made = `${BASE}#hexplay=1&game=abalone.5.standard&moves=99999.${'A'.repeat(100_000)}`;
    const read = parseLink(made);
    expect(read.ok ? 'read' : read.error.message).toBe(
      'the link claims 99999 moves but carries no check; a link without one is read up to 1000 moves',
    );
  });

  test('without a check, a link of up to 1,000 moves is still read', () => {
    const unchecked = makeLink({ ...game, moves: game.moves.slice(0, 1_000) }, BASE).replace(
      /&check=.*$/,
      '',
    );
    const read = parseLink(unchecked);
    expect(read.ok && read.value).toMatchObject({ checked: false });
  });
});

describe('a board size is written in decimal digits', () => {
  test.each(['0x5', '5e0', ' 5', '5.0', '+5', ''])('game=abalone.%j… names no size', (size) => {
    const read = parseLink(`${BASE}#hexplay=1&game=abalone.${size}.standard`);
    expect(read.ok).toBe(false);
  });

  test.each(['0x5', '5e0', '5.0', '+5'])('[Size "%s"] names no size', (size) => {
    const parsed = parseRecords(`[Game "Abalone"]\n[Size "${size}"]\n\n*`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const start = recordStart(parsed.value[0], GAME_MODULES);
    expect(start.ok ? 'read' : start.error).toContain(`Size "${size}"`);
  });

  test('[Size "5"] and game=abalone.5 still read', () => {
    expect(parseLink(`${BASE}#hexplay=1&game=abalone.5.standard`).ok).toBe(true);
    const parsed = parseRecords('[Game "Abalone"]\n[Size "5"]\n\n*');
    expect(parsed.ok && recordStart(parsed.value[0], GAME_MODULES).ok).toBe(true);
  });
});
