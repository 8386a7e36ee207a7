import type { ViewerWords } from '../i18n/en/viewer';
import { isLink } from '../store/records/isLink';
import type { LinkError } from '../store/records/link';

/** Why the viewer shows no game, as the error's `data-code` names it. */
export type ViewerErrorCode = 'empty' | 'not-link' | 'damaged' | 'unreadable' | 'failed';

/** The code and words of a link the viewer could not show, or of a load that failed. */
export function describeError(
  t: ViewerWords,
  hash: string,
  error: LinkError | 'failed',
): { readonly code: ViewerErrorCode; readonly text: string } {
  if (error === 'failed') return { code: 'failed', text: t.error.failed };
  if (hash.replace(/^#/, '').trim() === '') return { code: 'empty', text: t.error.empty };
  if (!isLink(hash)) return { code: 'not-link', text: t.error.notLink };
  if (error.code === 'damaged') return { code: 'damaged', text: t.error.damaged };
  return { code: 'unreadable', text: t.error.unreadable(error.message) };
}

/** Replaces the page with what went wrong: never a blank frame on the site that embeds it. */
export function showError(
  root: HTMLElement,
  t: ViewerWords,
  hash: string,
  error: LinkError | 'failed',
): void {
  const { code, text } = describeError(t, hash, error);
  const box = document.createElement('div');
  box.className = 'hx-viewer-error';
  box.dataset.testid = 'viewer-error';
  box.dataset.code = code;
  box.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = t.error.title;
  const said = document.createElement('p');
  said.textContent = text;
  box.append(heading, said);
  root.replaceChildren(box);
  root.removeAttribute('aria-busy');
  document.title = t.error.title;
}
