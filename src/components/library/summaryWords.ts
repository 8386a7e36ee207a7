import { isLevel } from '../../ai/search/levels';
import { isGame } from '../../engine';
import type { Messages } from '../../i18n/en';
import type { GameSummary } from '../../store/library/library';
import type { PlayerKind } from '../../store/game/savedGame';
import { gameName, layoutName } from '../labels';

/** A library game's result in the reader's words; any result not known reads as one going on. */
export function resultWords(t: Messages, result: string): string {
  const { results } = t.flow.library;
  return result === '1-0' || result === '0-1' || result === '1/2-1/2'
    ? results[result]
    : results['*'];
}

/** A player code of a summary, if it is one this version knows. */
const knownKind = (v: string | undefined): PlayerKind | undefined =>
  v === 'human' || (v !== undefined && isLevel(v)) ? (v as PlayerKind) : undefined;

export interface SummaryNames {
  readonly title: string;
  readonly black: string;
  readonly white: string;
  readonly layout: string;
}

/**
 * A summary's game and players in the reader's words: the names its record gives, else
 * the players' codes in words, or as stored where it lacks codes this version knows.
 */
export function namesOf(t: Messages, s: GameSummary): SummaryNames {
  const black = knownKind(s.players?.black);
  const white = knownKind(s.players?.white);
  const known = s.game && isGame(s.game) ? s.game : undefined;
  return {
    title: known ? gameName(t, known) : s.title,
    black: s.names?.black ?? (black ? t.side.kinds[black] : s.black),
    white: s.names?.white ?? (white ? t.side.kinds[white] : s.white),
    layout: known ? layoutName(t, known, s.layout) : s.layout,
  };
}
