import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnalysisClient } from '../../ai/worker/client';
import { AiCancelledError } from '../../ai/worker/client';
import { type Game, makeMoveText, type Move, moveInfo, parseMove, play } from '../../engine';
import { parsePosition } from '../../games';
import { type MistakeAnswer, answerMistake } from '../../store/computer/answerMistake';
import { workerReviewClient } from '../../store/computer/attachReview';
import { type Mistake, yourMistakes } from '../../store/library/mistakes';
import { useApp } from '../../store/context';

/** Where a try at one of the reader's mistakes stands. */
export type PersonalTry =
  | { readonly status: 'solving' }
  | { readonly status: 'checking'; readonly move: Move }
  | { readonly status: 'answered'; readonly move: Move; readonly answer: MistakeAnswer }
  | { readonly status: 'shown' }
  | { readonly status: 'failed'; readonly why: string };

/**
 * The puzzles made of the reader's own mistakes: those the review found in their reviewed
 * games (`yourMistakes`), one at a time, the latest game first. A move tried is judged in
 * the review's worker as "learn from your mistakes" judges it; they are not rated.
 */
export function usePersonalPuzzles(
  game: Game,
  newClient: () => AnalysisClient = workerReviewClient,
) {
  const { library } = useApp();
  const [mistakes, setMistakes] = useState<readonly Mistake[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [attempt, setAttempt] = useState<PersonalTry>({ status: 'solving' });
  const client = useRef<AnalysisClient | undefined>(undefined);
  /** Bumped by every try and reset, so that a late answer to an earlier try is dropped. */
  const tries = useRef(0);

  useEffect(() => {
    if (!library) return;
    let live = true;
    yourMistakes(library).then(
      (found) => live && setMistakes(found),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [library]);
  useEffect(() => () => client.current?.dispose(), []);

  const list = useMemo(() => (mistakes ?? []).filter((m) => m.game === game), [mistakes, game]);
  const mistake: Mistake | undefined = list[index % Math.max(list.length, 1)];
  const start = useMemo(() => {
    if (!mistake) return undefined;
    const read = parsePosition(mistake.position);
    return read.ok ? read.value : undefined;
  }, [mistake]);
  const best = useMemo(() => {
    if (!start || !mistake) return undefined;
    const move = parseMove(start, mistake.best);
    return move.ok ? move.value : undefined;
  }, [start, mistake]);

  const reset = (): void => {
    tries.current += 1;
    client.current?.cancel();
    setAttempt({ status: 'solving' });
  };

  const onMove = (move: Move): void => {
    if (!start || !mistake || attempt.status !== 'solving') return;
    setAttempt({ status: 'checking', move });
    client.current ??= newClient();
    const id = ++tries.current;
    answerMistake(client.current, mistake, start, move).then(
      (answer) => id === tries.current && setAttempt({ status: 'answered', move, answer }),
      (e: unknown) => {
        if (e instanceof AiCancelledError || id !== tries.current) return;
        setAttempt({ status: 'failed', why: e instanceof Error ? e.message : String(e) });
      },
    );
  };

  const tried = attempt.status === 'checking' || attempt.status === 'answered';
  const shownMove = tried ? attempt.move : attempt.status === 'shown' ? best : undefined;
  return {
    loading: library !== undefined && mistakes === undefined && error === undefined,
    hasLibrary: library !== undefined,
    error,
    count: list.length,
    index: list.length === 0 ? 0 : index % list.length,
    mistake,
    start,
    attempt,
    /** The board: the position, or after the move tried or shown. */
    pos: start && shownMove ? play(start, shownMove) : start,
    lastMove: start && shownMove ? moveInfo(start, shownMove) : undefined,
    moveText: (move: Move): string => (start ? makeMoveText(start, move) : ''),
    onMove,
    retry: reset,
    reveal: (): void => {
      reset();
      setAttempt({ status: 'shown' });
    },
    next: (): void => {
      reset();
      setIndex((i) => i + 1);
    },
  };
}
