import {
  err,
  type Game,
  GAMES,
  isGame,
  legalMoves,
  makeMoveText,
  makePosition,
  play,
  type Position,
  quote,
  readBoardSize,
  type Result,
} from '../../engine';
import { rulesOf } from '../../games';
import { checkSavedGame, toSaveData } from './saveFormat';
import { linkCheck } from './linkCheck';
import { checkSpec, startPosition } from '../game/spec';
import {
  DEFAULT_SETTINGS,
  type Ending,
  type GameSpec,
  HUMANS,
  type MoveRecord,
} from '../game/savedGame';
import { BASE64URL } from './base64url';
import { LINK_KEY } from './isLink';

/**
 * A game in a link's fragment, so that it can be shared, or played by sending links back
 * and forth. The fragment never reaches a server.
 *
 *   #hexplay=1&game=abalone.5.belgian&start=<rows>_<side>_<extras>&moves=<plies>.<bits>&end=b&check=<crc>
 *
 * `start` only when the game does not begin at the layout's start; `end` only when the
 * players ended it (b or w: that side won by resignation; d: a draw agreed). `check`
 * (`linkCheck.ts`) is of the fields before it, as written: most changes to the move code
 * still read as legal moves, so without it a damaged link opens another game. Links made
 * before it was added have none; they still open, unchecked.
 *
 * Moves: in each position the legal moves are sorted by their notation, and the move
 * played is written as its index in that list, in just enough bits for the list's length
 * (none where only one move is legal), all bits in a row, six to a base64url character.
 * An Abalone position has about 60 legal moves, so a ply costs six bits: a 150-ply game
 * takes about 150 characters. Sorting by notation, not by the engine's move numbers,
 * keeps links valid when the engine's move encoding changes.
 */

export const LINK_VERSION = '1';

export interface LinkedGame {
  readonly spec: GameSpec;
  readonly moves: readonly MoveRecord[];
  readonly ending: Ending | undefined;
}

/** A game read from a link, and whether the link carried a check it passed. */
export interface ReadLink extends LinkedGame {
  readonly checked: boolean;
}

export interface LinkError {
  /** `damaged`: the link's check does not match its fields. */
  readonly code: 'link' | 'damaged';
  readonly message: string;
}

const fail = (message: string): Result<never, LinkError> => err({ code: 'link', message });

/** The fields the check covers, in the order a link writes them. */
const CHECKED_FIELDS = [LINK_KEY, 'game', 'start', 'moves', 'end'] as const;
const CHECK_KEY = 'check';
/**
 * The most moves read from a link without a check. Links made before checks came from
 * games played here, far shorter; a long one without is made up, and reading 100 KB of it
 * before finding it damaged took a second and a half.
 */
const UNCHECKED_PLIES = 1_000;

/** Bits needed to write an index below `count`. */
const widthOf = (count: number): number => (count <= 1 ? 0 : Math.ceil(Math.log2(count)));

