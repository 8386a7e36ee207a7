// Tasks waiting for the next frame, run together in one task after it.
const waiting: (() => void)[] = [];
let frameAsked = false;
let watchingVisibility = false;

const runWaiting = (): void => {
  frameAsked = false;
  for (const task of waiting.splice(0)) task();
};

/**
 * Runs `task` in a task of its own once the next frame has been drawn, so that work a
 * change brings about (saving the game, redrawing the panels) never delays the frame that
 * shows the change. A page that is hidden, or goes hidden before that frame, draws no
 * frames: what waits then runs at once, so that nothing waits on a frame that never comes.
 */
export function afterPaint(task: () => void): void {
  if (
    typeof document === 'undefined' ||
    typeof requestAnimationFrame !== 'function' ||
    document.visibilityState !== 'visible'
  ) {
    setTimeout(task, 0);
    return;
  }
  if (!watchingVisibility) {
    // One listener for the page: adding one per change cost a phone a millisecond a move.
    watchingVisibility = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') runWaiting();
    });
  }
  waiting.push(task);
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(() => setTimeout(runWaiting, 0));
}
