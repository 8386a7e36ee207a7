/**
 * A reply opened as a link in another tab finds the tab whose invitation it answers:
 * the new tab hands it over this browser's BroadcastChannel, and the waiting tab says it
 * took it. Nothing leaves the browser.
 */
const NAME = 'hexplay.online.reply';
/** How long the new tab waits to hear that a tab took its reply. */
const HAND_MS = 1_500;

type Note = { readonly reply: string } | { readonly taken: string };

const channel = (): BroadcastChannel | undefined =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : undefined;

export const replyChannel = {
  /** Hands a reply to the waiting tab; resolves whether one took it. */
  hand(reply: string): Promise<boolean> {
    const c = channel();
    if (!c) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (taken: boolean): void => {
        clearTimeout(timer);
        c.close();
        resolve(taken);
      };
      const timer = setTimeout(() => done(false), HAND_MS);
      c.onmessage = (e: MessageEvent<Note>) => {
        if ('taken' in e.data && e.data.taken === reply) done(true);
      };
      c.postMessage({ reply } satisfies Note);
    });
  },
  /** Listens for replies handed over; `take` says whether this tab took one. */
  listen(take: (reply: string) => Promise<boolean>): () => void {
    const c = channel();
    if (!c) return () => {};
    c.onmessage = (e: MessageEvent<Note>) => {
      const note = e.data;
      if (typeof note !== 'object' || note === null || !('reply' in note)) return;
      if (typeof note.reply !== 'string') return;
      void take(note.reply).then((taken) => {
        if (taken) c.postMessage({ taken: note.reply } satisfies Note);
      });
    };
    return () => c.close();
  },
};
