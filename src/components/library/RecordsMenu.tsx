import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/context';
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
