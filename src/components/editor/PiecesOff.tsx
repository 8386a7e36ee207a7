import { type Player, PLAYERS } from '../../engine';
import { type Draft, maxExtra } from '../../editor/draft';
import { useT } from '../../i18n/context';
import { gameWords } from '../labels';

/** Each side's pieces off the board, in a game whose pieces leave it. */
export function PiecesOff({
  id,
  draft,
  onOff,
}: {
  readonly id: string;
  readonly draft: Draft;
  readonly onOff: (player: Player, count: number) => void;
}) {
  const t = useT();
  const { pieces } = gameWords(t, draft.game);
  return (
    <div className="hx-editor-row">
      {PLAYERS.map((player) => (
        <div className="hx-field" key={player}>
          <label htmlFor={`${id}-off-${player}`}>{t.editor.off(pieces[player])}</label>
          <input
            id={`${id}-off-${player}`}
            type="number"
            min={0}
            max={maxExtra(draft.game, draft.n)}
            step={1}
            value={draft.extras[player]}
            data-field={`editor-off-${player}`}
            onChange={(e) => onOff(player, e.target.valueAsNumber)}
          />
        </div>
      ))}
    </div>
  );
}
