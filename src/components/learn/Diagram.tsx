import { useMemo, useState } from 'react';
import { useT } from '../../i18n/context';
import type { Diagram as DiagramData } from '../../learn/diagrams';
import { acceptsText, whyIllegal } from '../../learn/judge';
import type { DiagramWords } from '../../learn/words';
import { positionOf } from './positionOf';
import { TryBoard } from './TryBoard';

const never = (): boolean => false;

/**
 * The coordinates' height in cell widths. A diagram is drawn about 280 px wide, some 26 px
 * a cell, where the board's usual 0.3 makes 8 px labels; 0.45 makes them 11–12 px and still
 * clear of the cells and of each other.
 */
const LABEL_SIZE = 0.45;

/**
 * One diagram of the rules: its board, marked and playable, its caption, and for a
 * diagram of refused moves a button per move that asks the engine why.
 */
export function Diagram({
  id,
  data,
  text,
}: {
  readonly id: string;
  readonly data: DiagramData;
  readonly text: DiagramWords;
}) {
  const t = useT();
  const start = useMemo(() => positionOf(data.position), [data.position]);
  const accepts = useMemo(() => (data.move ? acceptsText(data.move) : never), [data.move]);
  const [asked, setAsked] = useState<string | undefined>(undefined);
  const why = asked === undefined ? undefined : whyIllegal(start, asked);
  const titleId = `hx-diagram-${id}`;

  return (
    <figure className="hx-diagram" data-diagram={id} aria-labelledby={titleId}>
      <TryBoard
        start={start}
        accepts={accepts}
        highlight={data.highlight}
        arrows={data.arrows}
        label={t.learn.tryIt.board(text.title)}
        done={text.done}
        prompt={data.move ? t.learn.tryIt.prompt : undefined}
        coordinateSize={LABEL_SIZE}
      />
      <figcaption>
        <strong id={titleId}>{text.title}</strong> {text.text}
      </figcaption>
      {data.illegal && (
        <div className="hx-learn-ask">
          <p>{t.learn.tryIt.promptIllegal}</p>
          <div className="hx-button-row">
            {data.illegal.map(({ move }) => (
              <button
                key={move}
                type="button"
                data-action="ask-illegal"
                data-move={move}
                aria-pressed={asked === move}
                onClick={() => setAsked(move)}
              >
                {t.learn.tryIt.ask(move)}
              </button>
            ))}
          </div>
          <p role="status" data-testid="illegal-reason">
            {why !== undefined && t.learn.tryIt.illegal(why)}
          </p>
        </div>
      )}
    </figure>
  );
}
