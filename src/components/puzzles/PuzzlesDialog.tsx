import { useId, useState } from 'react';
import type { AnalysisClient } from '../../ai/worker/client';
import type { Game } from '../../engine';
import { useI18n } from '../../i18n/context';
import { Modal } from '../shell/Modal';
import { PuzzleActions } from './PuzzleActions';
import { PuzzleBoard } from './PuzzleBoard';
import { PuzzleFilters, type PuzzleSource } from './PuzzleFilters';
import { PersonalPuzzles } from './PersonalPuzzles';
import { PuzzleSolution } from './PuzzleSolution';
import { PuzzleStats } from './PuzzleStats';
import { usePuzzlesDialog } from './usePuzzlesDialog';
import '../../styles/puzzles.css';

/**
 * The puzzle trainer: a game's proven puzzles, filtered by theme and difficulty and
 * offered near the player's rating, played on the game's own board against the stored
 * defence. Ratings, the streak and the daily puzzles solved are kept in the library.
 */
export function PuzzlesDialog({
  initialGame,
  onClose,
  now = Date.now,
  daily,
  newClient,
}: {
  readonly initialGame: Game;
  readonly onClose: () => void;
  /** Opens on the daily puzzle. */
  readonly daily?: boolean;
  /** The clock that chooses the daily puzzle; tests pass their own. */
  readonly now?: () => number;
  /** The worker the moves tried at the reader's own mistakes are judged in; tests pass their own. */
  readonly newClient?: () => AnalysisClient;
}) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const titleId = useId();
  const trainer = usePuzzlesDialog({ initialGame, now, daily });
  const { attempt, pos } = trainer;
  const [source, setSource] = useState<PuzzleSource>('proven');

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="puzzles">
      <div className="hx-puzzles hx-wide-dialog">
        <div className="hx-dialog-head">
          <h2 id={titleId}>{t.puzzles.title}</h2>
          <button type="button" data-action="close-puzzles" onClick={onClose}>
            {t.puzzles.close}
          </button>
        </div>
        <PuzzleFilters
          source={source}
          onSource={setSource}
          game={trainer.game}
          theme={trainer.theme}
          difficulty={trainer.difficulty}
          themes={trainer.themes}
          onGame={trainer.chooseGame}
          onTheme={trainer.chooseTheme}
          onDifficulty={trainer.chooseDifficulty}
        />
        {source === 'yours' ? (
          <PersonalPuzzles game={trainer.game} newClient={newClient} />
        ) : (
          <>
            <PuzzleStats
              loading={!trainer.ready && trainer.failed === undefined}
              count={trainer.count}
              filtered={Boolean(trainer.theme || trainer.difficulty)}
              matching={trainer.matching}
              rating={trainer.rating}
              change={trainer.ratingChange}
              streak={trainer.streak}
            />
            {trainer.setAside > 0 && (
              <p role="status" data-testid="puzzle-set-aside" data-count={trainer.setAside}>
                {t.puzzles.setAside(trainer.setAside, number(trainer.setAside))}
              </p>
            )}
            {trainer.failed !== undefined && (
              <p role="alert" data-testid="puzzle-error">
                {t.puzzles.failed(trainer.failed)}
              </p>
            )}
            {trainer.ready && !attempt && <p data-testid="puzzle-none">{t.puzzles.none}</p>}
            {attempt && pos && (
              <div
                className="hx-puzzle"
                data-testid="puzzle"
                data-position={attempt.puzzle.position}
                data-puzzle-id={attempt.puzzle.id}
                data-state={attempt.status}
              >
                <p className="hx-puzzle-title" data-testid="puzzle-title">
                  {trainer.daily
                    ? t.puzzles.dailyTitle(i18n.date(now(), { dateStyle: 'medium' }))
                    : t.puzzles.number(number(attempt.puzzle.id))}
                  {' · '}
                  {attempt.puzzle.themes.map((x) => t.puzzles.themes[x]).join(', ')}
                  {' · '}
                  {t.puzzles.difficulties[attempt.puzzle.difficulty]}
                  {' · '}
                  {t.puzzles.puzzleRating(number(Math.round(trainer.puzzleRating ?? 0)))}
                </p>
                <PuzzleBoard
                  pos={pos}
                  interactive={attempt.status === 'solving'}
                  lastMove={trainer.lastMove}
                  lastByDefence={trainer.lastByDefence}
                  hint={trainer.hint}
                  aids={trainer.aids}
                  onMove={trainer.onMove}
                />
                <p className="hx-puzzle-said" role="status" data-testid="puzzle-status">
                  {trainer.said}
                </p>
                {attempt.status === 'solved' && (
                  <PuzzleSolution
                    line={attempt.puzzle.line}
                    said={trainer.solutionSaid}
                    step={attempt.shown}
                    length={attempt.solution.length}
                    onPrev={trainer.solutionPrev}
                    onNext={trainer.solutionNext}
                  />
                )}
                <PuzzleActions
                  attempt={attempt}
                  onHint={trainer.showHint}
                  onRetry={trainer.retry}
                  onReveal={trainer.reveal}
                  onNext={trainer.next}
                />
              </div>
            )}
            <p className="hx-puzzles-foot">
              <button
                type="button"
                data-action="puzzle-daily"
                disabled={!trainer.ready || trainer.count === 0}
                onClick={trainer.openDaily}
              >
                {trainer.dailySolved ? t.puzzles.dailySolved : t.puzzles.daily}
              </button>{' '}
              <span data-testid="puzzle-storage">
                {trainer.kept ? t.puzzles.saved : t.puzzles.notSaved}
              </span>
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
