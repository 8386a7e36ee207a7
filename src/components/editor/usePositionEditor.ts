import { useEffect, useMemo, useState } from 'react';
import { boardOf, type Game, type Player } from '../../engine';
import { rulesOf } from '../../games';
import {
  type Draft,
  draftOf,
  draftText,
  emptyDraft,
  judge,
  paint,
  readDraft,
  resize,
  specOf,
  startDraft,
  type Tool,
  withExtra,
  withTurn,
} from '../../editor/draft';
import { useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import { selectPlayers, selectPosition, selectSettings } from '../../store/game/selectors';
import type { GameSpec, Players } from '../../store/game/savedGame';
import type { Captures } from '../board/Board';
import { boardWords } from '../board/boardWords';
import { gameWords } from '../labels';
import { keepDraft, keptDraft } from './keptDraft';
import { useBoardPainting } from './useBoardPainting';

/** What a valid position starts. */
export interface EditorStarts {
  /** Starts a game from the set-up position. */
  readonly onPlay: (spec: GameSpec, players: Players) => void;
  /** Starts it as a game between people at the screen, on the analysis board. */
  readonly onAnalyse: (spec: GameSpec) => void;
}

/**
 * The position editor's setup, kept for the tab, with the engine's verdict on it, its
 * position string as typed or as the setup writes it, and the players chosen to start it.
 */
export function usePositionEditor({ onPlay, onAnalyse }: EditorStarts) {
  const i18n = useI18n();
  const { t } = i18n;
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

  const rules = rulesOf(draft.game);
  const words = gameWords(t, draft.game);
  const onBoard = useMemo(() => boardWords(i18n, draft.game), [i18n, draft.game]);
  const board = boardOf(draft.n);
  const verdict = useMemo(() => judge(draft), [draft]);
  const text = typed ?? draftText(draft);
  const colour = (player: Player): string => t.editor[player];

  useEffect(() => {
    if (draft !== initial) keepDraft(draft);
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

  const { handlers, focusCell } = useBoardPainting({
    draft,
    tool,
    board,
    flipped,
    paint: (cell, with_) => edit((d) => paint(d, cell, with_)),
  });

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
    keepDraft(undefined);
    then(specOf(playable));
  };

  return {
    draft,
    rules,
    words,
    onBoard,
    board,
    captures,
    coordinates,
    flipped,
    focusCell,
    handlers,
    /** Whether the setup on show is the one kept from the editor's last opening. */
    restored: kept !== undefined && draft === initial,
    colour,
    tool,
    setTool,
    chooseGame: (game: Game) => edit((d) => resize(d, game, d.n)),
    chooseSize: (n: number) => edit((d) => resize(d, d.game, n)),
    setUpEmpty: () => edit((d) => emptyDraft(d.game, d.n)),
    setUpStart: () => edit((d) => startDraft(d.game, d.n, rulesOf(d.game).layouts(d.n)[0])),
    setUpViewed: () => edit(() => draftOf(viewed)),
    chooseTurn: (player: Player) => edit((d) => withTurn(d, player)),
    setOff: (player: Player, count: number) => edit((d) => withExtra(d, player, count)),
    text,
    unreadable: unreadable !== undefined,
    paste,
    /** Leaving the field rewrites it as the setup reads, unless it does not read. */
    leaveText: () => {
      if (unreadable === undefined) setTyped(undefined);
    },
    copy,
    copied,
    errors,
    playable: playable !== undefined,
    seats,
    setSeats,
    flip: () => store.getState().setSetting('flipped', !flipped),
    analyse: () => start(onAnalyse),
    play: () => start((spec) => onPlay(spec, seats)),
  };
}
