import { type Game, GAMES } from '../../engine';
import { useT } from '../../i18n/context';
import { gameWords } from '../labels';

/** The game the position is of, and its board's size among the game's. */
export function GameAndSize({
  id,
  game,
  n,
  sizes,
  onGame,
  onSize,
}: {
  readonly id: string;
  readonly game: Game;
  readonly n: number;
  readonly sizes: readonly number[];
  readonly onGame: (game: Game) => void;
  readonly onSize: (n: number) => void;
}) {
  const t = useT();
  return (
    <div className="hx-editor-row">
      <div className="hx-field">
        <label htmlFor={`${id}-game`}>{t.editor.game}</label>
        <select
          id={`${id}-game`}
          value={game}
          data-field="editor-game"
          onChange={(e) => onGame(e.target.value as Game)}
        >
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {gameWords(t, g).title}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-size`}>{t.editor.size}</label>
        <select
          id={`${id}-size`}
          value={n}
          data-field="editor-size"
          onChange={(e) => onSize(Number(e.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
