import { statfsSync } from 'node:fs';
import { systemChromium } from '../scripts/e2e-preflight.mjs';

/**
 * The Chromium that Playwright drives, shared by the e2e config and the UI benchmark: a
 * system Chromium (PW_CHROMIUM_PATH, or Debian's `apt-get install chromium`) where there is
 * one, otherwise Playwright's bundled browser (`npx playwright install chromium`). The
 * choice is made in scripts/e2e-preflight.mjs, which checks it before the e2e tests start.
 */
export function chromiumPath(): string | undefined {
  return systemChromium();
}

/** Without the networking flags Chromium keeps dialling out, which a closed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright tells Chromium to keep its shared memory in /tmp files, for containers whose
 * /dev/shm is 64 MB; where /dev/shm has room (1 GB or more) the browser uses it, which
 * spares the kernel work on every frame.
 */
export const IGNORED_DEFAULT_ARGS = roomyDevShm() ? ['--disable-dev-shm-usage'] : [];

function roomyDevShm(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 2 ** 30;
  } catch {
    return false;
  }
}
