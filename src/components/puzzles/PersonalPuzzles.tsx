import { useI18n } from '../../i18n/context';
import { type Game, playerOf } from '../../engine';
import type { AnalysisClient } from '../../ai/worker/client';
import { PuzzleBoard } from './PuzzleBoard';
import { type PersonalTry, usePersonalPuzzles } from './usePersonalPuzzles';

/**
 * The puzzles of the reader's own mistakes: the position before a mistake or blunder the
 * review found in one of their games, to find a better move in; not rated.
 */
export function PersonalPuzzles({
  game,
  newClient,
}: {
  readonly game: Game;
  /** The worker a move tried is judged in; tests pass their own. */
  readonly newClient?: () => AnalysisClient;
}) {
  const { t, number, date } = useI18n();
  const said = t.puzzles.yours;
  const view = usePersonalPuzzles(game, newClient);
  const { mistake, start, attempt } = view;

  const status = (a: PersonalTry): string => {
    if (!mistake) return '';
    switch (a.status) {
      case 'solving':
        return said.task(t.play.players[playerOf(start!.turn)], mistake.played);
      case 'checking':
        return said.checking(view.moveText(a.move));
      case 'answered': {
        const move = view.moveText(a.move);
        if (a.answer.kind === 'best') return said.best(move);
        if (a.answer.kind === 'good') return said.good(move);
        return said.worse(move, said.judgement[a.answer.judgement]);
      }
      case 'shown':
        return said.shown(mistake.best, mistake.played);
      case 'failed':
        return said.checkFailed(a.why);
    }
  };
  const done =
    attempt.status === 'shown' ||
    (attempt.status === 'answered' && attempt.answer.kind !== 'worse');

  return (
    <div className="hx-puzzle-yours" data-testid="puzzle-yours">
      {view.loading && <p role="status">{said.loading}</p>}
      {view.error !== undefined && <p role="alert">{said.failed(view.error)}</p>}
      {!view.loading && view.error === undefined && view.count === 0 && (
        <p data-testid="puzzle-yours-none">{said.none}</p>
      )}
      {view.count > 0 && (
        <p className="hx-puzzles-stats" data-testid="puzzle-yours-count" data-count={view.count}>
          {said.count(view.count, number(view.count))}
        </p>
      )}
      {mistake && start && view.pos && (
        <div
          className="hx-puzzle"
          data-testid="puzzle"
          data-position={mistake.position}
          data-mistake={mistake.key}
          data-state={done ? 'solved' : attempt.status}
        >
          <p className="hx-puzzle-title" data-testid="puzzle-title">
            {said.title(
              date(mistake.created, { dateStyle: 'medium' }),
              number(Math.ceil(mistake.ply / 2)),
              said.judgement[mistake.judgement],
            )}
          </p>
          <PuzzleBoard
            pos={view.pos}
            interactive={attempt.status === 'solving'}
            lastMove={view.lastMove}
            lastByDefence={false}
            hint={undefined}
            aids={attempt.status === 'solving'}
            onMove={view.onMove}
          />
          <p className="hx-puzzle-said" role="status" data-testid="puzzle-status">
            {status(attempt)}
          </p>
          <div className="hx-puzzle-actions">
            <button
              type="button"
              data-action="puzzle-retry"
              disabled={attempt.status === 'solving'}
              onClick={view.retry}
            >
              {t.puzzles.retry}
            </button>
            <button
              type="button"
              data-action="puzzle-solution"
              disabled={attempt.status === 'shown'}
              onClick={view.reveal}
            >
              {t.puzzles.solution}
            </button>
            <button
              type="button"
              className="hx-primary"
              data-action="puzzle-next"
              disabled={view.count < 2}
              onClick={view.next}
            >
              {t.puzzles.next}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
