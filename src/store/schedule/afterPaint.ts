// Tasks waiting for the next frame; then, once it is drawn, tasks due, each run in a task
// of its own: saving the game after a move (IndexedDB's transaction alone is some 20 ms
// on a phone's CPU) and redrawing the panels made one long task together.
const waiting: (() => void)[] = [];
const due: (() => void)[] = [];
let frameAsked = false;
let watchingVisibility = false;

const runDue = (): void => {
  const task = due.shift();
  // Scheduled first, so that a task that throws does not strand the rest.
  if (due.length > 0) setTimeout(runDue, 0);
  task?.();
};

const frameDrawn = (): void => {
  frameAsked = false;
  const idle = due.length === 0;
  due.push(...waiting.splice(0));
  if (idle) runDue();
};

const runAll = (): void => {
  for (const task of [...due.splice(0), ...waiting.splice(0)]) task();
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
      if (document.visibilityState !== 'visible') runAll();
    });
  }
  waiting.push(task);
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(() => setTimeout(frameDrawn, 0));
}