/** The legal moves of a position, in the order the link numbers them. */
function ordered(pos: Position): { move: number; text: string }[] {
  return legalMoves(pos)
    .map((move) => ({ move, text: makeMoveText(pos, move) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/**
 * The move's place in `ordered(pos)`: how many legal moves write before it. Counted rather
 * than sorted, it costs a 10,000-ply game's link a third of the time.
 */
function rankOf(pos: Position, move: number, legal: readonly number[]): number {
  const text = makeMoveText(pos, move);
  let rank = 0;
  for (const other of legal) if (makeMoveText(pos, other) < text) rank++;
  return rank;
}

const ENDINGS = { b: 'black', w: 'white' } as const;

/** The link of a game: `base` (the app's address) and the game in its fragment. */
export function makeLink(game: LinkedGame, base: string): string {
  const { spec, moves, ending } = game;
  const parts = [`${LINK_KEY}=${LINK_VERSION}`, `game=${spec.game}.${spec.n}.${spec.layout}`];
  if (spec.start !== undefined) {
    // The game is in `game` already; the rest of the position string, spaces as '_'.
    parts.push(`start=${spec.start.split(' ').slice(1).join('_')}`);
  }
  if (moves.length > 0) {
    let pos = startPosition(spec);
    let bits = '';
    for (const { move } of moves) {
      const legal = legalMoves(pos);
      if (!legal.includes(move))
        throw new Error(`move ${move} is not legal in ${makePosition(pos)}`);
      const index = rankOf(pos, move, legal);
      const width = widthOf(legal.length);
      if (width > 0) bits += index.toString(2).padStart(width, '0');
      pos = play(pos, move);
    }
    bits = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
    let chars = '';
    for (let i = 0; i < bits.length; i += 6) chars += BASE64URL[parseInt(bits.slice(i, i + 6), 2)];
    parts.push(`moves=${moves.length}.${chars}`);
  }
  if (ending) {
    parts.push(
      `end=${ending.reason === 'agreement' ? 'd' : ending.winner === 'black' ? 'b' : 'w'}`,
    );
  }
  const fields = parts.join('&');
  return `${base}#${fields}&${CHECK_KEY}=${linkCheck(fields)}`;
}

/** The fields of a link (or of its fragment) by name, the last of a name standing. */
function readFields(text: string): Result<Map<string, string>, LinkError> {
  const fragment = text.slice(text.indexOf('#') + 1).trim();
  const fields = new Map<string, string>();
  for (const part of fragment.split('&')) {
    const eq = part.indexOf('=');
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      return fail(`'${quote(part)}' is not a readable part of a link`);
    }
    fields.set(eq < 0 ? part : part.slice(0, eq), value);
  }
  return { ok: true, value: fields };
}

/**
 * The game a link names, if any: the one game whose rules `parseLink` will ask for, for a
 * reader that loads only it (the viewer) rather than every game. Never throws.
 */
export function linkedGame(text: string): Game | undefined {
  const fields = readFields(text);
  const game = fields.ok ? (fields.value.get('game') ?? '').split('.')[0] : '';
  return isGame(game) ? game : undefined;
}

/**
 * Reads a game link, or just its fragment. Never throws, once the game it names has
 * loaded (`linkedGame`, or every game).
 */
export function parseLink(text: string): Result<ReadLink, LinkError> {
  const read = readFields(text);
  if (!read.ok) return read;
  const fields = read.value;
  const version = fields.get(LINK_KEY);
  if (version === undefined) return fail('this is not a Hexplay game link');
  if (version !== LINK_VERSION) {
    return fail(
      `the link is of version ${quote(version)}, which this version of Hexplay cannot read`,
    );
  }
  // Checked before the game is read: damage is named as such, not as the illegal move or
  // broken start it may look like.
  const check = fields.get(CHECK_KEY);
  if (check !== undefined) {
    const written = CHECKED_FIELDS.flatMap((key) => {
      const value = fields.get(key);
      return value === undefined ? [] : [`${key}=${value}`];
    }).join('&');
    if (linkCheck(written) !== check) {
      return err({
        code: 'damaged',
        message: 'the link is damaged: its check does not match its game',
      });
    }
  }
  const gameField = fields.get('game') ?? '';
  const [game, size, layout, ...rest] = gameField.split('.');
  if (!isGame(game) || rest.length > 0) {
    return fail(`game=${quote(gameField)} names no game; expected ${GAMES.join(' or ')}`);
  }
  const startField = fields.get('start');
  const spec = checkSpec({
    game,
    n: readBoardSize(size ?? ''),
    layout,
    start: startField === undefined ? undefined : `${game} ${startField.split('_').join(' ')}`,
  });
  if (!spec.ok) return fail(spec.error.message);

  const moves: MoveRecord[] = [];
  const movesField = fields.get('moves');
  let pos = startPosition(spec.value);
  if (movesField !== undefined) {
    const m = /^(\d{1,5})\.([A-Za-z0-9_-]*)$/.exec(movesField);
    if (!m) return fail(`moves=${quote(movesField)} is not a count of moves and their code`);
    const count = Number(m[1]);
    if (check === undefined && count > UNCHECKED_PLIES) {
      return fail(
        `the link claims ${count} moves but carries no check; a link without one is read up to ${UNCHECKED_PLIES} moves`,
      );
    }
    let bits = '';
    for (const ch of m[2]) bits += BASE64URL.indexOf(ch).toString(2).padStart(6, '0');
    let at = 0;
    for (let ply = 1; ply <= count; ply++) {
      const list = ordered(pos);
      if (list.length === 0) return fail(`move ${ply}: the game is already over`);
      const width = widthOf(list.length);
      if (at + width > bits.length) return fail(`the link holds fewer than its ${count} moves`);
      const index = width === 0 ? 0 : parseInt(bits.slice(at, at + width), 2);
      at += width;
      if (index >= list.length) return fail(`move ${ply} is not a legal move; the link is damaged`);
      moves.push(list[index]);
      pos = play(pos, list[index].move);
    }
    if (bits.length - at >= 6 || /1/.test(bits.slice(at))) {
      return fail(`the link holds more than its ${count} moves; it is damaged`);
    }
  }
  const endField = fields.get('end');
  let ending: Ending | undefined;
  if (endField === 'd') {
    const { playersMayEnd, title } = rulesOf(game);
    if (!playersMayEnd) return fail(`end=d is a draw agreed, but ${title} cannot be drawn`);
    ending = { reason: 'agreement', winner: undefined };
  } else if (endField === 'b' || endField === 'w') {
    ending = { reason: 'resignation', winner: ENDINGS[endField] };
  } else if (endField !== undefined) {
    return fail(`end=${quote(endField)} is not b, w or d`);
  }
  // The app's own reading of a game has the last word: the threefold repetition that ends
  // a game, and an ending the board had already decided.
  const checked = checkSavedGame({
    ...toSaveData({
      spec: spec.value,
      moves,
      cursor: moves.length,
      ending,
      settings: DEFAULT_SETTINGS,
      players: HUMANS,
      seed: 0,
    }),
  });
  if (!checked.ok) return fail(checked.error.message);
  return {
    ok: true,
    value: { spec: spec.value, moves: checked.value.moves, ending, checked: check !== undefined },
  };
}
