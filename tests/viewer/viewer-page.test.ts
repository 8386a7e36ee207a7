// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from 'vitest';
import { BLACK, GAMES, legalMoves, makeMoveText, outcome, play, WHITE } from '../../src/engine';
import { loadAllGames, rulesOf } from '../../src/games';
import { startPosition } from '../../src/store/game/spec';
import { type LinkedGame, makeLink, parseLink } from '../../src/store/records/link';
import { describeError, showError } from '../../src/viewer/viewerError';
import { showGame } from '../../src/viewer/viewerPage';
import { loadViewerLanguage, loadViewerWords } from '../../src/viewer/viewerWords';

beforeAll(loadAllGames);

/** A game of `plies` moves, each the legal move a fixed step along the list, as a link reads it. */
function gameOf(game: (typeof GAMES)[number], n: number, plies: number): LinkedGame {
  const spec = { game, n, layout: rulesOf(game).layouts(n)[0] };
  let pos = startPosition(spec);
  const moves = [];
  for (let i = 0; i < plies && outcome(pos) === undefined; i++) {
    const legal = legalMoves(pos);
    const move = legal[(i * 7) % legal.length];
    moves.push({ move, text: makeMoveText(pos, move) });
    pos = play(pos, move);
  }
  const read = parseLink(makeLink({ spec, moves, ending: undefined }, 'https://x.example/'));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

const click = (root: HTMLElement, action: string): void =>
  root.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!.click();
const key = (name: string): boolean =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true }));

async function shown(game: LinkedGame, language: 'en' | 'de' = 'en'): Promise<HTMLElement> {
  document.body.replaceChildren();
  const root = document.createElement('main');
  document.body.append(root);
  showGame(root, game, await loadViewerLanguage(language, game.spec.game), 'https://x.example/#g');
  return root;
}

const SIZES = GAMES.flatMap((game) => rulesOf(game).sizes.map((n) => [game, n] as const));

describe.each(SIZES)('%s on a board of %i', (game, n) => {
  test('steps through every position, each piece where the replay has it', async () => {
    const linked = gameOf(game, n, 6);
    const plies = linked.moves.length;
    const root = await shown(linked);
    const cells = root.querySelectorAll('[data-cell]');
    expect(cells).toHaveLength(startPosition(linked.spec).board.cellCount);
    expect(root.dataset.at).toBe(String(plies));

    click(root, 'viewer-first');
    let pos = startPosition(linked.spec);
    for (let ply = 0; ply <= plies; ply++) {
      expect(root.dataset.at).toBe(String(ply));
      const stones = (colour: string) => root.querySelectorAll(`[data-stone="${colour}"]`).length;
      expect([stones('black'), stones('white')]).toEqual([pos.count[BLACK], pos.count[WHITE]]);
      if (ply > 0) {
        expect(root.querySelector('[aria-current="step"]')?.getAttribute('data-ply')).toBe(
          String(ply),
        );
        expect(root.querySelector('[data-last="to"]')).not.toBeNull();
      }
      if (ply < plies) pos = play(pos, linked.moves[ply].move);
      click(root, 'viewer-next');
    }
    // Past the end, nothing moves.
    expect(root.dataset.at).toBe(String(plies));
    expect(root.querySelector('[data-action="viewer-next"]')?.getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});

describe('the viewer page', () => {
  test('arrow keys, Home, End and F step and flip; a move in the list goes to it', async () => {
    const root = await shown(gameOf('abalone', 5, 4));
    const table: readonly (readonly [string, string])[] = [
      ['Home', '0'],
      ['ArrowRight', '1'],
      ['ArrowDown', '2'],
      ['ArrowLeft', '1'],
      ['ArrowUp', '0'],
      ['ArrowLeft', '0'],
      ['End', '4'],
    ];
    for (const [name, at] of table) {
      expect(key(name), name).toBe(false);
      expect(root.dataset.at, name).toBe(at);
    }
    key('f');
    expect(root.querySelector('[data-action="viewer-flip"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(root.querySelector('[data-testid="board"]')?.hasAttribute('data-flipped')).toBe(true);
    root.querySelector<HTMLButtonElement>('[data-ply="2"]')!.click();
    expect(root.dataset.at).toBe('2');
    // A key with a modifier is the browser's, not the viewer's.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true }));
    expect(root.dataset.at).toBe('2');
  });

  test('every control has a name, and the link opens the game in the app', async () => {
    const root = await shown(gameOf('abacus', 4, 3), 'de');
    for (const button of root.querySelectorAll('button'))
      expect(button.getAttribute('aria-label') ?? button.textContent).not.toBe('');
    const open = root.querySelector<HTMLAnchorElement>('[data-action="open-in-hexplay"]')!;
    expect(open.href).toBe('https://x.example/#g');
    expect(open.textContent).toBe('In Hexplay öffnen');
    expect(document.title).toBe('Abakus-Partie · Hexplay');
    expect(root.querySelector('[data-testid="viewer-status"]')?.textContent).toMatch(
      /^Zug 3 von 3/,
    );
  });

  test('an ending carried by the link is said at the last move', async () => {
    const game = {
      ...gameOf('abalone', 5, 2),
      ending: { reason: 'resignation', winner: 'black' },
    } as const;
    const root = await shown(game);
    const status = root.querySelector('[data-testid="viewer-status"]');
    expect(status?.textContent).toContain('Black wins. White resigned.');
    click(root, 'viewer-prev');
    expect(status?.textContent).toContain('White to move');
  });

  test('the heading names the game, its size and, where it has several, its layout', async () => {
    expect((await shown(gameOf('abalone', 5, 1))).querySelector('h1')?.textContent).toBe(
      'Abalone, board of 5 · Standard',
    );
    expect((await shown(gameOf('abacus', 6, 1), 'de')).querySelector('h1')?.textContent).toBe(
      'Abakus, Brett der Größe 6',
    );
  });

  test('a game without moves says so', async () => {
    const root = await shown(gameOf('abacus', 3, 0));
    expect(root.querySelector('[data-testid="viewer-moves"]')).toBeNull();
    expect(root.textContent).toContain('No moves yet.');
  });
});

describe('a link the viewer cannot show', () => {
  test.each([
    ['', 'empty'],
    ['#', 'empty'],
    ['#game=abalone.5.belgian', 'not-link'],
    ['#hexplay=1&game=abalone.5.belgian&check=AAAAAA', 'damaged'],
    ['#hexplay=2&game=abalone.5.belgian', 'unreadable'],
    ['#hexplay=1&game=go.19.standard', 'unreadable'],
  ])('%s: %s', async (hash, code) => {
    const t = await loadViewerWords('en');
    const read = parseLink(hash);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const said = describeError(t, hash, read.error);
    expect(said.code).toBe(code);
    const root = document.createElement('main');
    showError(root, t, hash, read.error);
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.getAttribute('data-code')).toBe(code);
    expect(alert.textContent).toContain(said.text);
  });

  test('a load that failed asks for a reload', async () => {
    const t = await loadViewerWords('it');
    expect(describeError(t, '#hexplay=1', 'failed')).toEqual({
      code: 'failed',
      text: t.error.failed,
    });
  });
});
