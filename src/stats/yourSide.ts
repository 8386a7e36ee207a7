import { otherPlayer, type Player } from '../engine';
import { isLevel, type Level } from '../ai/search/levels';
import type { GameSummary } from '../store/library/library';

/**
 * Whose game a library game is. The reader's own games are those against the computer and
 * those played online, where one colour was theirs; two people at one screen, the computer
 * against itself and imported records are counted apart.
 */
export type GameSide =
  | { readonly kind: 'computer'; readonly you: Player; readonly opponent: string }
  | { readonly kind: 'online'; readonly you: Player; readonly opponent: string }
  | { readonly kind: 'local' }
  | { readonly kind: 'computers' }
  | { readonly kind: 'imported' };

export const GAME_KINDS = ['computer', 'online', 'local', 'computers', 'imported'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const OUTCOMES = ['won', 'drawn', 'lost'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The key of a computer level as an opponent. */
export const levelKey = (level: Level): string => `level:${level}`;
/** The key of a person played online, by the name they gave. */
export const personKey = (name: string): string => `person:${name}`;

/** The level or name an opponent key stands for. */
export function parseOpponentKey(
  key: string,
): { readonly level: Level } | { readonly name: string } | undefined {
  if (key.startsWith('level:')) {
    const level = key.slice(6);
    return isLevel(level) ? { level } : undefined;
  }
  return key.startsWith('person:') ? { name: key.slice(7) } : undefined;
}

export function sideOf(s: GameSummary): GameSide {
  if (s.imported) return { kind: 'imported' };
  if (s.seat) {
    const name = s.names?.[otherPlayer(s.seat)] ?? s[otherPlayer(s.seat)];
    return { kind: 'online', you: s.seat, opponent: personKey(name) };
  }
  const black = s.players?.black;
  const white = s.players?.white;
  const blackLevel = black !== undefined && isLevel(black);
  const whiteLevel = white !== undefined && isLevel(white);
  if (black === 'human' && whiteLevel) {
    return { kind: 'computer', you: 'black', opponent: levelKey(white) };
  }
  if (white === 'human' && blackLevel) {
    return { kind: 'computer', you: 'white', opponent: levelKey(black) };
  }
  if (blackLevel && whiteLevel) return { kind: 'computers' };
  return { kind: 'local' };
}

/** How a finished game went for `you`; undefined while it goes on. */
export function gameOutcome(result: string, you: Player): Outcome | undefined {
  if (result === '1/2-1/2') return 'drawn';
  if (result === '1-0') return you === 'black' ? 'won' : 'lost';
  if (result === '0-1') return you === 'white' ? 'won' : 'lost';
  return undefined;
}
