import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type I18n, useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import {
  selectCursor,
  selectMoves,
  selectPath,
  selectVariations,
} from '../../store/game/selectors';
import type { Variation, VariationPath } from '../../store/game/savedGame';
import { FoldedComment } from './FoldedComment';
import { MoveButton } from './MoveButton';
import { MoveNotesEditor } from './MoveNotesEditor';

/** Past this many plies the list lays out and paints only the rows in view (`data-long`). */
export const LONG_LIST_PLIES = 400;

/**
 * A long list is drawn from its latest plies, where the game is, and the earlier ones
 * follow a batch a task, as a transition: a 10,000-ply game's 15,000 elements drawn at
 * once held the page for a third of a second when the game opened.
 */
export const FIRST_PLIES = 400;
const MORE_PLIES = 2_000;

/** The first ply drawn of a list of `plies`: a row's first, Black's, so rows stay whole. */
const firstDrawn = (plies: number): number => {
  const from = Math.max(0, plies - FIRST_PLIES);
  return from - (from % 2);
};

const selectId = (s: { readonly id: string }) => s.id;

/**
 * Scrolls `list` just enough to show its viewed move with up to two rows on either side,
 * so that the moves around it are read with it, where the list is tall enough for them.
 */
function keepInView(list: HTMLElement | null): void {
  const current = list?.querySelector<HTMLElement>('[aria-current="step"]');
  if (!list || !current) return;
  const row = current.offsetHeight;
  const margin = Math.max(0, Math.min(2 * row, (list.clientHeight - row) / 2));
  // Whole pixels past the rows' own, which are fractional (1.9rem), so none is cut by a hair.
  const top = Math.floor(current.offsetTop - margin) - 1;
  const bottom = Math.ceil(current.offsetTop + row + margin) + 1;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** Plies are counted from the start, Black first: the move number of a ply and its mover. */
const moveNumber = (ply: number): number => Math.ceil(ply / 2);
const blackMoves = (ply: number): boolean => ply % 2 === 1;

const samePath = (a: VariationPath, b: VariationPath): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

interface VariationProps {
  readonly variation: Variation;
  readonly path: VariationPath;
  /** The viewed line and ply, to mark the viewed move. */
  readonly viewPath: VariationPath;
  readonly cursor: number;
}

/**
 * One side line, inline in parentheses as PGN writes it, its own side lines nested after
 * the moves they replace. Its moves show their positions; it can be deleted, and a side
 * line of a side line promoted over the line it leaves.
 */
const VariationLine = memo(function VariationLine({
  variation,
  path,
  viewPath,
  cursor,
}: VariationProps) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const store = useGameStore();
  const viewed = samePath(path, viewPath);
  const first = variation.ply + 1;
  const parts = [];
  let numbered = true;
  for (const [i, record] of variation.moves.entries()) {
    const ply = variation.ply + i + 1;
    const mover = t.play.players[blackMoves(ply) ? 'black' : 'white'];
    if (blackMoves(ply) || numbered) {
      parts.push(
        <span key={`n${ply}`} className="hx-move-number" aria-hidden="true">
          {number(moveNumber(ply))}
          {blackMoves(ply) ? '.' : '…'}
        </span>,
      );
    }
    numbered = false;
    parts.push(
      <button
        key={`m${ply}`}
        type="button"
        className="hx-move hx-variation-move"
        aria-label={t.side.moves.move(number(moveNumber(ply)), mover, record.text)}
        aria-current={viewed && cursor === ply ? 'step' : undefined}
        data-ply={ply}
        data-path={path.join('.')}
        onClick={() => store.getState().goToLine(path, ply)}
      >
        {record.text}
        {record.notes?.glyphs?.[0]}
      </button>,
    );
    if (record.notes?.comment !== undefined) {
      parts.push(
        <span
          key={`c${ply}`}
          className="hx-inline-comment"
          data-testid="move-comment"
          data-ply={ply}
        >
          <FoldedComment text={record.notes.comment} />
        </span>,
      );
    }
    variation.variations.forEach((inner, k) => {
      if (inner.ply !== ply - 1) return;
      numbered = true;
      parts.push(
        <VariationLine
          key={`v${k}`}
          variation={inner}
          path={[...path, k]}
          viewPath={viewPath}
          cursor={cursor}
        />,
      );
    });
  }
  return (
    <span
      className="hx-variation"
      role="group"
      aria-label={t.analysis.variation(`${number(moveNumber(first))}`)}
      data-testid="variation"
      data-path={path.join('.')}
    >
      <span aria-hidden="true">(</span>
      {parts}
      <span className="hx-variation-tools">
        {path.length > 1 && (
          <button
            type="button"
            className="hx-variation-tool"
            data-action="promote-variation"
            aria-label={t.analysis.promoteVariation}
            title={t.analysis.promoteVariation}
            onClick={() => store.getState().promoteVariation(path)}
          >
            ↑
          </button>
        )}
        <button
          type="button"
          className="hx-variation-tool"
          data-action="delete-variation"
          aria-label={t.analysis.deleteVariation}
          title={t.analysis.deleteVariation}
          onClick={() => store.getState().deleteVariation(path)}
        >
          ×
        </button>
      </span>
      <span aria-hidden="true">)</span>
    </span>
  );
});

