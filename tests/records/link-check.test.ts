import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import { openLink } from '../../src/store/app/adopt';
import { type LinkedGame, makeLink, parseLink } from '../../src/store/records/link';
import { startApp } from '../store/start-app';
import { randomMoves, spec } from './games';

const BASE = 'https://hexplay.example/';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const game = (linked: LinkedGame): LinkedGame => linked;

const GAMES: [string, LinkedGame][] = [
  [
    'Abacus n=4, 9 moves',
    game({
      spec: spec('abacus', 4),
      moves: randomMoves(spec('abacus', 4), 9, 1),
      ending: undefined,
    }),
  ],
  [
    'Abalone, 6 moves, resigned',
    game({
      spec: spec('abalone', 5, 'belgian'),
      moves: randomMoves(spec('abalone', 5, 'belgian'), 6, 2),
      ending: { reason: 'resignation', winner: 'white' },
    }),
  ],
  [
    'Abalone from a set position, 4 moves',
    game({
      spec: spec('abalone', 5, 'standard', 'abalone 3ww/6/7/8/9/8/7/6/bb3 w 3 4'),
      moves: randomMoves(
        spec('abalone', 5, 'standard', 'abalone 3ww/6/7/8/9/8/7/6/bb3 w 3 4'),
        4,
        3,
      ),
      ending: undefined,
    }),
  ],
];

const MOVE_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** What a character of a link may become: any other of the code, or a separator. */
const REPLACEMENTS = [...MOVE_CODE, '&', '=', '.', '/', '%'];

/** The game a link opens, as it opens, or undefined when it is refused. */
function opened(text: string): LinkedGame | undefined {
  const parsed = parseLink(text);
  if (!parsed.ok) return undefined;
  const { spec: s, moves, ending } = parsed.value;
  return { spec: s, moves, ending };
}

/** Every text one character away from the link's fragment: each replaced, or dropped. */
function* damaged(link: string): Generator<string> {
  const at = link.indexOf('#') + 1;
  for (let i = at; i < link.length; i++) {
    yield link.slice(0, i) + link.slice(i + 1);
    for (const ch of REPLACEMENTS) {
      if (ch !== link[i]) yield link.slice(0, i) + ch + link.slice(i + 1);
    }
  }
}

describe('a game link carries a check', () => {
  test.each(GAMES)('%s: the link holds a check and reads back checked', (_name, linked) => {
    const link = makeLink(linked, BASE);
    expect(link).toMatch(/&check=[A-Za-z0-9_-]{6}$/);
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value).toEqual({ ...linked, checked: true });
    if (parsed.ok) expect(makeLink(parsed.value, BASE)).toBe(link);
  });

  test.each(GAMES)(
    '%s: every one-character change is refused or opens the same game',
    (_name, linked) => {
      const link = makeLink(linked, BASE);
      const wrong: string[] = [];
      for (const text of damaged(link)) {
        const game = opened(text);
        if (game !== undefined && JSON.stringify(game) !== JSON.stringify(linked)) wrong.push(text);
      }
      expect(wrong).toEqual([]);
    },
  );

  test('changes to random games: refused, or the same game', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(spec('abacus', 5), spec('abalone', 5), spec('abacus', 3)),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(),
        fc.constantFrom(...REPLACEMENTS),
        (gameSpec, plies, seed, place, ch) => {
          const linked = {
            spec: gameSpec,
            moves: randomMoves(gameSpec, plies, seed),
            ending: undefined,
          };
          const link = makeLink(linked, BASE);
          const at = link.indexOf('#') + 1 + (place % (link.length - link.indexOf('#') - 1));
          const game = opened(link.slice(0, at) + ch + link.slice(at + 1));
          if (game !== undefined) expect(game).toEqual(linked);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a damaged move code is refused as damaged', () => {
    const [, linked] = GAMES[0];
    const link = makeLink(linked, BASE);
    const code = /moves=\d+\.([A-Za-z0-9_-]+)/.exec(link)!;
    const at = code.index + code[0].length - 1;
    const flipped = MOVE_CODE[MOVE_CODE.indexOf(link[at]) ^ 1];
    const parsed = parseLink(link.slice(0, at) + flipped + link.slice(at + 1));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('damaged');
      expect(parsed.error.message).toContain('check does not match');
    }
  });

  test('a link made before checks opens, said to be unchecked', () => {
    const [, linked] = GAMES[1];
    const old = makeLink(linked, BASE).replace(/&check=.*$/, '');
    const parsed = parseLink(old);
    expect(parsed.ok && parsed.value).toEqual({ ...linked, checked: false });
  });

  test('opening a damaged link changes nothing; an old one opens unchecked', async () => {
    const app = await startApp();
    const before = app.store.getState();
    const link = makeLink(GAMES[0][1], BASE);
    const broken = link.replace(/check=./, (m) => (m.endsWith('A') ? 'check=B' : 'check=A'));
    const refused = await openLink(app, broken);
    expect(refused.ok || refused.error.code).toBe('damaged');
    expect(app.store.getState()).toBe(before);

    const old = await openLink(app, link.replace(/&check=.*$/, ''));
    expect(old).toEqual({ ok: true, value: 'new', checked: false });
    expect(app.store.getState().moves.map((m) => m.text)).toEqual(
      GAMES[0][1].moves.map((m) => m.text),
    );
  });
});
