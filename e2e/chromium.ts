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
