/** Handing text and links on: the clipboard and the system's share sheet. */

/** Puts text on the clipboard; false where the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The address the app runs at, without any fragment: what a game link starts with. */
export const appAddress = (): string => `${location.origin}${location.pathname}`;

/** Hands a link to the system's share sheet where there is one; a dismissed sheet is fine. */
export function shareLink(link: string): void {
  if (typeof navigator.share !== 'function') return;
  navigator.share({ title: 'Hexplay', url: link }).catch(() => undefined);
}
