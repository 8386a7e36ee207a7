// Shared fixtures for the engine tests: positions are written as position strings
// (RULES.md §4) and moves as notation, so that every table reads like the rulebook.
import {
  BLACK,
  boardOf,
  type Colour,
  type Extras,
  fromSetup,
  type Game,
  NO_EXTRAS,
  parseCell,
  type Player,
  WHITE,
  legalMoves,
  makeMoveText,
  type Move,
  parseMove,
  play,
  type Position,
} from '../src/engine';
import { parsePosition, rulesOf } from '../src/games';

/** Parses a position string a test relies on; a broken fixture fails loudly. */
export function position(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad fixture '${text}': ${parsed.error.message}`);
  return parsed.value;
}

/** Resolves a move token that a test expects to be legal. */
export function move(pos: Position, token: string): Move {
  const parsed = parseMove(pos, token);
  if (!parsed.ok) throw new Error(`'${token}' rejected: ${parsed.error.message}`);
  return parsed.value;
}

/** The legal moves as sorted notation. */
export const moveTexts = (pos: Position): string[] =>
  legalMoves(pos)
    .map((m) => makeMoveText(pos, m))
    .sort();

/** Plays a sequence of tokens and returns every position, the start first. */
export function playTokens(start: Position, tokens: readonly string[]): Position[] {
  const positions = [start];
  for (const token of tokens) {
    const pos = positions[positions.length - 1];
    positions.push(play(pos, move(pos, token)));
  }
  return positions;
}

/** Upper-case labels of the cells holding `colour`, sorted. */
export function cellsOf(pos: Position, colour: Colour): string[] {
  const labels: string[] = [];
  for (let c = 0; c < pos.board.cellCount; c++) {
    if (pos.cells[c] === colour) labels.push(pos.board.labels[c]);
  }
  return labels.sort();
}

/** Sorted labels from a space-separated list, for comparing with `cellsOf`. */
export const labels = (list: string): string[] => list.split(/\s+/).filter(Boolean).sort();

/** A deterministic pseudo-random source for tests that need many varied positions. */
export function rng(seed: number): (below: number) => number {
  let s = seed >>> 0 || 1;
  return (below) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % below;
  };
}

/** The notation of a game's moves, as the move list shows them. */
export const texts = (state: { readonly moves: readonly { readonly text: string }[] }): string[] =>
  state.moves.map((m) => m.text);

/** A position from lists of cell labels, for rulebook diagrams given as cells. */
export function positionOf(
  game: Game,
  n: number,
  pieces: { readonly black: string; readonly white: string },
  turn: Player = 'black',
  extras: Extras = NO_EXTRAS,
): Position {
  const board = boardOf(n);
  const cells = new Int8Array(board.cellCount);
  for (const [colour, list] of [
    [BLACK, pieces.black],
    [WHITE, pieces.white],
  ] as const) {
    for (const label of list.split(/\s+/).filter(Boolean)) cells[parseCell(board, label)] = colour;
  }
  const result = fromSetup({ game, n, cells, turn, extras }, rulesOf(game));
  if (!result.ok) throw new Error(`bad fixture: ${result.error.message}`);
  return result.value;
}
