import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type Game,
  makeMoveText,
  type Move,
  type MoveInfo,
  moveInfo,
  playerOf,
  type Position,
} from '../../engine';
import { useT } from '../../i18n/context';
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
import { usePuzzleProgress } from './usePuzzleProgress';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly why: string }
  | { readonly state: 'ready'; readonly kit: PuzzleKit; readonly puzzles: readonly Puzzle[] };

const NO_PUZZLES: readonly Puzzle[] = [];

/** A game without puzzles: an empty list, never judged. */
const NO_KIT: PuzzleKit = { text: '', judge: () => ({ kind: 'right' }) };

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
  const t = useT();
  const [game, setGame] = useState<Game>(initialGame);
  const [theme, setTheme] = useState<PuzzleTheme | undefined>();
  const [difficulty, setDifficulty] = useState<Difficulty | undefined>();
  const [loaded, setLoaded] = useState<Loaded & { readonly game?: Game }>({ state: 'loading' });
  const [attempt, setAttempt] = useState<Attempt | undefined>();
  const [daily, setDaily] = useState<string | undefined>();
  const recorded = useRef<Attempt['puzzle'] | undefined>(undefined);
  /** The daily puzzle is asked for until the first list has loaded. */
  const wantsDaily = useRef(startDaily);
  const { progress, read, update, kept, setAside } = usePuzzleProgress();
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

  // Only a new game loads a list; the filters choose from it in their own handlers.
  useEffect(() => {
    let current = true;
    loadPuzzleKit(game).then(
      (kit) => {
        if (!current) return;
        const parsed = kit ? parsePuzzles(kit.text) : { ok: true as const, value: [] };
        if (!parsed.ok) return setLoaded({ state: 'failed', why: parsed.error.message, game });
        setLoaded({ state: 'ready', kit: kit ?? NO_KIT, puzzles: parsed.value, game });
        const list = parsed.value;
        if (wantsDaily.current && list.length > 0) {
          open(list[dailyIndex(today, game, list.length)], today);
        } else open(choose(list, { theme, difficulty }));
        wantsDaily.current = false;
      },
      (e: unknown) => current && setLoaded({ state: 'failed', why: String(e), game }),
    );
    return () => {
      current = false;
    };
  }, [game]);

  const matching = useMemo(
    () => puzzles.filter((p) => matches(p, { theme, difficulty })).length,
    [puzzles, theme, difficulty],
  );

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

  const pos = attempt ? shownPosition(attempt) : undefined;
  const moves = attempt ? shownMoves(attempt) : [];
  const last = moves.at(-1);
  const lastMove: MoveInfo | undefined = last ? moveInfo(last.before, last.move) : undefined;
  const expected = attempt ? expectedMove(attempt) : undefined;
  const hintInfo =
    attempt?.hinted && expected !== undefined && pos ? moveInfo(pos, expected) : undefined;
  const texts = moves.map(({ before, move }) => makeMoveText(before, move));

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
    said,
    puzzleRating: stored?.rating.rating ?? attempt?.puzzle.rating,
    onMove: (move: Move) => {
      if (attempt && ready) change(tryMove(attempt, move, ready.kit));
    },
    showHint: () => step(hint),
    retry: () => step(retry),
    reveal: () => step(reveal),
    next: () => open(choose(puzzles, { theme, difficulty }, attempt?.puzzle.id)),
    openDaily: () => {
      if (puzzles.length > 0) open(puzzles[dailyIndex(today, game, puzzles.length)], today);
    },
  };
}
