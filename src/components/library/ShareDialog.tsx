import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/context';
import { markLinked } from '../../store/app/linked';
import { afterPaint } from '../../store/schedule/afterPaint';
import { useApp, useGame } from '../../store/context';
import {
  exportGame,
  movesText,
  positionText,
  recordFileName,
} from '../../store/records/apgnExport';
import type { GameStore } from '../../store/game';
import { embedSnippet, viewerAddress } from '../../store/records/embed';
import { makeLink } from '../../store/records/link';
import { gameName } from '../labels';
import { downloadText } from './download';
import { APGN_TYPE, downloadLibrary } from './recordFiles';
import { appAddress, copyText, shareLink } from './share';
import { Modal } from '../shell/Modal';
import { ExportPictures } from '../picture/ExportPictures';

const selectShared = (s: GameStore) => ({
  id: s.id,
  spec: s.spec,
  moves: s.moves,
  cursor: s.cursor,
  // The line being viewed, which may be a side line: what "copy" copies.
  viewedMoves: s.viewed().records,
  ending: s.ending,
  players: s.players,
  variations: s.variations,
  tags: s.tags,
});

type Copied = 'link' | 'embed' | 'moves' | 'position' | 'failed';

/**
 * The game at the screen as a link, as an APGN record (shown, and as a file), and the
 * viewed position's moves and position string; the whole library as one file.
 */
export function ShareDialog({ onClose }: { readonly onClose: () => void }) {
  const messages = useT();
  const t = messages.records;
  const titleId = useId();
  const { library } = useApp();
  const { id, spec, moves, cursor, viewedMoves, ending, players, variations, tags } = useGame(
    useShallow(selectShared),
  );
  const [created, setCreated] = useState<number | undefined>(undefined);
  const [today] = useState(() => Date.now());
  const [copied, setCopied] = useState<Copied | undefined>(undefined);
  const [exportedAll, setExportedAll] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    library
      ?.get(id)
      .then((record) => live && record && setCreated(record.created))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [library, id]);

  // The link and the record are worked out after the dialog's first frame, each in a task
  // of its own: a 10,000-ply game's take a phone most of a second, which the dialog would
  // otherwise wait for, unanswering.
  const [link, setLink] = useState<string>();
  useEffect(() => {
    let live = true;
    afterPaint(() => live && setLink(makeLink({ spec, moves, ending }, appAddress())));
    return () => {
      live = false;
    };
  }, [spec, moves, ending]);
  const embed =
    link === undefined
      ? undefined
      : embedSnippet(
          viewerAddress(link, appAddress()),
          t.embedTitle(gameName(messages, spec.game)),
        );
  const [record, setRecord] = useState<string>();
  useEffect(() => {
    let live = true;
    // A game the library has not written yet began today.
    const date = created ?? today;
    afterPaint(
      () =>
        live && setRecord(exportGame({ spec, moves, ending, players, variations, tags }, { date })),
    );
    return () => {
      live = false;
    };
  }, [spec, moves, ending, players, variations, tags, created, today]);

  const copy = async (what: Copied, text: string): Promise<void> => {
    setCopied((await copyText(text)) ? what : 'failed');
  };

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="share">
      <h2 id={titleId}>{t.shareTitle}</h2>
      <div className="hx-records">
        <label htmlFor={`${titleId}-link`} className="hx-records-label">
          {t.linkLabel}
        </label>
        <input
          id={`${titleId}-link`}
          className="hx-records-link"
          data-testid="share-link"
          readOnly
          value={link ?? ''}
          placeholder={t.preparing}
          aria-busy={link === undefined}
          onFocus={(e) => e.target.select()}
        />
        <p className="hx-hint-text">{t.linkHelp}</p>
        <div className="hx-button-row">
          <button
            type="button"
            className="hx-primary"
            data-action="share"
            disabled={link === undefined}
            onClick={() => {
              if (link === undefined) return;
              markLinked(id, moves.length);
              void copy('link', link);
              shareLink(link);
            }}
          >
            {t.share}
          </button>
        </div>

        <label htmlFor={`${titleId}-embed`} className="hx-records-label">
          {t.embedLabel}
        </label>
        <textarea
          id={`${titleId}-embed`}
          className="hx-records-text"
          data-field="embed"
          readOnly
          rows={3}
          value={embed ?? ''}
          placeholder={t.preparing}
          aria-busy={embed === undefined}
          aria-describedby={`${titleId}-embed-help`}
          onFocus={(e) => e.target.select()}
        />
        <p id={`${titleId}-embed-help`} className="hx-hint-text">
          {t.embedHelp}
        </p>
        <div className="hx-button-row">
          <button
            type="button"
            data-action="copy-embed"
            disabled={embed === undefined}
            onClick={() => embed !== undefined && void copy('embed', embed)}
          >
            {t.copyEmbed}
          </button>
        </div>

        <h3>{t.exportSection}</h3>
        <label htmlFor={`${titleId}-record`} className="hx-visually-hidden">
          {t.recordText}
        </label>
        <textarea
          id={`${titleId}-record`}
          className="hx-records-text"
          data-testid="record-text"
          readOnly
          rows={6}
          value={record ?? ''}
          placeholder={t.preparing}
          aria-busy={record === undefined}
        />
        <div className="hx-button-row">
          <button
            type="button"
            data-action="export"
            disabled={record === undefined}
            onClick={() =>
              record !== undefined &&
              downloadText(recordFileName(spec, Date.now()), record, APGN_TYPE)
            }
          >
            {t.exportGame}
          </button>
          {library && (
            <button
              type="button"
              data-action="export-all"
              onClick={() => {
                void downloadLibrary(library).then(
                  (done) => setExportedAll(t.exportedMany(done.games)),
                  () => setExportedAll(undefined),
                );
              }}
            >
              {t.exportAll}
            </button>
          )}
        </div>
        {!library && <p className="hx-hint-text">{t.noLibrary}</p>}

        <ExportPictures />

        <h3>{t.viewedSection}</h3>
        <div className="hx-button-row">
          <button
            type="button"
            data-action="copy-moves"
            onClick={() => void copy('moves', movesText(spec, viewedMoves, cursor))}
          >
            {t.copyMoves}
          </button>
          <button
            type="button"
            data-action="copy-position"
            onClick={() => void copy('position', positionText(spec, viewedMoves, cursor))}
          >
            {t.copyPosition}
          </button>
        </div>
        <p role="status" className="hx-hint-text" data-testid="copy-status">
          {copied === 'failed' ? t.copyFailed : copied !== undefined ? t.copied : ''}
          {exportedAll !== undefined && ` ${exportedAll}`}
        </p>
      </div>
      <div className="hx-dialog-buttons">
        <button type="button" data-action="close-share" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
