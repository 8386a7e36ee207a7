import { useId } from 'react';
import { GAMES, type Game, LAYOUT_NAMES, type Layout, PLAYERS, rulesOf } from '../engine';
import { adjustSpec } from '../store/spec';
import type { GameSpec, PlayerKind, Players } from '../store/types';
import { gameName, PLAYER_KIND_NAMES, PLAYER_KINDS, playerName } from './labels';

interface NewGamePanelProps {
  /** The game the controls describe, before it is started. */
  readonly draft: GameSpec;
  readonly onDraftChange: (draft: GameSpec) => void;
  readonly players: Players;
  readonly onPlayersChange: (players: Players) => void;
  readonly onNewGame: () => void;
}

/** Game, board size, layout and who plays each colour, and the button that starts it. */
export function NewGamePanel({
  draft,
  onDraftChange,
  players,
  onPlayersChange,
  onNewGame,
}: NewGamePanelProps) {
  const id = useId();
  const rules = rulesOf(draft.game);
  const layouts = rules.layouts(draft.n);
  return (
    <form
      className="hx-new-game"
      aria-label="Setup"
      onSubmit={(e) => {
        e.preventDefault();
        onNewGame();
      }}
    >
      <div className="hx-field">
        <label htmlFor={`${id}-game`}>Game</label>
        <select
          id={`${id}-game`}
          value={draft.game}
          data-field="game"
          onChange={(e) => onDraftChange(adjustSpec(draft, { game: e.target.value as Game }))}
        >
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {gameName(g)}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-size`}>Board size</label>
        <select
          id={`${id}-size`}
          value={draft.n}
          data-field="size"
          onChange={(e) => onDraftChange(adjustSpec(draft, { n: Number(e.target.value) }))}
        >
          {rules.sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-layout`}>Layout</label>
        <select
          id={`${id}-layout`}
          value={draft.layout}
          data-field="layout"
          disabled={layouts.length < 2}
          onChange={(e) => onDraftChange(adjustSpec(draft, { layout: e.target.value as Layout }))}
        >
          {layouts.map((l) => (
            <option key={l} value={l}>
              {LAYOUT_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      {PLAYERS.map((player) => (
        <div className="hx-field" key={player}>
          <label htmlFor={`${id}-${player}`}>{playerName(player)}</label>
          <select
            id={`${id}-${player}`}
            value={players[player]}
            data-field={`player-${player}`}
            onChange={(e) =>
              onPlayersChange({ ...players, [player]: e.target.value as PlayerKind })
            }
          >
            {PLAYER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PLAYER_KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="hx-primary" data-action="new-game">
        New game
      </button>
    </form>
  );
}
