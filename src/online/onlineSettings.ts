import { err, ok, type Result } from '../engine';
import { webStorage } from '../store/library/webStorage';
import type { IceServers } from './peer';

/**
 * Settings → Online play: the STUN servers that let two browsers find their public
 * addresses, an optional TURN relay for the pairs that cannot reach each other directly,
 * and whether short messages are on. Kept in this browser only.
 */
export interface OnlineSettings {
  /** STUN addresses, `stun:host:port`; empty for none. */
  readonly stun: readonly string[];
  readonly turn?: { readonly url: string; readonly username: string; readonly credential: string };
  readonly chat: boolean;
}

/** The public STUN service used until the player changes the list (named in the README). */
export const DEFAULT_STUN = 'stun:stun.l.google.com:19302';
export const DEFAULT_ONLINE_SETTINGS: OnlineSettings = { stun: [DEFAULT_STUN], chat: true };

const KEY = 'hexplay.online.settings';
const STUN = /^stuns?:[A-Za-z0-9.-]+(:\d{1,5})?$/;
const TURN = /^turns?:[A-Za-z0-9.-]+(:\d{1,5})?(\?transport=(udp|tcp))?$/;

export interface OnlineSettingsError {
  readonly code: 'online-settings';
  readonly message: string;
}

const fail = (message: string): Result<never, OnlineSettingsError> =>
  err({ code: 'online-settings', message });

/** Reads the STUN list as typed: one address a line, blank lines ignored. */
export function parseStunList(text: string): Result<readonly string[], OnlineSettingsError> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  for (const line of lines) {
    if (!STUN.test(line))
      return fail(`"${line.slice(0, 80)}" is not a STUN address (stun:host:port)`);
  }
  return ok(lines);
}

export const makeStunList = (stun: readonly string[]): string => stun.join('\n');

/** Reads a TURN address as typed; empty for none. */
export function parseTurnUrl(text: string): Result<string | undefined, OnlineSettingsError> {
  const url = text.trim();
  if (url === '') return ok(undefined);
  return TURN.test(url)
    ? ok(url)
    : fail(`"${url.slice(0, 80)}" is not a TURN address (turn:host:port)`);
}

/** Settings as stored; whatever does not read falls back to the defaults. */
export function parseOnlineSettings(text: string | null): OnlineSettings {
  if (text === null) return DEFAULT_ONLINE_SETTINGS;
  try {
    const v = JSON.parse(text) as Partial<Record<keyof OnlineSettings, unknown>>;
    const stun = Array.isArray(v.stun) ? parseStunList(v.stun.join('\n')) : undefined;
    const turn = v.turn as Record<string, unknown> | undefined;
    const url = typeof turn?.url === 'string' ? parseTurnUrl(turn.url) : undefined;
    return {
      stun: stun?.ok ? stun.value : DEFAULT_ONLINE_SETTINGS.stun,
      ...(url?.ok && url.value
        ? {
            turn: {
              url: url.value,
              username: String(turn?.username ?? '').slice(0, 200),
              credential: String(turn?.credential ?? '').slice(0, 200),
            },
          }
        : {}),
      chat: typeof v.chat === 'boolean' ? v.chat : true,
    };
  } catch {
    return DEFAULT_ONLINE_SETTINGS;
  }
}

export const makeOnlineSettings = (settings: OnlineSettings): string => JSON.stringify(settings);

export const loadOnlineSettings = (): OnlineSettings =>
  parseOnlineSettings(webStorage('localStorage')?.getItem(KEY) ?? null);

export function saveOnlineSettings(settings: OnlineSettings): void {
  try {
    webStorage('localStorage')?.setItem(KEY, makeOnlineSettings(settings));
  } catch {
    // Refused storage keeps the settings for this page only.
  }
}

/** The servers as RTCPeerConnection takes them. */
export const iceServersOf = ({ stun, turn }: OnlineSettings): IceServers => [
  ...(stun.length > 0 ? [{ urls: [...stun] }] : []),
  ...(turn ? [{ urls: turn.url, username: turn.username, credential: turn.credential }] : []),
];
