import type { ReactNode } from 'react';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import type { Marks } from '../../input/types';
import { arrowPoints, chevronPoints } from './geometry';

const RIGHT = { x: 1, y: 0 };

/** The swatch of each mark, drawn with the board's own classes so that it matches. */
const SWATCHES = {
  target: <polygon className="hx-target" points={chevronPoints(0, 0, RIGHT, 0.7)} />,
  push: (
    <g className="hx-shove hx-push">
      <polygon points={arrowPoints({ x: -0.4, y: 0 }, { x: 0.4, y: 0 }, 0.14)} />
    </g>
  ),
  eject: (
    <g className="hx-shove hx-eject">
      <circle className="hx-eject-ring" cx={0} cy={0} r={0.3} />
      <polygon points={arrowPoints({ x: 0, y: 0 }, { x: 0.48, y: 0 }, 0.12)} />
    </g>
  ),
  ghost: <circle className="hx-ghost hx-legend-ghost" cx={0} cy={0} r={0.36} />,
  movable: <circle className="hx-movable hx-legend-movable" cx={0} cy={0} r={0.3} />,
  last: <rect className="hx-legend-last" x={-0.42} y={-0.42} width={0.84} height={0.84} rx={0.1} />,
  hint: <circle className="hx-hint hx-hint-to" cx={0} cy={0} r={0.36} />,
} as const satisfies Record<string, ReactNode>;

type MarkName = keyof typeof SWATCHES;

export interface LegendProps {
  readonly marks: Marks;
  /** Whether a move is drawn before it is played. */
  readonly preview: boolean;
  readonly lastMove: boolean;
  readonly lastByComputer: boolean;
  readonly hint: boolean;
}

/** The marks on the board at this moment, each with what it means. */
function entries(p: LegendProps, said: Messages['play']['legend']): [MarkName, string][] {
  const list: [MarkName, string][] = [];
  const kinds = new Set(p.marks.pushed.values());
  if (p.marks.targets.size > 0) list.push(['target', said.target]);
  if (kinds.has('push')) list.push(['push', said.push]);
  if (kinds.has('eject')) list.push(['eject', said.eject]);
  if (p.preview) list.push(['ghost', said.ghost]);
  if (p.marks.movable.size > 0) list.push(['movable', said.movable]);
  if (p.hint) list.push(['hint', said.hint]);
  if (p.lastMove) list.push(['last', p.lastByComputer ? said.lastByComputer : said.last]);
  return list;
}

/** One line under the board that explains the marks it shows now. */
export function Legend(props: LegendProps) {
  const list = entries(props, useT().play.legend);
  return (
    <p
      className="hx-legend"
      data-testid="legend"
      data-last-by={props.lastByComputer ? 'computer' : undefined}
    >
      {list.map(([name, text]) => (
        <span key={name} className="hx-legend-item" data-mark={name}>
          <svg className="hx-legend-swatch" viewBox="-0.5 -0.5 1 1" aria-hidden="true">
            {SWATCHES[name]}
          </svg>
          {text}
        </span>
      ))}
    </p>
  );
}
