import { err, ok, type Result } from '../engine';

/**
 * The messages two Hexplay pages send each other over their data channel, as JSON text.
 * Everything from the other side is untrusted: `parseMessage` reads it or says precisely
 * why not, and nothing it refuses reaches the game. A move travels as its notation, which
 * the engine reads in the receiver's own position.
 */
export const PROTOCOL_VERSION = 1;

/** The longest message read, in characters: a hello carries a whole game's moves. */
export const MAX_MESSAGE_LENGTH = 64_000;
/** The most moves a hello carries: far more than any game played here. */
export const MAX_HELLO_MOVES = 4_000;
export const MAX_NAME_LENGTH = 40;
export const MAX_CHAT_LENGTH = 200;
const MAX_MOVE_TEXT = 40;
const MAX_ID_LENGTH = 64;
/** A clock reading beyond ten hours and a half is no clock of a time control here. */
const MAX_CLOCK_MS = 38_000_000;

export const MESSAGE_KINDS = [
  'hello',
  'move',
  'ping',
  'pong',
  'takeback-ask',
  'takeback-answer',
  'draw-offer',
  'draw-answer',
  'resign',
  'rematch-ask',
  'rematch-answer',
  'chat',
  'bye',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type Message =
  /** Sent on connecting: who this is and the game as this side has it. */
  | { kind: 'hello'; name: string; gameId: string; moves: readonly string[] }
  /** A move after `ply` moves, with its mover's time left after it where clocks run. */
  | { kind: 'move'; ply: number; move: string; clock?: number }
  | { kind: 'ping'; id: number }
  | { kind: 'pong'; id: number }
  /** Asks to take the game back to its first `ply` moves. */
  | { kind: 'takeback-ask'; ply: number }
  | { kind: 'takeback-answer'; ply: number; accept: boolean }
  | { kind: 'draw-offer'; ply: number }
  | { kind: 'draw-answer'; accept: boolean }
  | { kind: 'resign'; ply: number }
  /** Asks for another game, colours swapped, under the id `gameId`. */
  | { kind: 'rematch-ask'; gameId: string }
  | { kind: 'rematch-answer'; gameId: string; accept: boolean }
  | { kind: 'chat'; text: string }
  /** The other side has left the game. */
  | { kind: 'bye' };

export interface ProtocolError {
  readonly code: 'size' | 'json' | 'version' | 'kind' | 'field';
  readonly message: string;
}

const fail = (code: ProtocolError['code'], message: string): Result<never, ProtocolError> =>
  err({ code, message });

export const makeMessage = (message: Message): string =>
  JSON.stringify({ v: PROTOCOL_VERSION, ...message });

type Fields = Record<string, unknown>;

/**
 * Text fields: no control characters, as short as the protocol says. Names and chat are
 * shown as text, never as HTML; this keeps what is shown to what a person types.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function text(v: Fields, key: string, max: number): Result<string, ProtocolError> {
  const value = v[key];
  if (typeof value !== 'string') return fail('field', `${key} must be text`);
  if (value.length > max) return fail('field', `${key} is longer than ${max} characters`);
  if (CONTROL.test(value)) return fail('field', `${key} holds control characters`);
  return ok(value);
}

function count(v: Fields, key: string, max: number): Result<number, ProtocolError> {
  const value = v[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    return fail('field', `${key} must be a whole number from 0 to ${max}`);
  }
  return ok(value);
}

function flag(v: Fields, key: string): Result<boolean, ProtocolError> {
  const value = v[key];
  return typeof value === 'boolean' ? ok(value) : fail('field', `${key} must be true or false`);
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function id(v: Fields, key: string): Result<string, ProtocolError> {
  const value = text(v, key, MAX_ID_LENGTH);
  if (!value.ok) return value;
  return ID.test(value.value) ? value : fail('field', `${key} is not a game id`);
}

function moveList(v: Fields): Result<readonly string[], ProtocolError> {
  const list = v.moves;
  if (!Array.isArray(list)) return fail('field', 'moves must be a list');
  if (list.length > MAX_HELLO_MOVES)
    return fail('field', `moves holds more than ${MAX_HELLO_MOVES}`);
  const moves: string[] = [];
  for (const [i, move] of list.entries()) {
    const read = text({ move }, 'move', MAX_MOVE_TEXT);
    if (!read.ok) return fail('field', `moves[${i}]: ${read.error.message}`);
    moves.push(read.value);
  }
  return ok(moves);
}

/** Reads the named fields, or the first one's error. */
function all<T extends Fields>(reads: { [K in keyof T]: Result<T[K], ProtocolError> }): Result<
  T,
  ProtocolError
> {
  const out: Fields = {};
  for (const [key, read] of Object.entries(reads) as [string, Result<unknown, ProtocolError>][]) {
    if (!read.ok) return read;
    out[key] = read.value;
  }
  return ok(out as T);
}

const PLY_MAX = 100_000;
const ID_MAX = 2 ** 31;

function readKind(kind: MessageKind, v: Fields): Result<Message, ProtocolError> {
  switch (kind) {
    case 'hello':
      return all({
        kind: ok(kind),
        name: text(v, 'name', MAX_NAME_LENGTH),
        gameId: id(v, 'gameId'),
        moves: moveList(v),
      });
    case 'move': {
      const read = all({
        kind: ok(kind),
        ply: count(v, 'ply', PLY_MAX),
        move: text(v, 'move', MAX_MOVE_TEXT),
      });
      if (!read.ok || v.clock === undefined) return read;
      const clock = count(v, 'clock', MAX_CLOCK_MS);
      return clock.ok ? ok({ ...read.value, clock: clock.value }) : clock;
    }
    case 'ping':
    case 'pong':
      return all({ kind: ok(kind), id: count(v, 'id', ID_MAX) });
    case 'takeback-ask':
    case 'draw-offer':
    case 'resign':
      return all({ kind: ok(kind), ply: count(v, 'ply', PLY_MAX) });
    case 'takeback-answer':
      return all({ kind: ok(kind), ply: count(v, 'ply', PLY_MAX), accept: flag(v, 'accept') });
    case 'draw-answer':
      return all({ kind: ok(kind), accept: flag(v, 'accept') });
    case 'rematch-ask':
      return all({ kind: ok(kind), gameId: id(v, 'gameId') });
    case 'rematch-answer':
      return all({ kind: ok(kind), gameId: id(v, 'gameId'), accept: flag(v, 'accept') });
    case 'chat':
      return all({ kind: ok(kind), text: text(v, 'text', MAX_CHAT_LENGTH) });
    case 'bye':
      return ok({ kind });
  }
}

const isKind = (v: unknown): v is MessageKind =>
  typeof v === 'string' && (MESSAGE_KINDS as readonly string[]).includes(v);

/** Reads a message from the other side. Never throws. */
export function parseMessage(raw: string): Result<Message, ProtocolError> {
  if (raw.length > MAX_MESSAGE_LENGTH) {
    return fail('size', `the message is longer than ${MAX_MESSAGE_LENGTH} characters`);
  }
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return fail('json', 'the message is not JSON');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return fail('json', 'the message is not an object');
  }
  const fields = v as Fields;
  if (fields.v !== PROTOCOL_VERSION) {
    return fail(
      'version',
      `the message is of version ${JSON.stringify(fields.v)}, not ${PROTOCOL_VERSION}`,
    );
  }
  if (!isKind(fields.kind))
    return fail('kind', `no message is of kind ${JSON.stringify(fields.kind)}`);
  return readKind(fields.kind, fields);
}
