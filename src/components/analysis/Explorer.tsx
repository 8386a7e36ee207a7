import { useDeferredValue, useEffect, useState } from 'react';
import { parseMove, type Position, type Result } from '../../engine';
import type { ExplorerError } from '../../explorer/format';
import type { ExplorerRow } from '../../explorer/node';
import { loadExplorer } from '../../explorer/load';
import type { ExplorerIndex } from '../../explorer/lookup';
import { type I18n, useI18n } from '../../i18n/context';
import { openExplorerGame } from '../../store/app/explorerGame';
import { useAppIfAny, useGame, useGameStore } from '../../store/context';
import { selectPosition } from '../../store/game/selectors';
import '../../styles/explorer.css';

/** How many of a position's games the list shows at first, and adds at each "more". */
const GAMES_PAGE = 10;

/** A share of the games with a result, as a percentage; none where no game had one. */
function share({ number }: I18n, row: ExplorerRow, part: number): string | undefined {
  const decided = row.black + row.white + row.draws;
  if (decided === 0) return undefined;
  return number(part / decided, { style: 'percent', maximumFractionDigits: 0 });
}

interface RowProps {
  readonly row: ExplorerRow;
  readonly pos: Position;
}

/**
 * A move played in the position: choosing it plays it on the board as a move played there
 * would be, into the game at its end, or else as a side line.
 */
function MoveRow({ row, pos }: RowProps) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const store = useGameStore();
  const black = share(i18n, row, row.black);
  const draws = share(i18n, row, row.draws);
  const white = share(i18n, row, row.white);
  const length = number(Math.round(row.plies / row.games));
  const games = number(row.games);
  return (
    <li>
      <button
        type="button"
        className="hx-explorer-row"
        data-move={row.move}
        data-games={row.games}
        aria-label={t.explorer.row(
          row.move,
          row.games,
          games,
          black === undefined || draws === undefined || white === undefined
            ? t.explorer.rowNoResult
            : t.explorer.rowResults(black, draws, white),
          length,
        )}
        onClick={() => {
          const move = parseMove(pos, row.move);
          if (move.ok) store.getState().play(move.value);
        }}
      >
        <span className="hx-explorer-move">{row.move}</span>
        <span className="hx-explorer-number">{games}</span>
        <span className="hx-explorer-number">{black ?? '–'}</span>
        <span className="hx-explorer-number">{draws ?? '–'}</span>
        <span className="hx-explorer-number">{white ?? '–'}</span>
        <span className="hx-explorer-number">{length}</span>
      </button>
    </li>
  );
}

/**
 * The columns' names, which each row's accessible name says in words of its own. The
 * three shares of results share one name, which has room over them where three would not.
 */
function Head() {
  const { t } = useI18n();
  const columns = [
    ['move', t.explorer.move],
    ['games', t.explorer.games],
    ['results', t.explorer.results],
    ['plies', t.explorer.plies],
  ] as const;
  return (
    <div
      className="hx-explorer-row hx-explorer-head"
      data-testid="explorer-head"
      aria-hidden="true"
    >
      {columns.map(([column, name]) => (
        <span key={column} className={`hx-explorer-column-${column}`} data-column={column}>
          {name}
        </span>
      ))}
    </div>
  );
}

type Loaded = Result<ExplorerIndex, ExplorerError> | undefined;

/**
 * The opening explorer for the position on the board: the moves played there in the
 * book's games, or in the computer's self-play, and the games that reached it, each of
 * which opens in the analysis board as a new game.
 */
export function Explorer() {
  const i18n = useI18n();
  const { t, number } = i18n;
  const app = useAppIfAny();
  // Stepping through a game redraws the board first; the explorer's rows follow when there is time.
  const pos = useDeferredValue(useGame(selectPosition));
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  // How many games are shown, for the position it was chosen at: a new position starts over.
  const [more, setMore] = useState({ at: '', shown: GAMES_PAGE });
  const [opening, setOpening] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadExplorer().then((index) => live && setLoaded(index));
    return () => {
      live = false;
    };
  }, []);

  const entry = loaded?.ok ? loaded.value.find(pos) : undefined;
  const entryKey = entry ? `${entry.bookIndex}:${entry.node}` : '';
  const shown = more.at === entryKey ? more.shown : GAMES_PAGE;

  let body;
  if (loaded === undefined) {
    body = (
      <p className="hx-analysis-note" role="status">
        {t.explorer.loading}
      </p>
    );
  } else if (!loaded.ok) {
    body = (
      <p className="hx-analysis-note" role="alert">
        {t.explorer.failed(loaded.error.message)}
      </p>
    );
  } else if (!entry) {
    body = <p className="hx-analysis-note">{t.explorer.none}</p>;
  } else {
    const { players } = loaded.value;
    const { book } = entry;
    // Newest first; the file keeps the order the games were recorded in.
    const games = [...entry.games].sort((a, b) =>
      book.games[b].date > book.games[a].date
        ? 1
        : book.games[b].date < book.games[a].date
          ? -1
          : a - b,
    );
    body = (
      <>
        <p className="hx-explorer-source" data-source={book.source}>
          {book.source === 'games' ? t.explorer.sourceGames : t.explorer.sourceEngine}
        </p>
        {entry.rows.length > 0 ? (
          <>
            <Head />
            <ul className="hx-explorer-moves" aria-labelledby="explorer-title">
              {entry.rows.map((row) => (
                <MoveRow key={row.move} row={row} pos={pos} />
              ))}
            </ul>
          </>
        ) : (
          <p className="hx-analysis-note" data-testid="explorer-no-moves">
            {t.explorer.noMoves}
          </p>
        )}
        {!(app && games.length > 0) && (
          <p className="hx-analysis-note" data-testid="explorer-reached">
            {t.explorer.reached(number(entry.tally.games))}
          </p>
        )}
        {app && games.length > 0 && (
          <div className="hx-explorer-games">
            <h4 id="explorer-games-title">{t.explorer.reached(number(games.length))}</h4>
            <ul aria-labelledby="explorer-games-title">
              {games.slice(0, shown).map((g) => {
                const game = book.games[g];
                const black = players[game.black];
                const white = players[game.white];
                return (
                  <li key={g}>
                    <button
                      type="button"
                      className="hx-link hx-explorer-game"
                      data-explorer-game={g}
                      aria-label={t.explorer.open(black, white, game.date, game.result)}
                      disabled={opening !== undefined}
                      onClick={() => {
                        setOpening(t.explorer.opening);
                        void openExplorerGame(app, entry, players, g, pos).then((opened) =>
                          setOpening(opened.ok ? undefined : t.explorer.openFailed(opened.error)),
                        );
                      }}
                    >
                      {`${black} – ${white}`}
                      <span className="hx-explorer-meta">{` ${game.result} · ${game.date}`}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {shown < games.length && (
              <button
                type="button"
                className="hx-link"
                data-action="explorer-more"
                onClick={() => setMore({ at: entryKey, shown: shown + GAMES_PAGE })}
              >
                {t.explorer.more}
              </button>
            )}
            {opening !== undefined && (
              <p className="hx-analysis-note" role="status">
                {opening}
              </p>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section className="hx-explorer" data-testid="explorer" aria-labelledby="explorer-title">
      <h3 id="explorer-title">{t.explorer.title}</h3>
      {body}
    </section>
  );
}
