import { useEffect, useState } from 'react';
import { useT } from '../../i18n/context';
import { linkedAt } from '../../store/app/linked';
import { useApp, useGame, useGameStore } from '../../store/context';
import type { GameStore } from '../../store/game';
import { isLink } from '../../store/records/isLink';
import { appAddress, copyText, shareLink } from './share';

/** Opens a game link the page was opened with, or is sent to; the fragment is cleared. */
function useLinkOpener(): void {
  const app = useApp();
  const t = useT().records;
  useEffect(() => {
    const take = (): void => {
      const hash = location.hash;
      if (!isLink(hash)) return;
      // Cleared at once, so that a reload shows the game from the library, not the link again.
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      // The link's reader loads only for a page that has a link to read.
      void import('../../store/app/adopt').then(
        async ({ openLink }) => {
          const opened = await openLink(app, hash);
          if (!opened.ok) {
            const text =
              opened.error.code === 'damaged' ? t.damagedLink : t.badLink(opened.error.message);
            app.store.setState({ notice: { kind: 'problem', text } });
            return;
          }
          const text = opened.value === 'new' ? t.linkOpened : t.linkKnown;
          app.store.setState({
            notice: opened.checked
              ? { kind: 'info', text }
              : { kind: 'problem', text: `${text} ${t.linkUnchecked}` },
          });
        },
        () => {
          // Offline before the reader was cached: the link goes back where a reload finds it.
          history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
          const text = t.badLink('the page could not load what reads links; reload to try again');
          app.store.setState({ notice: { kind: 'problem', text } });
        },
      );
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [app, t]);
}

/** The link's writer, a chunk asked for once the bar shows, so that Send finds it loaded. */
const linkWriter = () => import('../../store/records/link');

const selectSendable = (s: GameStore): boolean =>
  s.moves.length > 0 &&
  s.cursor === s.moves.length &&
  s.players.black === 'human' &&
  s.players.white === 'human';

/**
 * Playing by link: in a game that came from a link, or was shared as one, a person who
 * has moved since sends the game so far back as a link.
 */
export function RecordsBar() {
  const t = useT().records;
  const store = useGameStore();
  useLinkOpener();
  const id = useGame((s) => s.id);
  const plies = useGame((s) => s.moves.length);
  const sendable = useGame(selectSendable);
  const [sent, setSent] = useState<{ plies: number; ok: boolean } | undefined>(undefined);
  // Read at each render, which each move brings: sharing may have made this a linked game.
  const linked = linkedAt(id);
  const shown = sendable && linked !== undefined && plies > linked;
  useEffect(() => {
    if (shown) void linkWriter().catch(() => {});
  }, [shown]);
  if (!shown) return null;
  const send = async (): Promise<void> => {
    const { spec, moves, ending } = store.getState();
    // A writer that failed to load (offline, not yet cached) is said as a failed copy.
    const link = await linkWriter().then(
      ({ makeLink }) => makeLink({ spec, moves, ending }, appAddress()),
      () => undefined,
    );
    const ok = link !== undefined && (await copyText(link));
    if (ok) shareLink(link);
    setSent({ plies: moves.length, ok });
  };
  return (
    <div className="hx-send-move">
      <p>{t.sendMoveHelp}</p>
      <button
        type="button"
        className="hx-primary"
        data-action="send-move"
        onClick={() => void send()}
      >
        {t.sendMove}
      </button>
      <span role="status" data-testid="send-status">
        {sent?.plies === plies ? (sent.ok ? t.copied : t.copyFailed) : ''}
      </span>
    </div>
  );
}
