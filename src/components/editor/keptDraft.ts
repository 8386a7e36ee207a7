import { type Draft, draftText, readDraft } from '../../editor/draft';

/** The setup being edited, kept for the tab so that closing the editor loses nothing. */
const KEPT = 'hexplay.editor';

export function keptDraft(): Draft | undefined {
  try {
    const text = sessionStorage.getItem(KEPT);
    const draft = text === null ? undefined : readDraft(text);
    return draft?.ok ? draft.value : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(draft: Draft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(KEPT, draftText(draft));
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Without storage the setup lasts as long as the editor is open, which is all it needs.
  }
}
