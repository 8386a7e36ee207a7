import { err, ok, type Result } from '../engine';

/**
 * The browser's peer connection with one data channel, set up without a server of ours:
 * each side's session description travels in a link, so ICE is not trickled. Each side
 * waits until its browser has gathered its addresses (or `GATHER_MS` passed) and sends
 * them all at once.
 */

export const PEER_STATES = ['connecting', 'connected', 'reconnecting', 'lost'] as const;
export type PeerState = (typeof PEER_STATES)[number];

/** How long a browser gathers addresses before the description goes with what it has. */
export const GATHER_MS = 5_000;
/** How long the host waits for the channel to open once the reply is in. */
export const CONNECT_MS = 25_000;

export interface PeerEvents {
  onMessage(text: string): void;
  onState(state: PeerState, why?: PeerProblem): void;
}

export const PEER_PROBLEMS = ['no-route', 'failed', 'closed'] as const;
/** Why a connection is not up: no route found at all, or one that went down. */
export type PeerProblem = (typeof PEER_PROBLEMS)[number];

export interface Peer {
  /** Sends a message; false when the channel is not open. */
  send(text: string): boolean;
  close(): void;
}

export interface PeerError {
  readonly code: 'peer';
  readonly message: string;
}

const failed = (message: string): Result<never, PeerError> => err({ code: 'peer', message });

/** STUN and TURN servers as RTCPeerConnection takes them. */
export type IceServers = readonly RTCIceServer[];

const CHANNEL = 'hexplay';

async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, GATHER_MS);
      function done(): void {
        clearTimeout(timer);
        pc.removeEventListener('icegatheringstatechange', check);
        resolve();
      }
      function check(): void {
        if (pc.iceGatheringState === 'complete') done();
      }
      pc.addEventListener('icegatheringstatechange', check);
    });
  }
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error('a peer connection without its local description');
  return sdp;
}

/** Wires a channel and its connection to `events`, and gives the peer that sends on it. */
function wire(
  pc: RTCPeerConnection,
  events: PeerEvents,
): {
  peer: Peer;
  attach(channel: RTCDataChannel): void;
} {
  let channel: RTCDataChannel | undefined;
  let up = false;
  let closed = false;
  const down = (why: PeerProblem): void => {
    if (closed) return;
    events.onState(up ? 'reconnecting' : 'lost', why);
  };
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'disconnected') down('failed');
    if (pc.connectionState === 'failed') down(up ? 'failed' : 'no-route');
    if (pc.connectionState === 'connected' && up && channel?.readyState === 'open') {
      events.onState('connected');
    }
  });
  return {
    peer: {
      send: (text) => {
        if (channel?.readyState !== 'open') return false;
        channel.send(text);
        return true;
      },
      close() {
        closed = true;
        channel?.close();
        pc.close();
      },
    },
    attach(c) {
      channel = c;
      c.addEventListener('open', () => {
        up = true;
        events.onState('connected');
      });
      c.addEventListener('close', () => down('closed'));
      c.addEventListener('message', (e: MessageEvent<unknown>) => {
        if (typeof e.data === 'string') events.onMessage(e.data);
      });
    },
  };
}

export interface HostPeer {
  /** The host's description, with its addresses, for the invitation. */
  readonly sdp: string;
  readonly peer: Peer;
  /** Takes the friend's reply; the channel opens, or `onState` says it could not. */
  connect(answer: string): Promise<Result<void, PeerError>>;
}

/** The inviting side: a connection and its channel, described for the invitation. */
export async function hostPeer(iceServers: IceServers, events: PeerEvents): Promise<HostPeer> {
  const pc = new RTCPeerConnection({ iceServers: [...iceServers] });
  const { peer, attach } = wire(pc, events);
  attach(pc.createDataChannel(CHANNEL, { ordered: true }));
  await pc.setLocalDescription(await pc.createOffer());
  const sdp = await gathered(pc);
  return {
    sdp,
    peer,
    async connect(answer) {
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: answer });
      } catch (e) {
        return failed(`the reply's session description was refused: ${String(e)}`);
      }
      events.onState('connecting');
      const timer = setTimeout(() => {
        if (pc.connectionState !== 'connected') {
          events.onState('lost', 'no-route');
          pc.close();
        }
      }, CONNECT_MS);
      pc.addEventListener('connectionstatechange', () => {
        if (pc.connectionState === 'connected') clearTimeout(timer);
      });
      return ok(undefined);
    },
  };
}

export interface GuestPeer {
  /** The friend's description, with its addresses, for the reply. */
  readonly sdp: string;
  readonly peer: Peer;
}

/** The invited side: answers the host's description; the channel opens once the host has the reply. */
export async function guestPeer(
  iceServers: IceServers,
  offer: string,
  events: PeerEvents,
): Promise<Result<GuestPeer, PeerError>> {
  const pc = new RTCPeerConnection({ iceServers: [...iceServers] });
  const { peer, attach } = wire(pc, events);
  pc.addEventListener('datachannel', (e) => attach(e.channel));
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  } catch (e) {
    pc.close();
    return failed(`the invitation's session description was refused: ${String(e)}`);
  }
  await pc.setLocalDescription(await pc.createAnswer());
  return ok({ sdp: await gathered(pc), peer });
}
