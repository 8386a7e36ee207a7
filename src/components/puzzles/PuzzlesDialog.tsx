import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type Game,
  GAMES,
  makeMoveText,
  type Move,
  type MoveInfo,
  moveInfo,
  playerOf,
  type Position,
} from '../../engine';
import { useI18n } from '../../i18n/context';
import { loadPuzzleKit, parsePosition } from '../../games';
import {
  DIFFICULTIES,
  type Difficulty,
  type Puzzle,
  type PuzzleKit,
  PUZZLE_THEMES,
  type PuzzleTheme,
} from '../../ai/puzzle';
import { parsePuzzles } from '../../ai/puzzleText';
import {
  type Attempt,
  expectedMove,
  hint,
  isFinished,
  positionAfter,
  retry,
  reveal,
  shownPosition,
  startAttempt,
  tryMove,
} from '../../puzzles/attempt';
import { choosePuzzle, matches, type PuzzleFilter } from '../../puzzles/choose';
import { dailyIndex, dayOf } from '../../puzzles/daily';
import { NEW_RATING, type Rating } from '../../puzzles/glicko';
import { puzzleKey, recordAttempt } from '../../puzzles/progress';
import { Modal } from '../shell/Modal';
import { gameWords } from '../labels';
import { PuzzleBoard } from './PuzzleBoard';
import { usePuzzleProgress } from './usePuzzleProgress';
import '../../styles/puzzles.css';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly why: string }
  | { readonly state: 'ready'; readonly kit: PuzzleKit; readonly puzzles: readonly Puzzle[] };

const NO_PUZZLES: readonly Puzzle[] = [];

/** A stored puzzle's rating before anyone played it: Glicko-2's, with its own number. */
const initialRating = (puzzle: Puzzle): Rating => ({ ...NEW_RATING, rating: puzzle.rating });

/** Every move shown on the board from the start, with the position before each. */
function shownMoves(attempt: Attempt): { readonly before: Position; readonly move: Move }[] {
  const moves = [
    ...attempt.played,
    ...(attempt.refutation ? [attempt.refutation.move, ...attempt.refutation.line] : []),
  ];
  const out: { before: Position; move: Move }[] = [];
  let pos = attempt.start;
  for (const move of moves) {
    out.push({ before: pos, move });
    pos = positionAfter(pos, [move]);
  }
  return out;
}

/**
 * The puzzle trainer: a game's proven puzzles, filtered by theme and difficulty and
 * offered near the player's rating, played on the game's own board against the stored
 * defence. Ratings, the streak and the daily puzzles solved are kept in the library.
 */
