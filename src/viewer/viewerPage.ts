import { type Outcome, outcome, playerOf, type Position } from '../engine';
import { gameModule } from '../games';
import type { LinkedGame } from '../store/records/link';
import { drawBoardPicture } from './boardPicture';
import { drawMoveList } from './moveList';
import { replayGame } from './replay';
import type { ViewerLanguage } from './viewerWords';

/** How the game ended at its last position: by its link's ending, else by the board. */
function endingAt(game: LinkedGame, last: Position): Outcome | undefined {
  return game.ending ? { reason: game.ending.reason, winner: game.ending.winner } : outcome(last);
}

function resultText(result: Outcome, pos: Position, words: ViewerLanguage): string {
  const { t, game, number } = words;
  const said = t.result;
  const loser = t.players[result.winner === 'black' ? 'white' : 'black'];
  const title = result.winner ? said.wins(t.players[result.winner]) : said.draw;
  const why = (() => {
    switch (result.reason) {
      case 'full-board':
      case 'target':
        return gameModule(pos.game).outcomeText(game, result, pos, number, t.players);
      case 'repetition':
        return said.repetition;
      case 'no-moves':
        return said.noMoves(loser);
      case 'resignation':
        return said.resignation(loser);
      case 'agreement':
        return said.agreement;
      case 'time':
        return '';
    }
  })();
  return `${title}. ${why}`.trim();
}

const button = (action: string, text: string, title: string): HTMLButtonElement => {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.action = action;
  b.textContent = text;
  b.title = title;
  return b;
};

/**
 * The viewer's page for a game: the board, its figures, the step controls and flip, the
 * move list and a link to the game in the app. Reads the game only: it writes nothing,
 * stores nothing and starts no worker. Arrow keys, Home, End and F work from anywhere on
 * the page, as the app's history keys do.
 */
export function showGame(
  root: HTMLElement,
  game: LinkedGame,
  words: ViewerLanguage,
  app: string,
): void {
  const { t, number } = words;
  const { positions, infos } = replayGame(game);
  const plies = game.moves.length;
  const start = positions[0];
  const title = words.game.title;
  document.title = t.title(title);

  const heading = document.createElement('h1');
  // A game of several start layouts names its own; a position set up names none.
  const layout = game.spec.start === undefined ? words.game.layouts?.[game.spec.layout] : undefined;
  heading.textContent = [t.heading(title, number(start.board.n)), layout]
    .filter(Boolean)
    .join(' · ');
  const open = document.createElement('a');
  open.href = app;
  open.target = '_blank';
  open.rel = 'noopener';
  open.dataset.action = 'open-in-hexplay';
  open.title = t.openTitle;
  open.textContent = t.open;
  const head = document.createElement('header');
  head.className = 'hx-viewer-head';
  head.append(heading, open);

  const picture = drawBoardPicture(start.board);
  const status = document.createElement('p');
  status.className = 'hx-viewer-status';
  status.dataset.testid = 'viewer-status';
  status.setAttribute('role', 'status');

  const first = button('viewer-first', '«', t.firstTitle);
  const prev = button('viewer-prev', '◀', t.prevTitle);
  const next = button('viewer-next', '▶', t.nextTitle);
  const last = button('viewer-last', '»', t.lastTitle);
  for (const [b, name] of [
    [first, t.first],
    [prev, t.prev],
    [next, t.next],
    [last, t.last],
  ] as const)
    b.setAttribute('aria-label', name);
  const flip = button('viewer-flip', t.flip, t.flipTitle);
  const controls = document.createElement('div');
  controls.className = 'hx-viewer-controls';
  controls.setAttribute('role', 'group');
  controls.setAttribute('aria-label', t.controls);
  controls.append(first, prev, next, last, flip);

  let ply = plies;
  let flipped = false;
  const go = (to: number): void => {
    ply = Math.max(0, Math.min(plies, to));
    render();
  };
  const moves = drawMoveList(game.moves, words, go);
  const movesHeading = document.createElement('h2');
  movesHeading.id = 'hx-viewer-moves';
  movesHeading.textContent = t.moves;
  moves.element.setAttribute('aria-labelledby', movesHeading.id);
  const list = document.createElement('section');
  list.className = 'hx-viewer-list';
  list.append(movesHeading, plies > 0 ? moves.element : paragraph(t.noMoves));

  const board = document.createElement('div');
  board.className = 'hx-viewer-board';
  board.append(picture.element);
  root.replaceChildren(head, board, status, controls, list);
  root.dataset.game = start.game;
  root.dataset.plies = String(plies);

  const end = endingAt(game, positions[plies]);
  function render(): void {
    const pos = positions[ply];
    const player = t.players[playerOf(pos.turn)];
    picture.show(pos, infos[ply - 1], flipped, t.board(title, number(ply), number(plies)), {
      piece: words.game.piece,
      ...t.cell,
    });
    const figures = pos.rules
      .status(pos)
      .map(
        (f) =>
          `${words.game.figures[f.key] ?? f.key}: ${number(f.value)}${f.of === undefined ? '' : `/${number(f.of)}`}`,
      );
    const where = ply === 0 ? t.atStart : t.at(number(ply), number(plies));
    const state = ply === plies && end ? resultText(end, pos, words) : t.toMove(player);
    status.textContent = [where, state, ...figures].join(' · ');
    root.dataset.at = String(ply);
    // Not `disabled`, which would drop the focus of a button pressed to the end.
    for (const b of [first, prev]) b.setAttribute('aria-disabled', String(ply === 0));
    for (const b of [next, last]) b.setAttribute('aria-disabled', String(ply === plies));
    flip.setAttribute('aria-pressed', String(flipped));
    moves.show(ply);
  }

  first.addEventListener('click', () => go(0));
  prev.addEventListener('click', () => go(ply - 1));
  next.addEventListener('click', () => go(ply + 1));
  last.addEventListener('click', () => go(plies));
  flip.addEventListener('click', () => {
    flipped = !flipped;
    render();
  });
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const to = {
      ArrowLeft: ply - 1,
      ArrowRight: ply + 1,
      ArrowUp: ply - 1,
      ArrowDown: ply + 1,
      Home: 0,
      End: plies,
    }[e.key];
    if (to !== undefined) go(to);
    else if (e.key === 'f' || e.key === 'F') flip.click();
    else return;
    e.preventDefault();
  });
  render();
  root.removeAttribute('aria-busy');
}

function paragraph(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}
