import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Invitation,
  makeInvitation,
  makeReply,
  parseInvitation,
  parseReply,
} from '../../src/online/invitation';
import { packText, unpackText } from '../../src/online/packText';

const SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:1 1 udp 2113937151 192.168.1.20 54400 typ host generation 0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:abcdefghijklmnopqrstuvwx',
  'a=fingerprint:sha-256 AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  '',
].join('\r\n');

const BASE = 'https://hexplay.example/';

const INVITE: Invitation = {
  sdp: SDP,
  name: 'Ana <b>',
  spec: { game: 'abacus', n: 3, layout: 'standard', timeControl: { base: 300, increment: 3 } },
  host: 'white',
  gameId: '0f8e-4c1a',
};

describe('packed text', () => {
  test('any text unpacks to itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 3000 }), async (text) => {
        expect(await unpackText(await packText(text))).toEqual({ ok: true, value: text });
      }),
      { numRuns: 50 },
    );
  });

  test.each([
    ['', 'empty'],
    ['abc$', 'not base64url'],
    ['AAAA', 'damaged'],
    ['A', 'not base64url'],
  ])('%j is refused as %s', async (code, words) => {
    const read = await unpackText(code);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toContain(words);
  });
});

describe('invitations and replies', () => {
  test('an invitation reads back from its link and from its code alone', async () => {
    const link = await makeInvitation(INVITE, BASE);
    expect(link.startsWith(`${BASE}#live=`)).toBe(true);
    expect(await parseInvitation(link)).toEqual({ ok: true, value: INVITE });
    expect(await parseInvitation(link.slice(link.indexOf('=') + 1))).toEqual({
      ok: true,
      value: INVITE,
    });
  });

  test('a resuming invitation keeps its ply and hash', async () => {
    const resuming = {
      ...INVITE,
      spec: { game: 'abalone', n: 5, layout: 'belgian' },
      resume: { ply: 14, hash: '0123abcd' },
    } as const;
    expect(await parseInvitation(await makeInvitation(resuming, BASE))).toEqual({
      ok: true,
      value: resuming,
    });
  });

  test('a reply reads back, and is not taken for an invitation', async () => {
    const reply = { sdp: SDP, name: 'Bo', gameId: INVITE.gameId };
    const link = await makeReply(reply, BASE);
    expect(await parseReply(link)).toEqual({ ok: true, value: reply });
    const asInvite = await parseInvitation(link);
    expect(asInvite.ok).toBe(false);
  });

  test('a link cut short is refused with a reason, never thrown', async () => {
    const link = await makeInvitation(INVITE, BASE);
    for (const cut of [10, 40, link.length - 30, link.length - 1]) {
      const read = await parseInvitation(link.slice(0, cut));
      expect(read.ok).toBe(false);
    }
  });

  test('any text at all reads or is refused, never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const read = await parseInvitation(text);
        if (!read.ok) expect(read.error.code).toBe('invitation');
      }),
      { numRuns: 200 },
    );
  });

  test.each([
    ['another game', { game: 'chess.8.standard' }, 'game'],
    ['a size the game lacks', { game: 'abacus.99.standard' }, 'n must be'],
    ['no colour', { host: 'x' }, 'colour'],
    ['a bad id', { id: '../../x' }, 'id'],
    ['a bad time control', { tc: 'soon' }, 'time control'],
    ['no description', { sdp: undefined }, 'sdp'],
    ['not a description', { sdp: 'hello' }, 'session description'],
    ['another version', { v: 9 }, 'version'],
  ])('an invitation with %s is refused', async (_, change, words) => {
    const fields = {
      v: 1,
      sdp: SDP,
      name: 'A',
      game: 'abacus.3.standard',
      host: 'b',
      id: 'abc',
      ...change,
    };
    const read = await parseInvitation(await packText(JSON.stringify(fields)));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toContain(words);
  });
});
