import { err, ok, PLAYERS, type Player, type Result } from '../engine';
import { parseTimeControl, makeTimeControl } from '../store/game/clocks/timeControl';
import type { GameSpec } from '../store/game/savedGame';
import { checkSpec } from '../store/game/spec';
import { MAX_NAME_LENGTH } from './protocol';
import { packText, unpackText } from './packText';

/**
 * The invitation and its reply: what one side's browser must tell the other's before
 * their data channel can open (its session description, with every address it found),
 * and what the game is. Both travel in a link's fragment, which never reaches a server,
 * or as the code alone, packed (`packText.ts`).
 *
 *   <app>#live=<code>          the invitation: host's description, name, game, colour, id
 *   <app>#live-reply=<code>    the reply: the friend's description, name, the game's id
 */
export const INVITE_KEY = 'live';
export const REPLY_KEY = 'live-reply';
const VERSION = 1;
/** A session description with its candidates runs to 2 or 3 KB; far more is not one. */
const MAX_SDP_LENGTH = 12_000;

/** Where a resumed game stands: its plies and their hash (`history.ts`). */
export interface ResumePoint {
  readonly ply: number;
  readonly hash: string;
}

export interface Invitation {
  readonly sdp: string;
  readonly name: string;
  readonly spec: GameSpec;
  /** The colour the host plays. */
  readonly host: Player;
  readonly gameId: string;
  /** Set when the invitation resumes a game already begun. */
  readonly resume?: ResumePoint;
}

export interface Reply {
  readonly sdp: string;
  readonly name: string;
  readonly gameId: string;
}

export interface InvitationError {
  readonly code: 'invitation';
  readonly message: string;
}

const fail = (message: string): Result<never, InvitationError> =>
  err({ code: 'invitation', message });

/** The code in a link or pasted text: after `#key=`, or the whole text when it has no `#`. */
function codeOf(text: string, key: string): Result<string, InvitationError> {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  if (hash < 0) return ok(trimmed);
  const fragment = trimmed.slice(hash + 1);
  const prefix = `${key}=`;
  if (!fragment.startsWith(prefix)) {
    return fail(
      key === REPLY_KEY
        ? 'this link is not a reply to an invitation'
        : 'this link is not an invitation',
    );
  }
  return ok(fragment.slice(prefix.length));
}

type Fields = Record<string, unknown>;

function field(v: Fields, key: string, max: number): Result<string, InvitationError> {
  const value = v[key];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    return fail(`its ${key} is missing or too long`);
  }
  return ok(value);
}

async function fieldsOf(text: string, key: string): Promise<Result<Fields, InvitationError>> {
  const code = codeOf(text, key);
  if (!code.ok) return code;
  const unpacked = await unpackText(code.value);
  if (!unpacked.ok) return fail(`it does not read: ${unpacked.error.message}`);
  let v: unknown;
  try {
    v = JSON.parse(unpacked.value);
  } catch {
    return fail('it does not read: it is not JSON');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('it is not an object');
  const fields = v as Fields;
  if (fields.v !== VERSION) {
    return fail(`it is of version ${JSON.stringify(fields.v)}, which this Hexplay cannot read`);
  }
  const sdp = field(fields, 'sdp', MAX_SDP_LENGTH);
  if (!sdp.ok) return sdp;
  if (!sdp.value.startsWith('v=0')) return fail('its session description does not read');
  return ok(fields);
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const HASH = /^[0-9a-f]{8}$/;

export async function makeInvitation(invitation: Invitation, base: string): Promise<string> {
  const { sdp, name, spec, host, gameId, resume } = invitation;
  const code = await packText(
    JSON.stringify({
      v: VERSION,
      sdp,
      name,
      game: `${spec.game}.${spec.n}.${spec.layout}`,
      ...(spec.timeControl ? { tc: makeTimeControl(spec.timeControl) } : {}),
      host: host[0],
      id: gameId,
      ...(resume ? { ply: resume.ply, hash: resume.hash } : {}),
    }),
  );
  return `${base}#${INVITE_KEY}=${code}`;
}

/** Reads an invitation link, or its code alone. Never throws. */
export async function parseInvitation(text: string): Promise<Result<Invitation, InvitationError>> {
  const read = await fieldsOf(text, INVITE_KEY);
  if (!read.ok) return read;
  const v = read.value;
  const name = field(v, 'name', MAX_NAME_LENGTH);
  if (!name.ok) return name;
  const [game, size, layout, ...rest] = String(v.game).split('.');
  if (rest.length > 0) return fail(`game ${JSON.stringify(v.game)} is not game.size.layout`);
  let timeControl;
  if (v.tc !== undefined) {
    const tc = parseTimeControl(String(v.tc));
    if (!tc.ok) return fail(`its time control does not read: ${tc.error.message}`);
    timeControl = tc.value;
  }
  const spec = checkSpec({ game, n: Number(size), layout, timeControl });
  if (!spec.ok) return fail(spec.error.message);
  const host = PLAYERS.find((p) => p[0] === v.host);
  if (!host) return fail('it does not say which colour the host plays');
  if (typeof v.id !== 'string' || !ID.test(v.id)) return fail('its game id does not read');
  let resume: ResumePoint | undefined;
  if (v.ply !== undefined || v.hash !== undefined) {
    if (!Number.isInteger(v.ply) || (v.ply as number) < 0 || typeof v.hash !== 'string') {
      return fail('its resumed game does not read');
    }
    if (!HASH.test(v.hash)) return fail('its resumed game does not read');
    resume = { ply: v.ply as number, hash: v.hash };
  }
  return ok({
    sdp: v.sdp as string,
    name: name.value,
    spec: spec.value,
    host,
    gameId: v.id,
    ...(resume ? { resume } : {}),
  });
}

export async function makeReply(reply: Reply, base: string): Promise<string> {
  const code = await packText(
    JSON.stringify({ v: VERSION, sdp: reply.sdp, name: reply.name, id: reply.gameId }),
  );
  return `${base}#${REPLY_KEY}=${code}`;
}

/** Reads a reply link, or its code alone. Never throws. */
export async function parseReply(text: string): Promise<Result<Reply, InvitationError>> {
  const read = await fieldsOf(text, REPLY_KEY);
  if (!read.ok) return read;
  const v = read.value;
  const name = field(v, 'name', MAX_NAME_LENGTH);
  if (!name.ok) return name;
  if (typeof v.id !== 'string' || !ID.test(v.id)) return fail('its game id does not read');
  return ok({ sdp: v.sdp as string, name: name.value, gameId: v.id });
}
