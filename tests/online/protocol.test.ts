import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  makeMessage,
  MAX_CHAT_LENGTH,
  MAX_MESSAGE_LENGTH,
  type Message,
  parseMessage,
  PROTOCOL_VERSION,
} from '../../src/online/protocol';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
/** Text without the control characters the protocol refuses (tabs and newlines pass). */
const isSafe = (s: string): boolean =>
  [...s].every((ch) => {
    const c = ch.charCodeAt(0);
    return c === 9 || c === 10 || (c >= 32 && c !== 127);
  });
const safeText = (max: number) => fc.string({ maxLength: max }).filter(isSafe);
const ply = fc.integer({ min: 0, max: 100_000 });

/** Every kind of message, with fields anywhere in their ranges. */
const message: fc.Arbitrary<Message> = fc.oneof(
  fc.record({
    kind: fc.constant('hello' as const),
    name: safeText(40),
    gameId: id,
    moves: fc.array(safeText(40), { maxLength: 50 }),
  }),
  fc.record({ kind: fc.constant('move' as const), ply, move: safeText(40) }),
  fc.record({
    kind: fc.constant('move' as const),
    ply,
    move: safeText(40),
    clock: fc.integer({ min: 0, max: 38_000_000 }),
  }),
  fc.record({ kind: fc.constantFrom('ping' as const, 'pong' as const), id: fc.nat(2 ** 31) }),
  fc.record({
    kind: fc.constantFrom('takeback-ask' as const, 'draw-offer' as const, 'resign' as const),
    ply,
  }),
  fc.record({ kind: fc.constant('takeback-answer' as const), ply, accept: fc.boolean() }),
  fc.record({ kind: fc.constant('draw-answer' as const), accept: fc.boolean() }),
  fc.record({ kind: fc.constant('rematch-ask' as const), gameId: id }),
  fc.record({ kind: fc.constant('rematch-answer' as const), gameId: id, accept: fc.boolean() }),
  fc.record({ kind: fc.constant('chat' as const), text: safeText(MAX_CHAT_LENGTH) }),
  fc.record({ kind: fc.constant('bye' as const) }),
);

describe('the online protocol', () => {
  test('every message reads back as it was made', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(parseMessage(makeMessage(m))).toEqual({ ok: true, value: m });
      }),
    );
  });

  test('any text at all reads or is refused with a code, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const read = parseMessage(raw);
          if (!read.ok)
            expect(['size', 'json', 'version', 'kind', 'field']).toContain(read.error.code);
        },
      ),
    );
  });

  test('a message mutated in any field is either refused or still a well-formed message', () => {
    fc.assert(
      fc.property(message, fc.string(), fc.anything(), (m, key, value) => {
        const raw = JSON.stringify({ ...JSON.parse(makeMessage(m)), [key]: value });
        const read = parseMessage(raw);
        if (read.ok) expect(parseMessage(makeMessage(read.value))).toEqual(read);
      }),
    );
  });

  const v = PROTOCOL_VERSION;
  test.each([
    ['not JSON', '{"v":1,', 'json'],
    ['an array', '[1,2]', 'json'],
    ['another version', JSON.stringify({ v: 2, kind: 'bye' }), 'version'],
    ['no version', JSON.stringify({ kind: 'bye' }), 'version'],
    ['an unknown kind', JSON.stringify({ v, kind: 'teleport' }), 'kind'],
    ['a move without ply', JSON.stringify({ v, kind: 'move', move: 'a1' }), 'field'],
    ['a negative ply', JSON.stringify({ v, kind: 'move', ply: -1, move: 'a1' }), 'field'],
    ['a fractional ply', JSON.stringify({ v, kind: 'move', ply: 1.5, move: 'a1' }), 'field'],
    [
      'a negative clock',
      JSON.stringify({ v, kind: 'move', ply: 1, move: 'a1', clock: -5 }),
      'field',
    ],
    ['a move as a number', JSON.stringify({ v, kind: 'move', ply: 1, move: 7 }), 'field'],
    [
      'a name too long',
      JSON.stringify({ v, kind: 'hello', name: 'x'.repeat(41), gameId: 'a', moves: [] }),
      'field',
    ],
    ['a control character', JSON.stringify({ v, kind: 'chat', text: 'a\u0007b' }), 'field'],
    [
      'chat too long',
      JSON.stringify({ v, kind: 'chat', text: 'x'.repeat(MAX_CHAT_LENGTH + 1) }),
      'field',
    ],
    ['a game id with a slash', JSON.stringify({ v, kind: 'rematch-ask', gameId: 'a/b' }), 'field'],
    [
      'an answer that is not a flag',
      JSON.stringify({ v, kind: 'draw-answer', accept: 'yes' }),
      'field',
    ],
    [
      'hello moves not a list',
      JSON.stringify({ v, kind: 'hello', name: 'a', gameId: 'a', moves: 'a1' }),
      'field',
    ],
    ['too long', ' '.repeat(MAX_MESSAGE_LENGTH + 1), 'size'],
  ])('%s is refused (%s)', (_, raw, code) => {
    const read = parseMessage(raw);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe(code);
  });

  test('HTML in a name or a chat line is text like any other', () => {
    const raw = makeMessage({ kind: 'chat', text: '<img src=x onerror=alert(1)>' });
    expect(parseMessage(raw)).toEqual({
      ok: true,
      value: { kind: 'chat', text: '<img src=x onerror=alert(1)>' },
    });
  });
});
