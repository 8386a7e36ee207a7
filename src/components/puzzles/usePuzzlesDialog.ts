import { useEffect, useMemo, useRef, useState } from 'react';
import { describeMove, moveReason } from '../../announce/describe';
import {
  type Game,
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
  MAX_HINTS,
  positionAfter,
  retry,
  reveal,
  shownMoves,
  shownPosition,
  startAttempt,
  stepSolution,
  tryMove,
} from '../../puzzles/attempt';
import { choosePuzzle, matches, type PuzzleFilter } from '../../puzzles/choose';
import { dailyIndex, dayOf } from '../../puzzles/daily';
import { NEW_RATING, unplayedPuzzle } from '../../puzzles/glicko';
import {
  type PuzzleProgress,
  puzzleKey,
  ratingChange,
  recordAttempt,
} from '../../puzzles/progress';
import { usePuzzleProgress } from './usePuzzleProgress';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly why: string }
  | { readonly state: 'ready'; readonly kit: PuzzleKit; readonly puzzles: readonly Puzzle[] };

const NO_PUZZLES: readonly Puzzle[] = [];

/** A game without puzzles: an empty list, never judged. */
const NO_KIT: PuzzleKit = { text: '', judge: () => ({ kind: 'right' }) };

/** Every move the board shows from the start, with the position before each. */
function withPositions(
  start: Position,
  moves: readonly Move[],
): { readonly before: Position; readonly move: Move }[] {
  const out: { before: Position; move: Move }[] = [];
  let pos = start;
  for (const move of moves) {
    out.push({ before: pos, move });
    pos = positionAfter(pos, [move]);
  }
  return out;
}

/** What a hint marks: the pieces the expected move takes, and from the second hint where they go. */
function hintMarks(pos: Position, expected: Move, hints: number): MoveInfo {
  const info = moveInfo(pos, expected);
  return hints >= MAX_HINTS ? info : { from: info.from, to: [], pushed: [], ejects: false };
}

/**
 * The puzzle trainer's state: the chosen game's list as it loads, the filters, the
 * attempt at the puzzle on show and what it says, and the progress each first result
 * is rated into.
 */
