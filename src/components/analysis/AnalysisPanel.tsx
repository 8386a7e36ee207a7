import { lazy, Suspense, useEffect } from 'react';
import { BLACK, type Position } from '../../engine';
import { type I18n, useI18n } from '../../i18n/context';
import type { AnalysisClient } from '../../ai/worker/client';
import {
  attachAnalysis,
  blackShare,
  type Evaluation,
  evaluationOf,
  workerAnalysisClient,
} from '../../store/computer/attachAnalysis';
import { useGame, useGameStore } from '../../store/context';
import { selectAnalysis, selectOutcome, selectPosition } from '../../store/game/selectors';
import type { MoveRecord } from '../../store/game/savedGame';
import type { AnalysisLine } from '../../store/game/analysisBoard/types';
import { gameWords } from '../labels';

const Explorer = lazy(() => import('./Explorer').then((m) => ({ default: m.Explorer })));

/** A line in notation, numbered from the position it starts in, as the move list numbers. */
function lineText(pos: Position, plies: number, moves: readonly MoveRecord[]): string {
  const words: string[] = [];
  let black = pos.turn === BLACK;
  moves.forEach((m, i) => {
    const n = Math.floor((plies + i) / 2) + 1;
    if (black) words.push(`${n}.`);
    else if (i === 0) words.push(`${n}…`);
    words.push(m.text);
    black = !black;
  });
  return words.join(' ');
}

/**
 * The evaluation's notation: "+1.2", or "#3" for a win in three moves, signed + for Black
 * and − for White. A proven win whose moves were not counted has none: its words say it.
 */
function shortScore({ number, t }: I18n, e: Evaluation): string | undefined {
  if (e.winner !== undefined) {
    if (e.movesToWin === undefined) return undefined;
    const sign = e.winner === 'black' ? '+' : '−';
    return `${sign}${t.analysis.winShort(number(e.movesToWin))}`;
  }
  return number(e.lead, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
}

/** The evaluation in words, for the accessible name and the title. */
function longScore({ number, t }: I18n, e: Evaluation, pos: Position): string {
  if (e.winner !== undefined) {
    const player = t.play.players[e.winner];
    const words =
      e.movesToWin === undefined
        ? t.analysis.wins(player)
        : t.analysis.winsIn(player, e.movesToWin, number(e.movesToWin));
    return e.solved ? `${words} (${t.analysis.proven})` : words;
  }
  const amount = Math.abs(e.lead);
  if (amount < 0.05) return t.analysis.even;
  return t.analysis.ahead(
    t.play.players[e.lead > 0 ? 'black' : 'white'],
    number(amount, { maximumFractionDigits: 1 }),
    gameWords(t, pos.game).counted(amount === 1 ? 1 : 2),
  );
}

interface LineButtonProps {
  readonly line: AnalysisLine;
  readonly pos: Position;
  readonly plies: number;
  /** The line's evaluation, shown as its notation with its words as the tooltip. */
  readonly evaluation?: Evaluation;
  readonly testId: string;
}

/** A line of the analysis; clicking it explores it as a side line from the viewed position. */
function LineButton({ line, pos, plies, evaluation, testId }: LineButtonProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const store = useGameStore();
  const text = lineText(pos, plies, line.moves);
  return (
    <button
      type="button"
      className="hx-analysis-line"
      data-testid={testId}
      aria-label={t.analysis.playLine(text)}
      title={t.analysis.playLine(text)}
      onClick={() => store.getState().explore(line.moves.map((m) => m.move))}
    >
      {evaluation && (
        // Empty for a proven win the search did not count: the evaluation above says it once.
        <span
          className="hx-analysis-score"
          data-score={shortScore(i18n, evaluation)}
          title={longScore(i18n, evaluation, pos)}
        >
          {shortScore(i18n, evaluation)}
        </span>
      )}
      <span className="hx-analysis-moves">{text}</span>
    </button>
  );
}

export interface AnalysisPanelProps {
  /** Makes the client the analysis searches through: a Web Worker unless a test says otherwise. */
  readonly makeClient?: () => AnalysisClient;
}

/**
 * The analysis board: while open, the computer searches the viewed position in a worker
 * and shows its evaluation (a bar and a number), its best line with the depth reached,
 * and its top moves. Any line can be explored on the board as a side line. Below, the
 * opening explorer (`Explorer.tsx`, loaded with its data when the panel first opens).
 */
export function AnalysisPanel({ makeClient = workerAnalysisClient }: AnalysisPanelProps) {
  const i18n = useI18n();
  const { t, number } = i18n;
  const store = useGameStore();
  const analysis = useGame(selectAnalysis);
  const pos = useGame(selectPosition);
  const over = useGame(selectOutcome) !== undefined;
  const plies = useGame((s) => s.cursor);

  useEffect(() => attachAnalysis(store, makeClient()), [store, makeClient]);

  const fresh = analysis && analysis.lines.length > 0 ? analysis : undefined;
  const best = fresh?.lines[0];
  const evaluation = best ? evaluationOf(pos, best.score, fresh?.solved) : undefined;
  const share = evaluation ? blackShare(evaluation) : 0.5;
  const short = evaluation && shortScore(i18n, evaluation);
  const long = evaluation && longScore(i18n, evaluation, pos);

  return (
    <section className="hx-panel hx-analysis" aria-label={t.analysis.title} data-testid="analysis">
      {over ? (
        <p className="hx-analysis-note">{t.analysis.over}</p>
      ) : (
        <>
          <div
            className="hx-evaluation"
            data-testid="evaluation"
            role="group"
            aria-label={t.analysis.evaluation}
            data-score={short}
            data-winner={evaluation?.winner}
          >
            <div className="hx-eval-bar" aria-hidden="true">
              <div className="hx-eval-black" style={{ width: `${(share * 100).toFixed(1)}%` }} />
            </div>
            <p className="hx-eval-text" aria-live="polite">
              {long !== undefined ? (
                <>
                  {short !== undefined && (
                    <>
                      <strong className="hx-eval-number" title={long}>
                        {short}
                      </strong>{' '}
                    </>
                  )}
                  <span className="hx-eval-words">{long}</span>
                </>
              ) : (
                t.analysis.thinking
              )}
            </p>
            {fresh && (
              <p className="hx-analysis-depth" data-testid="analysis-depth">
                {t.analysis.depth(number(fresh.depth))}
                {fresh.done && !fresh.error ? ` · ${t.analysis.finished}` : ''}
              </p>
            )}
          </div>
          {best && (
            <div className="hx-best-line">
              <h3>{t.analysis.bestLine}</h3>
              <LineButton line={best} pos={pos} plies={plies} testId="best-line" />
            </div>
          )}
          {fresh && fresh.lines.length > 1 && (
            <div className="hx-top-moves">
              <h3>{t.analysis.topMoves}</h3>
              <ol>
                {fresh.lines.map((line, i) => (
                  <li key={`${i}-${line.moves[0]?.text}`}>
                    <LineButton
                      line={line}
                      pos={pos}
                      plies={plies}
                      evaluation={evaluationOf(pos, line.score, i === 0 ? fresh.solved : undefined)}
                      testId="analysis-line"
                    />
                  </li>
                ))}
              </ol>
            </div>
          )}
          {analysis?.error && (
            <p className="hx-analysis-note" role="alert">
              {t.analysis.failed(analysis.error)}
            </p>
          )}
        </>
      )}
      <Suspense fallback={null}>
        <Explorer />
      </Suspense>
    </section>
  );
}
