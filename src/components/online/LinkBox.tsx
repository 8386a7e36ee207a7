import { useId, useState } from 'react';
import { copyText, shareLink } from '../library/share';
import { useCoarsePointer } from '../shell/useCoarsePointer';
import { QrCode } from './QrCode';
import { useOnlineWords } from './useOnlineWords';

/**
 * A link to hand to the other player: read-only, with Copy, the share sheet on phones,
 * and its QR code.
 */
export function LinkBox({
  label,
  help,
  link,
  field,
  qrTestId,
}: {
  readonly label: string;
  readonly help: string;
  readonly link: string;
  readonly field: string;
  readonly qrTestId: string;
}) {
  const w = useOnlineWords();
  const id = useId();
  const coarse = useCoarsePointer();
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  return (
    <div className="hx-online-link">
      <label htmlFor={id}>{label}</label>
      <p className="hx-online-help" id={`${id}-help`}>
        {help}
      </p>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={link}
        data-field={field}
        aria-describedby={`${id}-help`}
        data-length={link.length}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="hx-button-row">
        <button
          type="button"
          data-action={`copy-${field}`}
          onClick={() => void copyText(link).then(setCopied)}
        >
          {w.copy}
        </button>
        {coarse && typeof navigator.share === 'function' && (
          <button type="button" data-action={`share-${field}`} onClick={() => shareLink(link)}>
            {w.share}
          </button>
        )}
        <span role="status" data-testid={`${field}-copy-status`}>
          {copied === undefined ? '' : copied ? w.copied : w.copyFailed}
        </span>
      </div>
      <QrCode text={link} label={w.qr(label)} testId={qrTestId} />
    </div>
  );
}
