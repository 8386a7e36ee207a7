import fs from 'node:fs';

/**
 * The Chromium that Playwright drives, shared by the e2e config and the UI benchmark: a
 * system Chromium (Debian: `apt-get install chromium`) where there is one, otherwise
 * Playwright's bundled browser (`npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  if (process.env.PW_CHROMIUM_PATH) return process.env.PW_CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
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