export function usePuzzlesDialog({
  initialGame,
  now,
  daily: startDaily = false,
}: {
  readonly initialGame: Game;
  readonly now: () => number;
  /** Opens on the daily puzzle (the installed app's shortcut) rather than the next one. */
  readonly daily?: boolean;
}) {
  const { t, number } = useI18n();
  const [game, setGame] = useState<Game>(initialGame);
  const [theme, setTheme] = useState<PuzzleTheme | undefined>();
  const [difficulty, setDifficulty] = useState<Difficulty | undefined>();
  const [loaded, setLoaded] = useState<Loaded & { readonly game?: Game }>({ state: 'loading' });
  const [attempt, setAttempt] = useState<Attempt | undefined>();
  const [daily, setDaily] = useState<string | undefined>();
  /** How far the rated result of the puzzle on show moved the player's rating. */
  const [rated, setRated] = useState<{ readonly puzzle: Puzzle; readonly change: number }>();
  const recorded = useRef<Attempt['puzzle'] | undefined>(undefined);
  /** The daily puzzle is asked for until the first list has loaded. */
  const wantsDaily = useRef(startDaily);
  const { progress, read, update, kept, setAside, settled } = usePuzzleProgress();
  const player = progress.players[game] ?? NEW_RATING;
  const today = dayOf(now());
  // A list of another game is as good as none while the chosen game's loads.
  const ready = loaded.state === 'ready' && loaded.game === game ? loaded : undefined;
  const puzzles = ready ? ready.puzzles : NO_PUZZLES;

  const open = (puzzle: Puzzle | undefined, day?: string): void => {
    recorded.current = undefined;
    setRated(undefined);
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

  // Only a new game loads a list; the filters choose from it in their own handlers.
  useEffect(() => {
    let current = true;
    loadPuzzleKit(game).then(
      (kit) => {
        if (!current) return;
        const parsed = kit ? parsePuzzles(kit.text) : { ok: true as const, value: [] };
        if (!parsed.ok) return setLoaded({ state: 'failed', why: parsed.error.message, game });
        setLoaded({ state: 'ready', kit: kit ?? NO_KIT, puzzles: parsed.value, game });
      },
      (e: unknown) => current && setLoaded({ state: 'failed', why: String(e), game }),
    );
    return () => {
      current = false;
    };
  }, [game]);

  // A list's first puzzle waits for the stored progress too: chosen before it is read, it
  // could be one already tried, picked for the rating of a new player.
  const firstOpened = useRef<Loaded | undefined>(undefined);
  useEffect(() => {
    if (!ready || !settled || firstOpened.current === ready) return;
    firstOpened.current = ready;
    const list = ready.puzzles;
    if (wantsDaily.current && list.length > 0) {
      open(list[dailyIndex(today, game, list.length)], today);
    } else open(choose(list, { theme, difficulty }));
    wantsDaily.current = false;
  }, [ready, settled]);

  const matching = useMemo(
    () => puzzles.filter((p) => matches(p, { theme, difficulty })).length,
    [puzzles, theme, difficulty],
  );

  const onFilter = (filter: PuzzleFilter): void => {
    setTheme(filter.theme);
    setDifficulty(filter.difficulty);
    open(choose(puzzles, filter));
  };

  /** Sets the attempt, and records its first result once: rated, or help that is not. */
  const change = (nextAttempt: Attempt): void => {
    setAttempt(nextAttempt);
    const { puzzle, result } = nextAttempt;
    if (recorded.current === puzzle || result === undefined) return;
    recorded.current = puzzle;
    const time = now();
    const record = (p: PuzzleProgress): PuzzleProgress =>
      recordAttempt(p, {
        game,
        id: puzzle.id,
        initial: p.puzzles[puzzleKey(game, puzzle.id)]?.rating ?? unplayedPuzzle(puzzle.rating),
        player: p.players[game] ?? NEW_RATING,
        result,
        daily,
        time,
      });
    const before = read();
    const moved = ratingChange(before, record(before), game);
    setRated(moved === undefined ? undefined : { puzzle, change: moved });
    update(record);
  };

  const pos = attempt ? shownPosition(attempt) : undefined;
  const moves = attempt ? withPositions(attempt.start, shownMoves(attempt)) : [];
  const last = moves.at(-1);
  const lastMove: MoveInfo | undefined = last ? moveInfo(last.before, last.move) : undefined;
  const expected = attempt ? expectedMove(attempt) : undefined;
  const hintInfo =
    attempt && attempt.hints > 0 && expected !== undefined && pos
      ? hintMarks(pos, expected, attempt.hints)
      : undefined;
  const texts = moves.map(({ before, move }) => makeMoveText(before, move));

  const said = ((): string => {
    if (!attempt || !pos) return '';
    const mover = t.play.players[playerOf(attempt.start.turn)];
    if (attempt.status === 'refuted') {
      const wrong = t.puzzles.wrong(texts[attempt.played.length]);
      const line = texts.slice(attempt.played.length + 1).join(' ');
      return `${wrong} ${line ? t.puzzles.refutation(line) : t.puzzles.refutationEmpty}`;
    }
    if (attempt.status === 'solved') {
      if (attempt.result === 'helped') return t.puzzles.solvedHelped;
      if (attempt.result === 'failed')
        return attempt.shown === undefined ? t.puzzles.solvedAfterWrong : t.puzzles.shownAfterWrong;
      return t.puzzles.solved;
    }
    const task =
      attempt.played.length === 0
        ? t.puzzles.task[attempt.puzzle.themes[0]](mover)
        : t.puzzles.right(texts[texts.length - 2], texts[texts.length - 1]);
    if (attempt.hints === 0 || !hintInfo) return task;
    const marked =
      attempt.hints >= MAX_HINTS
        ? t.puzzles.hintWhere
        : hintInfo.from.length > 0
          ? t.puzzles.hintPieces
          : t.puzzles.hintPlacement;
    return `${task} ${marked}`;
  })();

  /** The move of the solution on show, in words with what it leaves on the board. */
  const solutionSaid = ((): string | undefined => {
    if (attempt?.shown === undefined) return undefined;
    const k = attempt.shown;
    if (k === 0) return t.puzzles.solutionStart;
    const before = positionAfter(attempt.start, attempt.solution.slice(0, k - 1));
    const move = attempt.solution[k - 1];
    // The solver moves first and then at every other ply; the defence between.
    const words = k % 2 === 1 ? t.puzzles.solutionMove : t.puzzles.solutionReply;
    return words(
      number(k),
      number(attempt.solution.length),
      describeMove(before, move, t.games),
      moveReason(before, move, t.games, number),
    );
  })();

  /** A step of the attempt on show, from a button beside it. */
  const step = (by: (attempt: Attempt) => Attempt): void => {
    if (attempt) change(by(attempt));
  };

  const stored = attempt ? progress.puzzles[puzzleKey(game, attempt.puzzle.id)] : undefined;

  return {
    game,
    /** The same game chosen again keeps its puzzle: only a new game loads a list. */
    chooseGame: (chosen: Game) => {
      if (chosen === game) return;
      setGame(chosen);
      setAttempt(undefined);
    },
    theme,
    difficulty,
    /** The themes some puzzle of the list has. */
    themes: PUZZLE_THEMES.filter((x) => puzzles.some((p) => p.themes.includes(x))),
    chooseTheme: (chosen: PuzzleTheme | undefined) => onFilter({ theme: chosen, difficulty }),
    chooseDifficulty: (chosen: Difficulty | undefined) => onFilter({ theme, difficulty: chosen }),
    ready: ready !== undefined,
    failed: loaded.state === 'failed' ? loaded.why : undefined,
    count: puzzles.length,
    matching,
    rating: player.rating,
    /** How far the puzzle on show moved the rating, once its result is rated. */
    ratingChange: rated && rated.puzzle === attempt?.puzzle ? rated.change : undefined,
    streak: progress.streak,
    kept,
    /** How many parts of the stored progress did not read and were set aside. */
    setAside,
    dailySolved: progress.dailies.includes(`${game}:${today}`),
    attempt,
    /** Whether the attempt on show is the daily puzzle. */
    daily: daily !== undefined,
    pos,
    lastMove,
    lastByDefence: moves.length > 0 && moves.length % 2 === 0,
    hint: hintInfo,
    /** Whether the board may mark where the side to move can move: only once a hint is asked for. */
    aids: (attempt?.hints ?? 0) > 0,
    said,
    solutionSaid,
    puzzleRating: stored?.rating.rating ?? attempt?.puzzle.rating,
    onMove: (move: Move) => {
      if (attempt && ready) change(tryMove(attempt, move, ready.kit));
    },
    showHint: () => step(hint),
    retry: () => step(retry),
    reveal: () => step(reveal),
    solutionPrev: () => step((a) => stepSolution(a, -1)),
    solutionNext: () => step((a) => stepSolution(a, 1)),
    next: () => open(choose(puzzles, { theme, difficulty }, attempt?.puzzle.id)),
    openDaily: () => {
      if (puzzles.length > 0) open(puzzles[dailyIndex(today, game, puzzles.length)], today);
    },
  };
}
