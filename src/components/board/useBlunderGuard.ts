import { useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { Move } from '../../engine';
import { useGame, usePrefs } from '../../store/context';
import type { GameStore } from '../../store/game';
import type { MoveRecord } from '../../store/game/savedGame';
import { selectMoves, selectSpec } from '../../store/game/selectors';
import type { Prefs } from '../../store/prefs';

// Loaded only for a player who turned the warning on, so the first frame goes without it.
let loaded: Promise<typeof import('./blunderCheck')> | undefined;
const blunderCheck = () => (loaded ??= import('./blunderCheck'));

/** A move the blunder warning holds, and the game it was made in. */
interface Held {
  readonly move: Move;
  readonly moves: readonly MoveRecord[];
}

const selectWarns = (p: Prefs): boolean => p.blunderWarning;

/**
 * The blunder warning between the board and the game: with the setting on, a move made at
 * the end of a game played at this screen (never online) is first checked by its game, and
 * one that gives something away is held for a question instead of played. A check that
 * does not answer in time (`checkAway.ts`) lets the move be played.
 */
export function useBlunderGuard(store: StoreApi<GameStore>) {
  const warns = usePrefs(selectWarns);
  const moves = useGame(selectMoves);
  const spec = useGame(selectSpec);
  const [held, setHeld] = useState<Held>();
  const latest = useRef(0);

  // The game whose check is ready: `data-check` on the board, which tests wait for.
  const [ready, setReady] = useState<unknown>(undefined);

  useEffect(() => {
    if (warns) void blunderCheck().then((m) => m.prepareCheck(store, () => setReady(spec)));
  }, [warns, spec, store]);

  const play = (move: Move): void => {
    if (!warns) {
      store.getState().play(move);
      return;
    }
    const asked = ++latest.current;
    const before = store.getState().moves;
    void blunderCheck()
      .then((m) => m.checkMove(store, move))
      // A chunk that does not load never stands between the player and the move either.
      .catch(() => undefined)
      .then((blunder) => {
        if (asked !== latest.current || store.getState().moves !== before) return;
        if (blunder === true) setHeld({ move, moves: before });
        else store.getState().play(move);
      });
  };

  // A question about a position that is gone (a takeback, a new game) goes with it.
  const question = held?.moves === moves ? held : undefined;
  return {
    play,
    question,
    ready: warns && ready === spec,
    playAnyway(): void {
      setHeld(undefined);
      if (question && store.getState().moves === question.moves) {
        store.getState().play(question.move);
      }
    },
    cancel(): void {
      setHeld(undefined);
    },
  };
}
