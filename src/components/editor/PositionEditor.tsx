import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BLACK, boardOf, type Game, GAMES, NONE, type Player, PLAYERS, WHITE } from '../../engine';
import { rulesOf } from '../../games';
import {
  type Draft,
  draftOf,
  draftText,
  emptyDraft,
  judge,
  maxExtra,
  paint,
  readDraft,
  resize,
  specOf,
  startDraft,
  strokeTool,
  type Tool,
  TOOLS,
  withExtra,
  withTurn,
} from '../../editor/draft';
import type { Marks } from '../../input/types';
import { useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import { selectPlayers, selectPosition, selectSettings } from '../../store/game/selectors';
import { type GameSpec, type PlayerKind, type Players } from '../../store/game/savedGame';
import { Board, type Captures } from '../board/Board';
import { useBoardLooks } from '../board/useBoardLooks';
import { boardWords } from '../board/boardWords';
import { neighbourForKey } from '../board/keyboard';
import { gameWords, PLAYER_KINDS } from '../labels';
import { Modal } from '../shell/Modal';
import type { BoardHandlers } from '../board/useBoardInteraction';

interface PositionEditorProps {
  /** Starts a game from the set-up position. */
  readonly onPlay: (spec: GameSpec, players: Players) => void;
  /** Starts it as a game between people at the screen, on the analysis board. */
  readonly onAnalyse: (spec: GameSpec) => void;
  readonly onClose: () => void;
}

/** The setup being edited, kept for the tab so that closing the editor loses nothing. */
const KEPT = 'hexplay.editor';

function keptDraft(): Draft | undefined {
  try {
    const text = sessionStorage.getItem(KEPT);
    const draft = text === null ? undefined : readDraft(text);
    return draft?.ok ? draft.value : undefined;
  } catch {
    return undefined;
  }
}

function keep(draft: Draft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(KEPT, draftText(draft));
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Without storage the setup lasts as long as the editor is open, which is all it needs.
  }
}

const NO_MARKS: Marks = {
  selected: new Set(),
  targets: new Map(),
  pushed: new Map(),
  movable: new Set(),
};

const KEY_TOOLS: Readonly<Record<string, Tool>> = {
  b: 'black',
  w: 'white',
  x: 'erase',
  Delete: 'erase',
  Backspace: 'erase',
};

const cellOf = (target: EventTarget | null): number => {
  const el = target instanceof Element ? target.closest('[data-index]') : null;
  return el ? Number(el.getAttribute('data-index')) : NONE;
};

/**
 * The position editor: pieces painted onto any board of any game, the side to move and
 * the game's counters of pieces off the board, checked live by the engine. A valid
 * position starts a game, to play or to analyse; its position string can be copied out
 * and one pasted in.
 */
