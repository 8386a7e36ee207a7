import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/context';
import { linkedAt, openLink } from '../store/app/adopt';
import { useApp, useGame, useGameStore } from '../store/context';
import type { GameStore } from '../store/game';
import { isLink, makeLink } from '../store/records/link';
import { appAddress, copyText, shareLink } from './share';

// Loaded when first opened: the first frame needs neither.
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

/**
 * The Import and Share / Export buttons of the game menu, and their dialogs, drawn in the
 * page's body: on a phone the menu that holds the buttons folds away once one is pressed.
 */
export function RecordsMenu() {
  const t = useT().records;
  const [open, setOpen] = useState<'import' | 'share' | undefined>(undefined);
  const close = (): void => setOpen(undefined);
  return (
    <>
      <button type="button" data-action="import" onClick={() => setOpen('import')}>
        {t.importButton}
      </button>
      <button type="button" data-action="records" onClick={() => setOpen('share')}>
        {t.shareButton}
      </button>
      {createPortal(
        <Suspense fallback={null}>
          {open === 'import' && <ImportDialog onClose={close} />}
          {open === 'share' && <ShareDialog onClose={close} />}
        </Suspense>,
        document.body,
      )}
    </>
  );
}

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
      void openLink(app, hash).then((opened) => {
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
      });
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [app, t]);
}

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
  if (!sendable || linked === undefined || plies <= linked) return null;
  const send = async (): Promise<void> => {
    const { spec, moves, ending } = store.getState();
    const link = makeLink({ spec, moves, ending }, appAddress());
    const ok = await copyText(link);
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
