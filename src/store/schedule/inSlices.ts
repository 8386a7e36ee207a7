import { nextTask } from './nextTask';

/**
 * Runs `work`, which yields between slices, a slice to a task: reading 200,000 stored
 * puzzles in one task froze the page for most of a second. `next` runs a task later: the
 * page's `nextTask`, or a test's.
 */
export async function inSlices<T>(
  work: Generator<void, T>,
  next: (task: () => void) => void = nextTask,
): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => next(resolve));
  }
}
