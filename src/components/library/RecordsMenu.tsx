import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/context';
import type { Incoming } from '../../pwa/incoming';
import { useAppIfAny } from '../../store/context';
import { lazyDialog } from '../lazyDialog';

// Loaded when first opened: the first frame needs neither.
const ImportDialog = lazyDialog(() => import('./ImportDialog').then((m) => m.ImportDialog));
const ShareDialog = lazyDialog(() => import('./ShareDialog').then((m) => m.ShareDialog));

/**
 * The Import and Share / Export buttons of the game menu, and their dialogs, drawn in the
 * page's body: on a phone the menu that holds the buttons folds away once one is pressed.
 */
export function RecordsMenu() {
  const t = useT().app;
  const [open, setOpen] = useState<'import' | 'share' | undefined>(undefined);
  /** Records shared to the app or opened with it, for the Import dialog to read. */
  const [incoming, setIncoming] = useState<Incoming | undefined>(undefined);
  const close = (): void => {
    setOpen(undefined);
    setIncoming(undefined);
  };
  const launch = useAppIfAny()?.launch;
  useEffect(() => {
    const shared = launch === 'shared';
    if (!shared && !('launchQueue' in globalThis)) return;
    let current = true;
    const take = (records: Incoming): void => {
      if (!current) return;
      setIncoming(records);
      setOpen('import');
    };
    // Its reader loads only for a page that something was shared to or opened with.
    void import('../../pwa/incoming').then(async ({ takeShared, takeLaunchedFiles }) => {
      takeLaunchedFiles(take);
      const read = shared ? await takeShared().catch(() => undefined) : undefined;
      if (read !== undefined) take(read.ok ? read.value : { text: '' });
    });
    return () => {
      current = false;
    };
  }, [launch]);
  return (
    <>
      <button type="button" data-action="import" onClick={() => setOpen('import')}>
        {t.importButton}
      </button>
      <button type="button" data-action="records" onClick={() => setOpen('share')}>
        {t.shareButton}
      </button>
      {open !== undefined &&
        createPortal(
          <Suspense fallback={null}>
            {open === 'import' && <ImportDialog onClose={close} incoming={incoming} />}
            {open === 'share' && <ShareDialog onClose={close} />}
          </Suspense>,
          document.body,
        )}
    </>
  );
}
