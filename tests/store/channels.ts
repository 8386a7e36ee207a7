import type { Channel, GameChanged } from '../../src/store/library/sync';

/** Tabs of one browser: each its own channel end, all hearing each other like BroadcastChannel. */
export function channels() {
  const ends: Set<(e: MessageEvent<GameChanged>) => void>[] = [];
  return (): Channel => {
    const mine = new Set<(e: MessageEvent<GameChanged>) => void>();
    ends.push(mine);
    return {
      postMessage(message) {
        for (const end of ends) {
          if (end === mine) continue;
          for (const listener of end) {
            setTimeout(() => listener({ data: message } as MessageEvent<GameChanged>), 0);
          }
        }
      },
      addEventListener: (_type, listener) => void mine.add(listener),
      removeEventListener: (_type, listener) => void mine.delete(listener),
    };
  };
}
