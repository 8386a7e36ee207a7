import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, IGNORED_DEFAULT_ARGS, chromiumPath } from './e2e/chromium';

const isCI = !!process.env.CI;

// A port and build folder of one's own (PW_PORT, PW_DIST) let several builds be tested at once.
const port = Number(process.env.PW_PORT ?? 4173);
const dist = process.env.PW_DIST ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.PW_DIST ? `${dist}-results` : 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // Two browsers share two cores with the searches they start: a wait that takes 2 s on a
  // quiet laptop can take 8 on a loaded CI machine. A test that passes waits no longer.
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: isCI ? 10_000 : 5_000 },
  reporter: process.env.PW_DIST ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs every test a tenth of its time; in CI only a retry records.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each test's new context would install the service worker and precache the whole app
    // (2.5 MB) beside the test; the tests of offline use allow it (`test.use`).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: CHROMIUM_ARGS,
          ignoreDefaultArgs: IGNORED_DEFAULT_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --outDir ${dist} --emptyOutDir && npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180000,
  },
});