export function PuzzlesDialog({
  initialGame,
  onClose,
  now = Date.now,
}: {
  readonly initialGame: Game;
  readonly onClose: () => void;
  /** The clock that chooses the daily puzzle; tests pass their own. */
  readonly now?: () => number;
}) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const titleId = useId();
  const [game, setGame] = useState<Game>(initialGame);
  const [theme, setTheme] = useState<PuzzleTheme | undefined>();
  const [difficulty, setDifficulty] = useState<Difficulty | undefined>();
  const [loaded, setLoaded] = useState<Loaded & { readonly game?: Game }>({ state: 'loading' });
  const [attempt, setAttempt] = useState<Attempt | undefined>();
  const [daily, setDaily] = useState<string | undefined>();
  const recorded = useRef<Attempt['puzzle'] | undefined>(undefined);
  const { progress, read, update, kept } = usePuzzleProgress();
  const player = progress.players[game] ?? NEW_RATING;
  const today = dayOf(now());
  // A list of another game is as good as none while the chosen game's loads.
  const ready = loaded.state === 'ready' && loaded.game === game ? loaded : undefined;
  const puzzles = ready ? ready.puzzles : NO_PUZZLES;

  const open = (puzzle: Puzzle | undefined, day?: string): void => {
    recorded.current = undefined;
    setDaily(day);
    if (!puzzle) return setAttempt(undefined);
    const started = startAttempt(puzzle, parsePosition);
    if (started.ok) setAttempt(started.value);
    else setLoaded({ state: 'failed', why: started.error.message, game });
  };

  /** The puzzle to offer next from `list` under `filter`, by the progress of the moment. */
  const choose = (list: readonly Puzzle[], filter: PuzzleFilter, current?: number) => {
    const p = read();
    const rating = (p.players[game] ?? NEW_RATING).rating;
    return choosePuzzle(
      list,
      filter,
      rating,
      (x) => p.puzzles[puzzleKey(game, x.id)] !== undefined,
      (x) => p.puzzles[puzzleKey(game, x.id)]?.rating.rating ?? x.rating,
      current,
    );
  };

  useEffect(() => {
    let current = true;
    loadPuzzleKit(game).then(
      (kit) => {
        if (!current) return;
        const parsed = kit ? parsePuzzles(kit.text) : { ok: true as const, value: [] };
        if (!parsed.ok) return setLoaded({ state: 'failed', why: parsed.error.message, game });
        setLoaded({ state: 'ready', kit: kit ?? NO_KIT, puzzles: parsed.value, game });
        open(choose(parsed.value, { theme, difficulty }));
      },
      (e: unknown) => current && setLoaded({ state: 'failed', why: String(e), game }),
    );
    return () => {
      current = false;
    };
    // Only a new game loads a list; the filters choose from it in their own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game]);

  const matching = useMemo(
    () => puzzles.filter((p) => matches(p, { theme, difficulty })).length,
    [puzzles, theme, difficulty],
  );

  const next = (): void => open(choose(puzzles, { theme, difficulty }, attempt?.puzzle.id));

  const openDaily = (): void => {
    if (puzzles.length > 0) open(puzzles[dailyIndex(today, game, puzzles.length)], today);
  };

  const onFilter = (filter: PuzzleFilter): void => {
    setTheme(filter.theme);
    setDifficulty(filter.difficulty);
    open(choose(puzzles, filter));
  };

  /** Sets the attempt, and rates its first result once. */
  const change = (nextAttempt: Attempt): void => {
    setAttempt(nextAttempt);
    if (recorded.current === nextAttempt.puzzle || !isFinished(nextAttempt)) return;
    recorded.current = nextAttempt.puzzle;
    const { puzzle } = nextAttempt;
    update((p) =>
      recordAttempt(p, {
        game,
        id: puzzle.id,
        initial: p.puzzles[puzzleKey(game, puzzle.id)]?.rating ?? initialRating(puzzle),
        player: p.players[game] ?? NEW_RATING,
        solved: nextAttempt.status === 'solved' && !nextAttempt.helped,
        daily,
      }),
    );
  };

  const onMove = (move: Move): void => {
    if (attempt && ready) change(tryMove(attempt, move, ready.kit));
  };

  const pos = attempt ? shownPosition(attempt) : undefined;
  const moves = attempt ? shownMoves(attempt) : [];
  const last = moves.at(-1);
  const lastMove: MoveInfo | undefined = last ? moveInfo(last.before, last.move) : undefined;
  const expected = attempt ? expectedMove(attempt) : undefined;
  const hintInfo =
    attempt?.hinted && expected !== undefined && pos ? moveInfo(pos, expected) : undefined;
  const texts = moves.map(({ before, move }) => makeMoveText(before, move));
  const named = gameWords(t, game);

  const said = ((): string => {
    if (!attempt || !pos) return '';
    const mover = t.play.players[playerOf(attempt.start.turn)];
    if (attempt.status === 'refuted') {
      const wrong = t.puzzles.wrong(texts[attempt.played.length]);
      const line = texts.slice(attempt.played.length + 1).join(' ');
      return `${wrong} ${line ? t.puzzles.refutation(line) : t.puzzles.refutationEmpty}`;
    }
    if (attempt.status === 'solved')
      return attempt.helped ? t.puzzles.solvedHelped : t.puzzles.solved;
    if (attempt.played.length === 0) return t.puzzles.task[attempt.puzzle.themes[0]](mover);
    const n = attempt.played.length;
    return t.puzzles.right(texts[n - 2], texts[n - 1]);
  })();

  const stored = attempt ? progress.puzzles[puzzleKey(game, attempt.puzzle.id)] : undefined;
  const puzzleRating = stored?.rating.rating ?? attempt?.puzzle.rating;

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="puzzles">
      <div className="hx-puzzles">
        <div className="hx-puzzles-head">
          <h2 id={titleId}>{t.puzzles.title}</h2>
          <button type="button" data-action="close-puzzles" onClick={onClose}>
            {t.puzzles.close}
          </button>
        </div>
        <div className="hx-puzzles-filters">
          <label>
            {t.puzzles.game}
            <select
              data-field="puzzle-game"
              value={game}
              onChange={(e) => {
                const chosen = e.currentTarget.value as Game;
                // The same game chosen again keeps its puzzle: only a new game loads a list.
                if (chosen === game) return;
                setGame(chosen);
                setAttempt(undefined);
              }}
            >
              {GAMES.map((g) => (
                <option key={g} value={g}>
                  {gameWords(t, g).title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.puzzles.theme}
            <select
              data-field="puzzle-theme"
              value={theme ?? ''}
              onChange={(e) =>
                onFilter({
                  theme: (e.currentTarget.value || undefined) as PuzzleTheme | undefined,
                  difficulty,
                })
              }
            >
              <option value="">{t.puzzles.any}</option>
              {PUZZLE_THEMES.filter((x) => puzzles.some((p) => p.themes.includes(x))).map((x) => (
                <option key={x} value={x}>
                  {t.puzzles.themes[x]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.puzzles.difficulty}
            <select
              data-field="puzzle-difficulty"
              value={difficulty ?? ''}
              onChange={(e) =>
                onFilter({
                  theme,
                  difficulty: (e.currentTarget.value || undefined) as Difficulty | undefined,
                })
              }
            >
              <option value="">{t.puzzles.any}</option>
              {DIFFICULTIES.map((x) => (
                <option key={x} value={x}>
                  {t.puzzles.difficulties[x]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="hx-puzzles-stats">
          <span data-testid="puzzle-count" data-count={puzzles.length}>
            {!ready && loaded.state !== 'failed'
              ? t.puzzles.loading
              : t.puzzles.count(puzzles.length, number(puzzles.length))}
          </span>
          {(theme || difficulty) && <span> · {t.puzzles.matching(number(matching))}</span>}
          <span data-testid="puzzle-rating" data-rating={Math.round(player.rating)}>
            {' · '}
            {t.puzzles.rating(number(Math.round(player.rating)))}
          </span>
          <span data-testid="puzzle-streak" data-streak={progress.streak.current}>
            {' · '}
            {t.puzzles.streak(number(progress.streak.current), number(progress.streak.best))}
          </span>
        </p>
        {loaded.state === 'failed' && (
          <p role="alert" data-testid="puzzle-error">
            {t.puzzles.failed(loaded.why)}
          </p>
        )}
        {ready && !attempt && <p data-testid="puzzle-none">{t.puzzles.none}</p>}
        {attempt && pos && (
          <div
            className="hx-puzzle"
            data-testid="puzzle"
            data-position={attempt.puzzle.position}
            data-puzzle-id={attempt.puzzle.id}
            data-state={attempt.status}
          >
            <p className="hx-puzzle-title" data-testid="puzzle-title">
              {daily
                ? t.puzzles.dailyTitle(i18n.date(now(), { dateStyle: 'medium' }))
                : t.puzzles.number(number(attempt.puzzle.id))}
              {' · '}
              {attempt.puzzle.themes.map((x) => t.puzzles.themes[x]).join(', ')}
              {' · '}
              {t.puzzles.difficulties[attempt.puzzle.difficulty]}
              {' · '}
              {t.puzzles.puzzleRating(number(Math.round(puzzleRating ?? 0)))}
            </p>
            <PuzzleBoard
              pos={pos}
              interactive={attempt.status === 'solving'}
              lastMove={lastMove}
              lastByDefence={moves.length > 0 && moves.length % 2 === 0}
              hint={hintInfo}
              label={i18n.t.play.board.label(
                named.title,
                number(pos.board.cellCount),
                named.pieces[playerOf(pos.turn)],
              )}
              onMove={onMove}
            />
            <p className="hx-puzzle-said" role="status" data-testid="puzzle-status">
              {said}
              {attempt.hinted && attempt.status === 'solving' ? ` ${t.puzzles.hintShown}` : ''}
            </p>
            {(attempt.revealed || attempt.status === 'solved') && (
              <p className="hx-puzzle-line">
                {t.puzzles.line}:{' '}
                <span data-testid="puzzle-line">{attempt.puzzle.line.join(' ')}</span>
              </p>
            )}
            <div className="hx-puzzle-actions">
              <button
                type="button"
                data-action="puzzle-hint"
                title={t.puzzles.hintTitle}
                disabled={attempt.status !== 'solving' || attempt.hinted}
                onClick={() => change(hint(attempt))}
              >
                {t.puzzles.hint}
              </button>
              <button
                type="button"
                data-action="puzzle-retry"
                disabled={attempt.played.length === 0 && attempt.status === 'solving'}
                onClick={() => change(retry(attempt))}
              >
                {t.puzzles.retry}
              </button>
              <button
                type="button"
                data-action="puzzle-solution"
                disabled={attempt.revealed}
                onClick={() => change(reveal(attempt))}
              >
                {t.puzzles.solution}
              </button>
              <button type="button" className="hx-primary" data-action="puzzle-next" onClick={next}>
                {t.puzzles.next}
              </button>
            </div>
          </div>
        )}
        <p className="hx-puzzles-foot">
          <button
            type="button"
            data-action="puzzle-daily"
            disabled={!ready || puzzles.length === 0}
            onClick={openDaily}
          >
            {progress.dailies.includes(`${game}:${today}`)
              ? t.puzzles.dailySolved
              : t.puzzles.daily}
          </button>{' '}
          <span data-testid="puzzle-storage">{kept ? t.puzzles.saved : t.puzzles.notSaved}</span>
        </p>
      </div>
    </Modal>
  );
}

/** A game without puzzles: an empty list, never judged. */
const NO_KIT: PuzzleKit = { text: '', judge: () => ({ kind: 'right' }) };
