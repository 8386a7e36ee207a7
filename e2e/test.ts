import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with every page told it has `cores` cores (1 unless a test asks for
 * more). The runner drives two browsers on a 2-core machine, so one core each is the
 * truth; a page that took both would start two searches a position (analysis runs 30 s on
 * each), and the other browser's test would wait for the CPU.
 */
export const test = base.extend<{ cores: number }>({
  cores: [1, { option: true }],
  context: async ({ context, cores }, use) => {
    await context.addInitScript((n) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
        configurable: true,
        get: () => n,
      });
    }, cores);
    await use(context);
  },
});
