// A task of its own, as soon as the page is free. A message the page posts to itself is
// never held back, where nested timers are (4 ms each from the fifth), so a chain of short
// tasks finishes as quickly as one long task would, without blocking input in between.
const queue: (() => void)[] = [];
let port: MessagePort | undefined;

const run = (): void => {
  queue.shift()?.();
};

export function nextTask(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    // In Node (tests, CLIs) a listening port would keep the process alive.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
    port = channel.port2;
  }
  queue.push(task);
  port.postMessage(null);
}