/** The side lines that replace the move of `ply`, or leave the game's end at `ply`. */
function branches(
  variations: readonly Variation[],
  ply: number,
  viewPath: VariationPath,
  cursor: number,
  i18n: I18n,
  end = false,
) {
  const here = variations.flatMap((v, k) => (v.ply === ply ? [k] : []));
  if (here.length === 0) return null;
  return (
    <li
      key={`v${ply}${end ? 'e' : ''}`}
      className="hx-variations"
      aria-label={end ? i18n.t.analysis.continuation : undefined}
    >
      {here.map((k) => (
        <VariationLine
          key={k}
          variation={variations[k]}
          path={[k]}
          viewPath={viewPath}
          cursor={cursor}
        />
      ))}
    </li>
  );
}

/**
 * The moves in RULES.md notation, Black's and White's side by side, with the side lines
 * explored from them under the move they replace. Clicking a move shows the position
 * after it.
 */
export interface MoveListProps {
  /** Drawn in place of the list's heading: the tabs that name it. */
  readonly tabs?: ReactNode;
  /** The tab panel the list is: its id and the tab that names it. */
  readonly panel?: { readonly id: string; readonly labelledBy: string };
  /** Drawn above the moves, inside the panel. */
  readonly above?: ReactNode;
  /** Drawn instead of "No moves yet" while there are none. */
  readonly empty?: ReactNode;
}

