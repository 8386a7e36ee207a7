import { describe, expect, test } from 'vitest';
import { preflight, SYSTEM_CHROMIUM, systemChromium } from '../scripts/e2e-preflight.mjs';

const BUNDLED = '/cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const existing =
  (...paths: string[]) =>
  (path: string): boolean =>
    paths.includes(path);

describe('e2e preflight', () => {
  test('passes with PW_CHROMIUM_PATH, Debian’s Chromium or Playwright’s own', () => {
    const env = { PW_CHROMIUM_PATH: '/opt/chromium' };
    expect(preflight({ env, exists: existing('/opt/chromium'), bundledPath: BUNDLED })).toBe(
      undefined,
    );
    expect(preflight({ env: {}, exists: existing(SYSTEM_CHROMIUM), bundledPath: BUNDLED })).toBe(
      undefined,
    );
    expect(preflight({ env: {}, exists: existing(BUNDLED), bundledPath: BUNDLED })).toBe(undefined);
  });

  test('with no Chromium, names the command that installs one', () => {
    const error = preflight({ env: {}, exists: existing(), bundledPath: BUNDLED });
    expect(error).toContain('npx playwright install chromium');
    expect(error).toContain('apt-get install chromium');
    expect(error).not.toContain('\n');
  });

  test('a PW_CHROMIUM_PATH that does not exist is reported, not replaced', () => {
    const env = { PW_CHROMIUM_PATH: '/nonexistent' };
    const exists = existing(SYSTEM_CHROMIUM, BUNDLED);
    expect(preflight({ env, exists, bundledPath: BUNDLED })).toContain(
      'PW_CHROMIUM_PATH=/nonexistent does not exist',
    );
    // The Chromium the e2e config launches is the one the preflight checked.
    expect(systemChromium({ env, exists })).toBe('/nonexistent');
  });

  test('the config falls back to Playwright’s own only without a system Chromium', () => {
    expect(systemChromium({ env: {}, exists: existing(SYSTEM_CHROMIUM) })).toBe(SYSTEM_CHROMIUM);
    expect(systemChromium({ env: {}, exists: existing(BUNDLED) })).toBe(undefined);
  });
});
