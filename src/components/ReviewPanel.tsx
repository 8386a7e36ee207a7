import { useEffect, useMemo } from 'react';
import { JUDGEMENTS } from '../ai/judgements';
import { PLAYERS, type Player } from '../engine';
import { gameModule } from '../games';
import { useI18n } from '../i18n/context';
import { attachReview, workerReviewClient } from '../store/computer/attachReview';
import type { AnalysisClient } from '../ai/client';
import { useGame, useGameStore } from '../store/context';
import { reviewedGame } from '../store/game/reviewed';
import type { Learning, ReviewRun } from '../store/game/reviewSession';
import type { GameStore } from '../store/game';
import { EvalGraph } from './EvalGraph';
import { gameWords } from './labels';
import '../styles/review.css';

const selectReview = (s: GameStore) => s.review;
const selectGameLine = (s: GameStore) => s.line();
const selectGameCursor = (s: GameStore) => (s.path.length === 0 ? s.cursor : 0);

function Progress({ run }: { readonly run: ReviewRun }) {
  const { t, number } = useI18n();
  const store = useGameStore();
  return (
    <div className="hx-review-run">
      <div
        className="hx-review-progress"
        role="progressbar"
        aria-label={t.review.progress}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={t.review.progressText(number(run.done), number(run.total))}
        data-testid="review-progress"
      >
        <div
          className="hx-review-progress-done"
          style={{ width: `${((run.done / run.total) * 100).toFixed(1)}%` }}
        />
      </div>
      <p className="hx-review-note">{t.review.progressText(number(run.done), number(run.total))}</p>
      <button
        type="button"
        data-action="cancel-review"
        onClick={() => store.getState().cancelReview()}
      >
        {t.review.cancel}
      </button>
    </div>
  );
}

/** "Learn from your mistakes": where the player stands at the current mistake, and the ways on. */
function LearnBox({ learning, unit }: { readonly learning: Learning; readonly unit: string }) {
  const { t, number } = useI18n();
  const store = useGameStore();
  const moves = useGame((s) => s.moves);
  const ply = learning.plies[learning.index];
  const played = moves[ply - 1];
  const tried = learning.tried;
  const actions = store.getState();
  let said: string;
  switch (learning.status) {
    case 'waiting':
      said = t.review.learnFind(played.text);
      break;
    case 'checking':
      said = t.review.learnChecking;
      break;
    case 'accepted':
      said = t.review.learnGood(tried?.text ?? '');
      break;
    case 'rejected':
      said =
        tried?.path.length === 0
          ? t.review.learnSame
          : t.review.learnBad(
              tried?.text ?? '',
              Number.isFinite(tried?.loss)
                ? number(tried?.loss ?? 0, { maximumFractionDigits: 1 })
                : '?',
              unit,
            );
      break;
    case 'shown':
      said = t.review.learnShown(played.notes?.best ?? '');
      break;
  }
  const last = learning.index + 1 >= learning.plies.length;
  return (
    <div
      className="hx-review-learn"
      data-testid="learn"
      data-status={learning.status}
      data-ply={ply}
    >
      <h3>{t.review.learnStep(number(learning.index + 1), number(learning.plies.length))}</h3>
      <p role="status">{said}</p>
      <div className="hx-button-row">
        {(learning.status === 'rejected' || learning.status === 'shown') && (
          <button type="button" data-action="learn-retry" onClick={() => actions.learnRetry()}>
            {t.review.retry}
          </button>
        )}
        {learning.status !== 'shown' && learning.status !== 'accepted' && (
          <button type="button" data-action="learn-best" onClick={() => actions.learnShowBest()}>
            {t.review.showBest}
          </button>
        )}
        {!last && (
          <button type="button" data-action="learn-next" onClick={() => actions.learnNext()}>
            {t.review.next}
          </button>
        )}
        <button type="button" data-action="learn-stop" onClick={() => actions.learnStop()}>
          {t.review.stop}
        </button>
      </div>
    </div>
  );
}

