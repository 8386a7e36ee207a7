import { useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { Move } from '../../engine';
import { gameModule } from '../../games';
import { useGame, usePrefs } from '../../store/context';
import type { GameStore } from '../../store/game';
import type { MoveRecord } from '../../store/game/savedGame';
import { selectMoves, selectPlayable, selectSpec } from '../../store/game/selectors';
import type { Prefs } from '../../store/prefs';
import type { createCheckAway } from './checkAway';

// One for the page, the check worker kept from one move to the next; loaded only for a
// player who turned the warning on, so the first frame goes without it.
let away: Promise<ReturnType<typeof createCheckAway>> | undefined;
const checkAway = () => (away ??= import('./checkAway').then((m) => m.createCheckAway()));

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

  useEffect(() => {
    const blunder = warns ? gameModule(spec.game).blunder : undefined;
    const start = store.getState().line().position(0);
    if (blunder) void checkAway().then((checks) => checks.prepare(blunder, start));
  }, [warns, spec, store]);

  const play = (move: Move): void => {
    const s = store.getState();
    const check =
      warns && s.remote === undefined && selectPlayable(s)
        ? gameModule(s.spec.game).blunder
        : undefined;
    if (!check) {
      s.play(move);
      return;
    }
    const asked = ++latest.current;
    const before = s.moves;
    const still = (): boolean => asked === latest.current && store.getState().moves === before;
    const answer = (blunder: boolean | undefined): void => {
      if (!still()) return;
      if (blunder === true) setHeld({ move, moves: before });
      else store.getState().play(move);
    };
    const pos = s.line().position(before.length);
    checkAway()
      .then((checks) => checks.check(check, pos, move))
      // A check that fails never stands between the player and the move.
      .then(answer, () => answer(undefined));
  };

  // A question about a position that is gone (a takeback, a new game) goes with it.
  const question = held?.moves === moves ? held : undefined;
  return {
    play,
    question,
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
