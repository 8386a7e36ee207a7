import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONNECT_MS, hostPeer, type PeerProblem, type PeerState } from '../../src/online/peer';

/**
 * A stand-in for the browser's RTCPeerConnection, whose connection state the test sets:
 * enough of it for the host's side, addresses gathered at once.
 */
class FakeConnection extends EventTarget {
  static last: FakeConnection | undefined;
  connectionState: RTCPeerConnectionState = 'new';
  iceGatheringState: RTCIceGatheringState = 'complete';
  localDescription: { sdp: string } | null = null;
  closed = false;
  readonly channel = Object.assign(new EventTarget(), {
    readyState: 'connecting' as RTCDataChannelState,
    send: () => {},
    close: () => {},
  });
  constructor() {
    super();
    FakeConnection.last = this;
  }
  createDataChannel() {
    return this.channel;
  }
  createOffer = async () => ({ type: 'offer', sdp: 'v=0 offer' });
  setLocalDescription = async (d: { sdp: string }) => {
    this.localDescription = d;
  };
  setRemoteDescription = async () => {};
  close() {
    this.closed = true;
  }
  become(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakeConnection);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function host() {
  const states: [PeerState, PeerProblem | undefined][] = [];
  const peer = await hostPeer([], {
    onMessage: () => {},
    onState: (s, why) => states.push([s, why]),
  });
  const pc = FakeConnection.last!;
  expect((await peer.connect('v=0 answer')).ok).toBe(true);
  return { states, pc };
}

describe('when no route is found, the host says so and stops waiting', () => {
  test('the browser gives up before the channel ever opened: no route', async () => {
    const { states, pc } = await host();
    pc.become('failed');
    expect(states).toEqual([
      ['connecting', undefined],
      ['lost', 'no-route'],
    ]);
  });

  test('nothing happens for CONNECT_MS: no route, and the connection is closed', async () => {
    const { states, pc } = await host();
    pc.become('connecting');
    vi.advanceTimersByTime(CONNECT_MS - 1);
    expect(states.at(-1)).toEqual(['connecting', undefined]);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual(['lost', 'no-route']);
    expect(pc.closed).toBe(true);
  });

  test('a channel that opened and then failed is a drop, not a missing route', async () => {
    const { states, pc } = await host();
    pc.become('connected');
    pc.channel.readyState = 'open';
    pc.channel.dispatchEvent(new Event('open'));
    vi.advanceTimersByTime(CONNECT_MS);
    pc.become('failed');
    expect(states.slice(1)).toEqual([
      ['connected', undefined],
      ['reconnecting', 'failed'],
    ]);
    expect(pc.closed).toBe(false);
  });
});
