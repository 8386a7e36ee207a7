import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/context';
import { useGameStore } from '../../store/context';
import { downloadBlob } from '../library/download';
import { pictureAway } from './pictureAway';
import type { PictureRequest } from './pictureProtocol';
import { pictureFileName, pictureRequest } from './pictureRequest';
import { PLAIN_STYLE, readPictureStyle } from './pictureStyle';

type Making =
  | { readonly state: 'idle' }
  | {
      readonly state: 'making';
      readonly kind: PictureRequest['kind'];
      readonly done: number;
      readonly total: number;
    }
  | { readonly state: 'made'; readonly file: File }
  | { readonly state: 'cancelled' }
  | { readonly state: 'failed'; readonly why: string };

/** Whether the system's share sheet takes this file: phones mostly, where it helps most. */
const canShareFile = (file: File): boolean =>
  typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

/**
 * The Share dialog's pictures: the board as shown, as a PNG, and the whole game as an
 * animated GIF, drawn in a worker with its progress and a Cancel; once made, each is
 * downloaded, and offered to the share sheet where the browser has one for files.
 */
export function ExportPictures() {
  const i18n = useI18n();
  const t = i18n.t.records;
  const store = useGameStore();
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  // A closed dialog ends the drawing it started.
  useEffect(() => () => abort.current?.abort(), []);

  const make = async (kind: PictureRequest['kind']): Promise<void> => {
    const board = document.querySelector('[data-testid="board"]');
    const style = board ? readPictureStyle(board) : PLAIN_STYLE;
    const request = pictureRequest(kind, store.getState(), i18n, style);
    const controller = new AbortController();
    abort.current = controller;
    setMaking({ state: 'making', kind, done: 0, total: request.ply + 2 });
    const made = await pictureAway(request, {
      signal: controller.signal,
      onProgress: (done, total) => setMaking({ state: 'making', kind, done, total }),
    });
    if (made === 'cancelled') {
      setMaking({ state: 'cancelled' });
    } else if (!made.ok) {
      setMaking({ state: 'failed', why: made.error });
    } else {
      const file = new File([made.value], pictureFileName(request, Date.now()), {
        type: made.value.type,
      });
      downloadBlob(file.name, file);
      setMaking({ state: 'made', file });
    }
  };

  const busy = making.state === 'making';
  return (
    <>
      <h3>{t.picturesSection}</h3>
      <div className="hx-button-row">
        <button
          type="button"
          data-action="export-image"
          disabled={busy}
          onClick={() => void make('png')}
        >
          {t.exportImage}
        </button>
        <button
          type="button"
          data-action="export-gif"
          disabled={busy}
          onClick={() => void make('gif')}
        >
          {t.exportGif}
        </button>
        {making.state === 'made' && canShareFile(making.file) && (
          <button
            type="button"
            data-action="share-picture"
            onClick={() => void navigator.share({ files: [making.file] }).catch(() => undefined)}
          >
            {t.sharePicture}
          </button>
        )}
      </div>
      {/* Busy while the frames count up, so that a screen reader says where it ended, not each frame. */}
      <p role="status" aria-busy={busy} className="hx-hint-text" data-testid="picture-status">
        {making.state === 'making' && making.kind === 'gif' && (
          <>
            <progress
              value={making.done}
              max={making.total}
              aria-label={t.gifProgress}
              data-field="picture-progress"
            />{' '}
            {t.makingGif(i18n.number(making.done), i18n.number(making.total))}{' '}
          </>
        )}
        {making.state === 'making' && making.kind === 'png' && t.makingPicture}
        {making.state === 'made' && t.pictureReady(making.file.name)}
        {making.state === 'cancelled' && t.pictureCancelled}
        {making.state === 'failed' && t.pictureFailed(making.why)}
      </p>
      {busy && (
        <div className="hx-button-row">
          <button type="button" data-action="cancel-picture" onClick={() => abort.current?.abort()}>
            {t.cancelPicture}
          </button>
        </div>
      )}
    </>
  );
}