export function MoveList({ tabs, panel, above, empty: emptyView }: MoveListProps) {
  const moves = useGame(selectMoves);
  const variations = useGame(selectVariations);
  const path = useGame(selectPath);
  const cursor = useGame(selectCursor);
  const listRef = useRef<HTMLOListElement>(null);
  const [notesSlot, setNotesSlot] = useState<HTMLDivElement | null>(null);
  const id = useGame(selectId);
  const [drawn, setDrawn] = useState(() => ({ id, from: firstDrawn(moves.length) }));
  // Another game opened starts from its latest plies again.
  let from = drawn.from;
  if (drawn.id !== id) {
    from = firstDrawn(moves.length);
    setDrawn({ id, from });
  }
  useEffect(() => {
    if (from === 0) return;
    const timer = setTimeout(() =>
      startTransition(() => setDrawn((d) => ({ ...d, from: Math.max(0, d.from - MORE_PLIES) }))),
    );
    return () => clearTimeout(timer);
  }, [from]);
  const store = useGameStore();
  const i18n = useI18n();
  const { t, number: shown } = i18n;
  // Stable for the store's lifetime, so that memoised move buttons never re-render for it.
  const goTo = useCallback((ply: number): void => store.getState().goToLine([], ply), [store]);
  const inGame = path.length === 0;

  useEffect(() => {
    // Keep the viewed move in sight inside the list. scrollIntoView would also scroll the
    // page, carrying a phone's board out of view on every move. Measured in the next
    // frame, where the layout is worked out anyway, rather than forced in the move's task.
    const frame = requestAnimationFrame(() => keepInView(listRef.current));
    return () => cancelAnimationFrame(frame);
  }, [cursor, moves, path, from]);

  const empty = moves.length === 0 && variations.length === 0;
  useEffect(() => {
    // The list's height changes under it too: the viewing bar, the analysis or a review
    // opening above it, a phone turned. The viewed move stays in sight then as well.
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => keepInView(list));
    observer.observe(list);
    return () => observer.disconnect();
  }, [empty]);

  const rows = [];
  for (let i = from; i < moves.length; i += 2) {
    const number = i / 2 + 1;
    rows.push(
      <li key={i} className="hx-move-row">
        <span className="hx-move-number" aria-hidden="true">
          {shown(number)}.
        </span>
        {[i + 1, i + 2].map((ply) =>
          ply <= moves.length ? (
            <MoveButton
              key={ply}
              ply={ply}
              text={moves[ply - 1].text}
              glyph={moves[ply - 1].notes?.glyphs?.[0] ?? ''}
              commented={moves[ply - 1].notes?.comment !== undefined}
              current={inGame && cursor === ply}
              onGoTo={goTo}
            />
          ) : null,
        )}
      </li>,
    );
    const comments = [i, i + 1].filter((k) => moves[k]?.notes?.comment !== undefined);
    if (comments.length > 0) {
      rows.push(
        <li key={`c${i}`} className="hx-move-comments">
          {comments.map((k) => (
            <p key={k} className="hx-move-comment" data-testid="move-comment" data-ply={k + 1}>
              <span className="hx-move-number" aria-hidden="true">
                {shown(number)}
                {k === i ? '.' : '…'}
              </span>{' '}
              <FoldedComment text={moves[k].notes!.comment!} />
            </p>
          ))}
        </li>,
      );
    }
    // Side lines replacing either move of the row follow it, Black's first.
    for (const ply of [i, i + 1]) {
      if (ply < moves.length) rows.push(branches(variations, ply, path, cursor, i18n));
    }
  }
  rows.push(branches(variations, moves.length, path, cursor, i18n, true));
  return (
    <section
      className="hx-panel hx-history"
      aria-labelledby={tabs ? undefined : 'history-title'}
      data-tabbed={tabs ? '' : undefined}
    >
      <div className="hx-history-head">
        {tabs ?? <h2 id="history-title">{t.side.moves.title}</h2>}
        <div className="hx-history-nav">
          <MoveNotesEditor slot={notesSlot} />
          <button
            type="button"
            aria-label={t.side.moves.first}
            title={t.side.moves.firstTitle}
            data-action="first"
            disabled={cursor === 0}
            onClick={() => goTo(0)}
          >
            «
          </button>
          <button
            type="button"
            aria-label={t.side.moves.last}
            title={t.side.moves.lastTitle}
            data-action="last"
            disabled={inGame && cursor === moves.length}
            onClick={() => goTo(moves.length)}
          >
            »
          </button>
        </div>
      </div>
      <div
        className="hx-history-panel"
        role={panel ? 'tabpanel' : undefined}
        id={panel?.id}
        aria-labelledby={panel?.labelledBy}
      >
        <div ref={setNotesSlot} className="hx-notes-slot" />
        {above}
        {empty ? (
          (emptyView ?? <p className="hx-empty-history">{t.side.moves.none}</p>)
        ) : (
          <ol
            ref={listRef}
            className="hx-moves"
            data-testid="move-list"
            data-long={moves.length > LONG_LIST_PLIES ? '' : undefined}
            aria-busy={from > 0 || undefined}
            data-drawn-from={from > 0 ? from : undefined}
          >
            {rows}
          </ol>
        )}
      </div>
    </section>
  );
}
