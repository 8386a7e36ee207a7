import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { JUDGEMENTS } from '../../ai/review/judgements';
import { parseMove, PLAYERS, type Player } from '../../engine';
import { describeMove } from '../../announce/describe';
import { gameModule } from '../../games';
import { useI18n } from '../../i18n/context';
import { useReviewWords } from './useReviewWords';
import { attachReview, workerReviewClient } from '../../store/computer/attachReview';
import type { AnalysisClient } from '../../ai/worker/client';
import { useGame, useGameStore } from '../../store/context';
import { learnFrom, learnNext, learnRetry, learnShowBest } from '../../store/game/review/learning';
import { reviewedGame } from '../../store/game/review/reviewed';
import type { Learning, ReviewRun } from '../../store/game/review/reviewSession';
import type { GameStore } from '../../store/game';
import { EvalGraph } from './EvalGraph';
import { JudgedMoves } from './JudgedMoves';
import { verdictText } from './verdictText';
import { gameWords } from '../labels';
import '../../styles/review.css';

const selectReview = (s: GameStore) => s.review;
const selectGameLine = (s: GameStore) => s.line();
const selectGameCursor = (s: GameStore) => (s.path.length === 0 ? s.cursor : 0);

function Progress({ run }: { readonly run: ReviewRun }) {
  const { number } = useI18n();
  const w = useReviewWords();
  const store = useGameStore();
  // After every position, the suspected mistakes searched again (`ReviewRun.rechecked`).
  const { done, total } = run.rechecked ?? run;
  const text = run.rechecked
    ? w.recheckText(number(done), number(total))
    : w.progressText(number(done), number(total));
  return (
    <div className="hx-review-run">
      <div
        className="hx-review-progress"
        role="progressbar"
        aria-label={w.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        data-testid="review-progress"
        data-phase={run.rechecked ? 'recheck' : 'positions'}
      >
        <div
          className="hx-review-progress-done"
          style={{ width: `${total === 0 ? 100 : ((done / total) * 100).toFixed(1)}%` }}
        />
      </div>
      <p className="hx-review-note">{text}</p>
      <button
        type="button"
        data-action="cancel-review"
        onClick={() => store.getState().cancelReview()}
      >
        {w.cancel}
      </button>
    </div>
  );
}

/** "Learn from your mistakes": where the player stands at the current mistake, and the ways on. */
function LearnBox({ learning, unit }: { readonly learning: Learning; readonly unit: string }) {
  const { number } = useI18n();
  const w = useReviewWords();
  const store = useGameStore();
  const moves = useGame((s) => s.moves);
  const ply = learning.plies[learning.index];
  const played = moves[ply - 1];
  const tried = learning.tried;
  let said: string;
  switch (learning.status) {
    case 'waiting':
      said = w.learnFind(played.text);
      break;
    case 'checking':
      said = w.learnChecking;
      break;
    case 'accepted':
      said = w.learnGood(tried?.text ?? '');
      break;
    case 'rejected':
      said =
        tried?.path.length === 0
          ? w.learnSame
          : w.learnBad(
              tried?.text ?? '',
              Number.isFinite(tried?.loss)
                ? number(tried?.loss ?? 0, { maximumFractionDigits: 1 })
                : '?',
              unit,
            );
      break;
    case 'shown':
      said = w.learnShown(played.notes?.best ?? '');
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
      <h3>{w.learnStep(number(learning.index + 1), number(learning.plies.length))}</h3>
      <p role="status">{said}</p>
      <div className="hx-button-row">
        {(learning.status === 'rejected' || learning.status === 'shown') && (
          <button type="button" data-action="learn-retry" onClick={() => learnRetry(store)}>
            {w.retry}
          </button>
        )}
        {learning.status !== 'shown' && learning.status !== 'accepted' && (
          <button type="button" data-action="learn-best" onClick={() => learnShowBest(store)}>
            {w.showBest}
          </button>
        )}
        {!last && (
          <button type="button" data-action="learn-next" onClick={() => learnNext(store)}>
            {w.next}
          </button>
        )}
        <button
          type="button"
          data-action="learn-stop"
          onClick={() => store.getState().setLearning(undefined)}
        >
          {w.stop}
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
 * The post-game review: the run's progress (cancellable), the evaluation graph, the judged
 * moves, each side's counts and accuracy, and "learn from your mistakes", whose card is
 * the whole panel while it lasts, so that the board keeps its room and the buttons their place. Its findings are in the moves' notes, so the
 * move list marks the judged moves and the board draws the better move. On a phone the
 * panel is a sheet that shows the graph and the current mark until asked for the rest.
 */
export function ReviewPanel({ makeClient = workerReviewClient }: ReviewPanelProps) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const w = useReviewWords();
  const store = useGameStore();
  const review = useGame(selectReview);
  // The judged game is worked out again after each move of a learning session: the board
  // answers first, the graph and the counts follow.
  const line = useDeferredValue(useGame(selectGameLine));
  const current = useGame(selectGameCursor);
  const [whole, setWhole] = useState(false);
  const game = line.spec.game;
  const rules = gameModule(game).ai.review;

  useEffect(() => attachReview(store, makeClient()), [store, makeClient]);

  const reviewed = useMemo(
    () => reviewedGame(line, rules, review?.start),
    [line, rules, review?.start],
  );
  const moveTexts = useMemo(() => line.records.map((r) => r.text), [line]);
  if (!review) return null;
  const { run, learning } = review;
  const { summary } = reviewed;
  const unit = gameWords(t, game).counted(2);
  const percent = (value: number | undefined) =>
    value === undefined ? '–' : number(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  const viewed = current > 0 ? reviewed.points[current - 1] : undefined;
  const viewedBest =
    viewed?.judgement && viewed.best
      ? {
          judgement: viewed.judgement,
          best: viewed.best,
          played: line.records[current - 1].text,
          before: current === 1 ? review?.start : reviewed.points[current - 2].verdict,
          after: viewed.verdict,
        }
      : undefined;
  // The better move in words, as the announcer says a move: which pieces go where.
  const bestMove = viewedBest && parseMove(line.position(current - 1), viewedBest.best);
  const bestSaid =
    bestMove?.ok === true ? describeMove(line.position(current - 1), bestMove.value, t.games) : '';
  const mistakes = (side: Player) => summary[side].counts.mistake + summary[side].counts.blunder;
  const goTo = (ply: number): void => store.getState().goToLine([], ply);
  const evaluated = reviewed.points.some((p) => p.verdict !== undefined);

  return (
    <section
      className="hx-panel hx-review"
      aria-labelledby="review-title"
      data-testid="review"
      data-whole={whole}
      data-learning={learning !== undefined}
      data-complete={reviewed.complete}
    >
      <div className="hx-analysis-head">
        <h2 id="review-title">{w.title}</h2>
        {!learning && (
          <button
            type="button"
            className="hx-link hx-review-sheet"
            data-action="review-sheet"
            aria-expanded={whole}
            onClick={() => setWhole(!whole)}
          >
            {whole ? w.collapse : w.expand}
          </button>
        )}
        <button
          type="button"
          className="hx-link"
          data-action="close-review"
          onClick={() => store.getState().closeReview()}
        >
          {w.close}
        </button>
      </div>
      {learning && <LearnBox learning={learning} unit={unit} />}
      {run?.status === 'running' && <Progress run={run} />}
      {run?.status === 'cancelled' && <p className="hx-review-note">{w.cancelled}</p>}
      {run?.status === 'failed' && (
        <p className="hx-review-note" role="alert">
          {run.error === 'changed' ? w.changed : w.failed(run.error ?? '')}
        </p>
      )}
      {/* While learning, the card is all: the board needs the room. */}
      {!learning && (
        <div className="hx-review-body">
          {evaluated && (
            <div className="hx-review-main">
              <EvalGraph points={reviewed.points} rules={rules} current={current} onGo={goTo} />
              {viewedBest && (
                <p className="hx-review-note" data-testid="better-move" aria-live="polite">
                  <span
                    className={`hx-judged-key hx-judged-${viewedBest.judgement}`}
                    aria-hidden="true"
                  />
                  {t.review.judgement[viewedBest.judgement]} ·{' '}
                  {w.better(viewedBest.played, viewedBest.best)}
                  {viewedBest.before && viewedBest.after && (
                    <span
                      className="hx-review-swing"
                      data-testid="judged-swing"
                      data-before={verdictText(i18n, viewedBest.before)}
                      data-after={verdictText(i18n, viewedBest.after)}
                    >
                      {' '}
                      {w.swing(
                        verdictText(i18n, viewedBest.before),
                        verdictText(i18n, viewedBest.after),
                      )}
                    </span>
                  )}
                  {bestSaid && (
                    <span className="hx-review-said" data-testid="better-said">
                      {' '}
                      {w.bestSaid(bestSaid)}
                    </span>
                  )}
                </p>
              )}
              <div className="hx-review-more">
                <JudgedMoves
                  points={reviewed.points}
                  moves={moveTexts}
                  current={current}
                  onGo={goTo}
                />
              </div>
            </div>
          )}
          {evaluated && (
            <table
              className="hx-review-summary hx-review-aside hx-review-more"
              data-testid="review-summary"
            >
              <caption>{w.summary}</caption>
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
                      {w.counts[j]}
                    </th>
                    {PLAYERS.map((p) => (
                      <td key={p} data-side={p} data-count={j}>
                        {number(summary[p].counts[j])}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{w.accuracy}</th>
                  {PLAYERS.map((p) => (
                    <td key={p} data-side={p} data-accuracy={summary[p].accuracy?.toFixed(1)}>
                      {percent(summary[p].accuracy)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          )}
        </div>
      )}
      {!learning && run?.status !== 'running' && (
        <div className="hx-button-row">
          {reviewed.complete &&
            PLAYERS.map((p) => (
              <button
                key={p}
                type="button"
                data-action="learn"
                data-side={p}
                disabled={mistakes(p) === 0}
                onClick={() => learnFrom(store, p)}
              >
                {w.learn(t.play.players[p])}
              </button>
            ))}
          <button
            type="button"
            data-action="review-quick"
            onClick={() => store.getState().startReview('quick')}
          >
            {w.quick}
          </button>
          <button
            type="button"
            data-action="review-deep"
            onClick={() => store.getState().startReview('deep')}
          >
            {w.deep}
          </button>
        </div>
      )}
    </section>
  );
}