export function PositionEditor({ onPlay, onAnalyse, onClose }: PositionEditorProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = useId();
  const store = useGameStore();
  const viewed = useGame(selectPosition);
  const players = useGame(selectPlayers);
  const { coordinates, flipped } = useGame(selectSettings);
  const [kept] = useState(keptDraft);
  const [initial] = useState<Draft>(() => kept ?? draftOf(viewed));
  const [draft, setDraft] = useState<Draft>(initial);
  const [tool, setTool] = useState<Tool>('black');
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [unreadable, setUnreadable] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState('');
  const [seats, setSeats] = useState<Players>(players);
  const [focusCell, setFocusCell] = useState(NONE);
  const stroke = useRef<Tool | undefined>(undefined);
  const pressed = useRef(false);
  const svgRef = useRef<SVGSVGElement>(null);

  const rules = rulesOf(draft.game);
  const words = gameWords(t, draft.game);
  const onBoard = useMemo(() => boardWords(i18n, draft.game), [i18n, draft.game]);
  const board = boardOf(draft.n);
  const verdict = useMemo(() => judge(draft), [draft]);
  const text = typed ?? draftText(draft);
  const colour = (player: Player): string => t.editor[player];

  useEffect(() => {
    if (draft !== initial) keep(draft);
  }, [draft, initial]);

  /** Every change of the setup made outside the text field rewrites the field. */
  const edit = (change: (d: Draft) => Draft): void => {
    setDraft(change);
    setTyped(undefined);
    setUnreadable(undefined);
    setCopied('');
  };

  const paste = (value: string): void => {
    setTyped(value);
    setCopied('');
    const read = readDraft(value);
    if (read.ok) {
      setDraft(read.value);
      setUnreadable(undefined);
    } else {
      setUnreadable(t.editor.unreadable(read.error.message));
    }
  };

  const copy = (): void => {
    const done = (said: string) => () => setCopied(said);
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setCopied(t.editor.copyFailed);
      return;
    }
    navigator.clipboard.writeText(text).then(done(t.editor.copied), done(t.editor.copyFailed));
  };

  const paintCell = (cell: number, with_: Tool): void => edit((d) => paint(d, cell, with_));

  const moveFocus = (e: KeyboardEvent<SVGSVGElement>, cell: number): boolean => {
    const next = neighbourForKey(board, cell, e.key, flipped);
    if (next === undefined) return false;
    e.preventDefault();
    if (next === NONE) return true;
    setFocusCell(next);
    e.currentTarget.querySelector<SVGElement>(`[data-index="${next}"]`)?.focus();
    return true;
  };

  const handlers: BoardHandlers = {
    onPointerDown(e) {
      if (e.button !== 0) return;
      const cell = cellOf(e.target);
      if (cell === NONE) return;
      pressed.current = true;
      stroke.current = strokeTool(draft, cell, tool);
      setFocusCell(cell);
      paintCell(cell, stroke.current);
    },
    onPointerMove(e) {
      const painting = stroke.current;
      if (painting === undefined) return;
      const cell = cellOf(document.elementFromPoint(e.clientX, e.clientY));
      if (cell !== NONE) paintCell(cell, painting);
    },
    onPointerUp() {
      stroke.current = undefined;
    },
    onPointerLeave() {
      stroke.current = undefined;
    },
    onPointerOver() {},
    onClick(e) {
      // A pointer painted on its way down; a click without one comes from assistive tech.
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      const cell = cellOf(e.target);
      if (cell !== NONE) paintCell(cell, strokeTool(draft, cell, tool));
    },
    onKeyDown(e) {
      const cell = cellOf(e.target);
      if (cell === NONE || e.altKey || e.ctrlKey || e.metaKey) return;
      if (moveFocus(e, cell)) return;
      const keyed = e.key === 'Enter' || e.key === ' ' ? strokeTool(draft, cell, tool) : undefined;
      const chosen = keyed ?? KEY_TOOLS[e.key.length === 1 ? e.key.toLowerCase() : e.key];
      if (chosen === undefined) return;
      e.preventDefault();
      paintCell(cell, chosen);
    },
  };

  // Each side's tray holds the opposing pieces it pushed off, which `extras` counts.
  const captures: Captures | undefined = rules.piecesLeave
    ? { black: draft.extras.white, white: draft.extras.black }
    : undefined;

  // While the text does not read, the verdict is the board's, not the text's: neither it
  // nor a start from the board may stand beside the text's own error.
  const problem =
    unreadable !== undefined
      ? undefined
      : verdict.kind === 'invalid'
        ? `${t.editor.invalid} ${verdict.error.message}`
        : verdict.kind === 'targets'
          ? t.editor.targets
          : verdict.kind === 'decided'
            ? verdict.outcome.winner
              ? t.editor.won(colour(verdict.outcome.winner))
              : t.editor.drawn
            : verdict.kind === 'helpless'
              ? t.editor.helpless(colour(verdict.player))
              : undefined;
  const errors = [unreadable, problem].filter((m) => m !== undefined);
  const playable =
    unreadable === undefined && verdict.kind === 'playable' ? verdict.pos : undefined;

  const start = (then: (spec: GameSpec) => void): void => {
    if (!playable) return;
    keep(undefined);
    then(specOf(playable));
  };

  const looks = useBoardLooks();
  return (
    <Modal labelId={`${id}-title`} onCancel={onClose} testId="editor">
      <div className="hx-editor">
        <h2 id={`${id}-title`}>{t.editor.title}</h2>
        <div className="hx-editor-body">
          <div className="hx-editor-board">
            <Board
              ref={svgRef}
              board={board}
              cells={draft.cells}
              turn={draft.turn === 'black' ? BLACK : WHITE}
              words={onBoard}
              marks={NO_MARKS}
              captures={captures}
              lastMove={undefined}
              lastByComputer={false}
              hint={undefined}
              coordinates={coordinates}
              flipped={flipped}
              focusCell={
                focusCell >= 0 && focusCell < board.cellCount
                  ? focusCell
                  : board.grid[(board.n - 1) * board.span + board.n - 1]
              }
              handlers={handlers}
              label={t.editor.boardLabel(words.title, board.cellCount)}
              data={{ 'data-game': draft.game, 'data-editor': 'true', ...looks }}
            />
            <p className="hx-editor-help">{t.editor.help}</p>
          </div>
          <div className="hx-editor-panel">
            {kept && draft === initial && <p className="hx-editor-note">{t.editor.restored}</p>}
            <div className="hx-editor-row">
              <div className="hx-field">
                <label htmlFor={`${id}-game`}>{t.editor.game}</label>
                <select
                  id={`${id}-game`}
                  value={draft.game}
                  data-field="editor-game"
                  onChange={(e) => edit((d) => resize(d, e.target.value as Game, d.n))}
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
                  value={draft.n}
                  data-field="editor-size"
                  onChange={(e) => edit((d) => resize(d, d.game, Number(e.target.value)))}
                >
                  {rules.sizes.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="hx-editor-row" role="group" aria-label={t.editor.startFrom}>
              <button
                type="button"
                data-action="editor-empty"
                onClick={() => edit((d) => emptyDraft(d.game, d.n))}
              >
                {t.editor.empty}
              </button>
              <button
                type="button"
                data-action="editor-start"
                onClick={() =>
                  edit((d) => startDraft(d.game, d.n, rulesOf(d.game).layouts(d.n)[0]))
                }
              >
                {t.editor.start}
              </button>
              <button
                type="button"
                data-action="editor-current"
                onClick={() => edit(() => draftOf(viewed))}
              >
                {t.editor.current}
              </button>
            </div>
            <fieldset className="hx-editor-choice">
              <legend>{t.editor.tools}</legend>
              {TOOLS.map((choice) => (
                <label key={choice} className="hx-editor-tool">
                  <input
                    type="radio"
                    name={`${id}-tool`}
                    value={choice}
                    checked={tool === choice}
                    data-field="editor-tool"
                    onChange={() => setTool(choice)}
                  />
                  <span className={`hx-swatch hx-${choice}`} aria-hidden="true" />
                  {t.editor[choice]}
                </label>
              ))}
            </fieldset>
            <fieldset className="hx-editor-choice">
              <legend>{t.editor.turn}</legend>
              {PLAYERS.map((player) => (
                <label key={player}>
                  <input
                    type="radio"
                    name={`${id}-turn`}
                    value={player}
                    checked={draft.turn === player}
                    data-field="editor-turn"
                    onChange={() => edit((d) => withTurn(d, player))}
                  />
                  {colour(player)}
                </label>
              ))}
            </fieldset>
            {rules.piecesLeave && (
              <div className="hx-editor-row">
                {PLAYERS.map((player) => (
                  <div className="hx-field" key={player}>
                    <label htmlFor={`${id}-off-${player}`}>
                      {t.editor.off(words.pieces[player])}
                    </label>
                    <input
                      id={`${id}-off-${player}`}
                      type="number"
                      min={0}
                      max={maxExtra(draft.game, draft.n)}
                      step={1}
                      value={draft.extras[player]}
                      data-field={`editor-off-${player}`}
                      onChange={(e) => edit((d) => withExtra(d, player, e.target.valueAsNumber))}
                    />
                  </div>
                ))}
              </div>
            )}
            <div className="hx-field hx-editor-text">
              <label htmlFor={`${id}-position`}>{t.editor.position}</label>
              <div className="hx-editor-row">
                <input
                  id={`${id}-position`}
                  type="text"
                  className="hx-notation"
                  value={text}
                  spellCheck={false}
                  autoComplete="off"
                  aria-describedby={`${id}-position-help`}
                  aria-invalid={unreadable !== undefined || undefined}
                  data-field="position"
                  onChange={(e) => paste(e.target.value)}
                  onBlur={() => unreadable === undefined && setTyped(undefined)}
                />
                <button type="button" data-action="editor-copy" onClick={copy}>
                  {t.editor.copy}
                </button>
              </div>
              <small id={`${id}-position-help`}>{t.editor.positionHelp}</small>
              <span role="status" data-testid="editor-copied">
                {copied}
              </span>
            </div>
            {errors.length > 0 ? (
              <div className="hx-editor-error" role="alert" data-testid="editor-error">
                {errors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : (
              <p className="hx-editor-ready" role="status" data-testid="editor-status">
                {t.editor.ready(colour(draft.turn))}
              </p>
            )}
            <fieldset className="hx-editor-players">
              <legend>{t.editor.players}</legend>
              {PLAYERS.map((player) => (
                <div className="hx-field" key={player}>
                  <label htmlFor={`${id}-${player}`}>{colour(player)}</label>
                  <select
                    id={`${id}-${player}`}
                    value={seats[player]}
                    data-field={`editor-player-${player}`}
                    onChange={(e) => setSeats({ ...seats, [player]: e.target.value as PlayerKind })}
                  >
                    {PLAYER_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t.side.kinds[kind]}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </fieldset>
          </div>
        </div>
        <div className="hx-dialog-buttons">
          <button type="button" data-action="editor-cancel" onClick={onClose}>
            {t.editor.cancel}
          </button>
          <button
            type="button"
            className="hx-editor-flip"
            data-action="editor-flip"
            aria-pressed={flipped}
            title={t.editor.flipTitle}
            onClick={() => store.getState().setSetting('flipped', !flipped)}
          >
            {t.editor.flip}
          </button>
          <button
            type="button"
            data-action="editor-analyse"
            disabled={!playable}
            onClick={() => start(onAnalyse)}
          >
            {t.editor.analyse}
          </button>
          <button
            type="button"
            className="hx-primary"
            data-action="editor-play"
            disabled={!playable}
            onClick={() => start((spec) => onPlay(spec, seats))}
          >
            {t.editor.play}
          </button>
        </div>
      </div>
    </Modal>
  );
}