export interface ReviewPanelProps {
  /** Makes the client the review searches through: a Web Worker unless a test says otherwise. */
  readonly makeClient?: () => AnalysisClient;
}

/**
 * The post-game review: the run's progress (cancellable), the evaluation graph, each
 * side's counts and accuracy, and "learn from your mistakes". Its findings are in the
 * moves' notes, so the move list marks the judged moves and the board draws the better move.
 */
export function ReviewPanel({ makeClient = workerReviewClient }: ReviewPanelProps) {
  const { t, number } = useI18n();
  const store = useGameStore();
  const review = useGame(selectReview);
  const line = useGame(selectGameLine);
  const current = useGame(selectGameCursor);
  const game = line.spec.game;
  const rules = gameModule(game).ai.review;

  useEffect(() => attachReview(store, makeClient()), [store, makeClient]);

  const reviewed = useMemo(
    () => reviewedGame(line, rules, review?.start),
    [line, rules, review?.start],
  );
  if (!review) return null;
  const { run, learning } = review;
  const { summary } = reviewed;
  const unit = gameWords(t, game).counted(2);
  const percent = (value: number | undefined) =>
    value === undefined ? '–' : number(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  const mistakes = (side: Player) => summary[side].counts.mistake + summary[side].counts.blunder;

  return (
    <section className="hx-panel hx-review" aria-labelledby="review-title" data-testid="review">
      <div className="hx-analysis-head">
        <h2 id="review-title">{t.review.title}</h2>
        <button
          type="button"
          className="hx-link"
          data-action="close-review"
          onClick={() => store.getState().closeReview()}
        >
          {t.review.close}
        </button>
      </div>
      {run?.status === 'running' && <Progress run={run} />}
      {run?.status === 'cancelled' && <p className="hx-review-note">{t.review.cancelled}</p>}
      {run?.status === 'failed' && (
        <p className="hx-review-note" role="alert">
          {run.error === 'changed' ? t.review.changed : t.review.failed(run.error ?? '')}
        </p>
      )}
      {reviewed.points.some((p) => p.verdict !== undefined) && (
        <>
          <EvalGraph
            points={reviewed.points}
            rules={rules}
            current={current}
            onGo={(ply) => store.getState().goToLine([], ply)}
          />
          <table className="hx-review-summary" data-testid="review-summary">
            <caption>{t.review.summary}</caption>
            <thead>
              <tr>
                <td />
                {PLAYERS.map((p) => (
                  <th key={p} scope="col">
                    {t.play.players[p]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {JUDGEMENTS.map((j) => (
                <tr key={j}>
                  <th scope="row">
                    <span className={`hx-judged-key hx-judged-${j}`} aria-hidden="true" />
                    {t.review.counts[j]}
                  </th>
                  {PLAYERS.map((p) => (
                    <td key={p} data-side={p} data-count={j}>
                      {number(summary[p].counts[j])}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t.review.accuracy}</th>
                {PLAYERS.map((p) => (
                  <td key={p} data-side={p} data-accuracy={summary[p].accuracy?.toFixed(1)}>
                    {percent(summary[p].accuracy)}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}
      {learning ? (
        <LearnBox learning={learning} unit={unit} />
      ) : (
        run?.status !== 'running' && (
          <div className="hx-button-row">
            {reviewed.complete &&
              PLAYERS.map((p) => (
                <button
                  key={p}
                  type="button"
                  data-action="learn"
                  data-side={p}
                  disabled={mistakes(p) === 0}
                  onClick={() => store.getState().learnFrom(p)}
                >
                  {t.review.learn(t.play.players[p])}
                </button>
              ))}
            <button
              type="button"
              data-action="review-quick"
              onClick={() => store.getState().startReview('quick')}
            >
              {t.review.quick}
            </button>
            <button
              type="button"
              data-action="review-deep"
              onClick={() => store.getState().startReview('deep')}
            >
              {t.review.deep}
            </button>
          </div>
        )
      )}
    </section>
  );
}
