import { useId } from 'react';
import { useT } from '../../i18n/context';
import type { Marks, Target } from '../../input/types';
import { Legend } from '../board/Legend';
import { Modal } from '../shell/Modal';
import { useCoarsePointer } from '../shell/useCoarsePointer';
import { ShortcutTable } from './ShortcutTable';

// Marks with one of every kind, so that the board's own legend explains them all.
const SOME_TARGET: Target = {
  move: 0,
  cell: 0,
  dir: 0,
  info: { from: [], to: [], pushed: [], ejects: false },
};
const EVERY_MARK: Marks = {
  selected: new Set([0]),
  targets: new Map([[0, SOME_TARGET]]),
  pushed: new Map([
    [0, 'push'],
    [1, 'eject'],
  ]),
  movable: new Set([0]),
};

/**
 * Every keyboard shortcut, how to play with a pointer, and every mark the board draws. On a
 * touch screen it leads with taps, and lists the keys last, for a keyboard.
 */
export function HelpDialog({
  onRules,
  onClose,
}: {
  readonly onRules: () => void;
  readonly onClose: () => void;
}) {
  const t = useT();
  const h = t.learn.help;
  const titleId = useId();
  const coarse = useCoarsePointer();
  return (
    <Modal labelId={titleId} onCancel={onClose} testId="help">
      <div className="hx-help">
        <div className="hx-learn-head">
          <h2 id={titleId}>{h.title}</h2>
          <button type="button" data-action="close-help" onClick={onClose}>
            {t.learn.dialog.close}
          </button>
        </div>
        {coarse ? (
          <>
            <h3>{h.touchTitle}</h3>
            <p data-testid="pointer-help">{h.touch}</p>
          </>
        ) : (
          <>
            <h3>{h.keysTitle}</h3>
            <ShortcutTable />
            <p data-testid="pointer-help">{h.pointer}</p>
          </>
        )}
        <h3>{h.marksTitle}</h3>
        <Legend marks={EVERY_MARK} preview lastMove lastByComputer={false} hint />
        <p className="hx-legend" data-testid="legend-more">
          <span className="hx-legend-item" data-mark="selected">
            <svg className="hx-legend-swatch" viewBox="-0.5 -0.5 1 1" aria-hidden="true">
              <circle className="hx-selected" cx={0} cy={0} r={0.4} />
            </svg>
            {h.selected}
          </span>
          <span className="hx-legend-item" data-mark="count">
            <svg className="hx-legend-swatch" viewBox="-0.5 -0.5 1 1" aria-hidden="true">
              <text
                className="hx-learn-count"
                x={0}
                y={0}
                textAnchor="middle"
                dominantBaseline="central"
              >
                3
              </text>
            </svg>
            {h.count}
          </span>
        </p>
        {coarse && (
          // A tablet may have a keyboard attached: its keys come last, and say so.
          <>
            <h3>{h.keysTitleTouch}</h3>
            <ShortcutTable />
          </>
        )}
        <button type="button" data-action="rules" onClick={onRules}>
          {h.rules}
        </button>
      </div>
    </Modal>
  );
}
