import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, where a test may tell its pages how many cores the machine has
 * (`test.use({ cores: 6 })`); by default they see the machine's own. Telling every page it
 * had one core (two browsers on two cores) did not shorten a full run: 15.0 min against
 * 13.9 without, both on a quiet machine.
 */
export const test = base.extend<{ cores: number | undefined }>({
  cores: [undefined, { option: true }],
  context: async ({ context, cores }, use) => {
    if (cores !== undefined) {
      await context.addInitScript((n) => {
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
          configurable: true,
          get: () => n,
        });
      }, cores);
    }
    await use(context);
  },
});
