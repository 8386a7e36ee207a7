import { expect, test } from 'vitest';
import { nextTask } from '../../src/store/schedule/nextTask';

test('tasks run in order, each after the code that started it, never within it', async () => {
  const ran: string[] = [];
  await new Promise<void>((resolve) => {
    nextTask(() => ran.push('first'));
    nextTask(() => ran.push('second'));
    nextTask(() => {
      nextTask(() => {
        ran.push('fourth');
        resolve();
      });
      ran.push('third');
    });
    ran.push('caller');
  });
  expect(ran).toEqual(['caller', 'first', 'second', 'third', 'fourth']);
});
