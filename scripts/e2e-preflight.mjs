// Run by `npm run test:e2e` before Playwright: on a machine with no Chromium, Playwright
// would build the app and then fail every test with a stack trace, so this stops first with
// one line saying how to get one. It also decides which Chromium e2e/chromium.ts launches,
// so that what it checks is what the tests use.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's Chromium (`apt-get install chromium`), which CI installs. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The system Chromium to drive: PW_CHROMIUM_PATH if set (whether or not it exists, so that
 * a wrong path is reported rather than quietly replaced), else Debian's where installed;
 * undefined leaves Playwright to its own download.
 */
export function systemChromium({ env = process.env, exists = existsSync } = {}) {
  if (env.PW_CHROMIUM_PATH) return env.PW_CHROMIUM_PATH;
  return exists(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Why the e2e tests cannot start, in one line, or undefined if they have a Chromium. */
export function preflight({ env, exists, bundledPath }) {
  const system = systemChromium({ env, exists });
  if (system) {
    return exists(system)
      ? undefined
      : `e2e: PW_CHROMIUM_PATH=${system} does not exist; point it at a Chromium binary, or unset it.`;
  }
  if (exists(bundledPath)) return undefined;
  return (
    'e2e: no Chromium found; run `npx playwright install chromium` ' +
    '(or on Debian `sudo apt-get install chromium`), or set PW_CHROMIUM_PATH to one.'
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Playwright only when run as the check: the unit tests import this file and need none.
  const { chromium } = await import('@playwright/test');
  const error = preflight({
    env: process.env,
    exists: existsSync,
    bundledPath: chromium.executablePath(),
  });
  if (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
