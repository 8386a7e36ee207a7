import type { QuarantineRecord } from '../../store/library/library';

/**
 * How much of a quarantined item's error the Games panel shows. An error can repeat the
 * data it failed on, and a hundred thousand characters would run off the dialog; the
 * whole of it is in the item's download.
 */
export const SHOWN_ERROR_LENGTH = 200;

/** An error as the panel shows it: whole when short, else its start and an ellipsis. */
export const shownError = (error: string): string =>
  error.length <= SHOWN_ERROR_LENGTH ? error : `${error.slice(0, SHOWN_ERROR_LENGTH - 1)}…`;

/** A quarantined item's download: what it held, and why it could not be read, in full. */
export const quarantineFile = (item: QuarantineRecord): string =>
  JSON.stringify(
    { source: item.source, kept: item.kept, error: item.error, data: item.data },
    null,
    2,
  );
