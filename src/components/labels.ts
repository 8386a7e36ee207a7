import { type Game, type Layout, type Outcome, type Position, STANDARD_LAYOUT } from '../engine';
import { type GameWords, gameModule, rulesOf } from '../games';
import type { Messages } from '../i18n/en';
import type { GameSpec, PlayerKind } from '../store/game/savedGame';

/** The words of `game` that shared code may use, whatever else the game's entry holds. */
export const gameWords = (t: Messages, game: Game): GameWords => t.games[game];

export const gameName = (t: Messages, game: Game): string => gameWords(t, game).title;

/**
 * A start layout's name in the game's words; the shared word for the standard start, and
 * the name itself for any other, where the game's words lack one.
 */
export const layoutName = (t: Messages, game: Game, layout: Layout): string =>
  gameWords(t, game).layouts?.[layout] ??
  (layout === STANDARD_LAYOUT ? t.flow.newGame.standardLayout : layout);

/** The game, size and layout, naming the layout only where the size has a choice of them. */
export function specName(
  t: Messages,
  { game, n, layout }: GameSpec,
  number: (n: number) => string,
): string {
  const parts = [gameName(t, game), t.side.status.size(number(n))];
  if (rulesOf(game).layouts(n).length > 1) parts.push(layoutName(t, game, layout));
  return parts.join(' · ');
}

/** What the status panel calls a figure the game reports; its key should a game lack one. */
export const figureName = (t: Messages, game: Game, key: string): string =>
  gameWords(t, game).figures[key] ?? key;

/** The label of one of the game's board settings; its key should a game lack one. */
export const boardSettingName = (t: Messages, game: Game, key: string): string =>
  gameWords(t, game).boardSettings[key] ?? key;

export const PLAYER_KINDS = [
  'human',
  'easy',
  'medium',
  'hard',
  'expert',
] as const satisfies readonly PlayerKind[];

export function outcomeTitle(t: Messages, outcome: Outcome): string {
  return outcome.winner ? t.flow.result.wins(t.play.players[outcome.winner]) : t.flow.result.draw;
}

/** Why the game ended, with the numbers that decided it. */
export function outcomeReason(
  t: Messages,
  outcome: Outcome,
  pos: Position,
  number: (n: number) => string,
): string {
  const said = t.flow.result;
  const loser = outcome.winner === 'black' ? 'white' : 'black';
  switch (outcome.reason) {
    case 'full-board':
    case 'target':
      return gameModule(pos.game).outcomeText(
        gameWords(t, pos.game),
        outcome,
        pos,
        number,
        t.play.players,
      );
    case 'repetition':
      return said.repetition;
    case 'no-moves':
      return said.noMoves(t.play.players[loser]);
    case 'resignation':
      return said.resignation(t.play.players[loser]);
    case 'agreement':
      return said.agreement;
    case 'time':
      return said.time(t.play.players[loser]);
  }
}
