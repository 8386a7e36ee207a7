import { useEffect } from 'react';
import { useI18n } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { selectNotice } from '../../store/game/selectors';
import type { Notice as NoticeCode, SaidNotice } from '../../store/game/notices';

const isCoded = (notice: readonly NoticeCode[] | SaidNotice): notice is readonly NoticeCode[] =>
  Array.isArray(notice);

function say(t: Messages, notice: NoticeCode, number: (n: number) => string): string {
  switch (notice.code) {
    case 'quarantined':
      return t.flow.notices.quarantined(notice.count, number(notice.count));
    case 'crashed':
      return t.flow.notices.crashed;
    case 'forked':
      return t.flow.notices.forked;
    case 'prefsReset':
      return t.flow.notices.prefsReset;
  }
}

/** How long good news stays: long enough to read twice, then it clears the masthead. */
export const INFO_NOTICE_MS = 8000;

/**
 * A dismissible message about something the app did by itself, such as dropping a bad
 * save or opening a link. Good news is a status, drawn apart from problems, which alert,
 * and goes by itself after a while (on a phone it covers the masthead); a problem stays
 * until dismissed.
 */
export function Notice() {
  const store = useGameStore();
  const notice = useGame(selectNotice);
  const { t, number } = useI18n();
  const passing = notice !== undefined && !isCoded(notice) && notice.kind === 'info';
  useEffect(() => {
    if (!passing) return;
    const id = setTimeout(() => {
      if (store.getState().notice === notice) store.getState().dismissNotice();
    }, INFO_NOTICE_MS);
    return () => clearTimeout(id);
  }, [passing, notice, store]);
  if (!notice) return null;
  const said: SaidNotice = isCoded(notice)
    ? { kind: 'problem', text: notice.map((n) => say(t, n, number)).join(' ') }
    : notice;
  return (
    <div
      className="hx-notice"
      role={said.kind === 'info' ? 'status' : 'alert'}
      data-testid="notice"
      data-kind={said.kind}
    >
      <p>{said.text}</p>
      <button
        type="button"
        data-action="dismiss-notice"
        onClick={() => store.getState().dismissNotice()}
      >
        {t.flow.notices.dismiss}
      </button>
    </div>
  );
}
