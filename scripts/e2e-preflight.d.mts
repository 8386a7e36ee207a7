// Types for scripts/e2e-preflight.mjs, a plain Node script that e2e/chromium.ts imports.

export const SYSTEM_CHROMIUM: string;

export interface ChromiumLookup {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly exists?: (path: string) => boolean;
}

export function systemChromium(lookup?: ChromiumLookup): string | undefined;

export function preflight(
  input: Required<ChromiumLookup> & { readonly bundledPath: string },
): string | undefined;
