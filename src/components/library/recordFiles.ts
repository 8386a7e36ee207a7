import {
  exportGame,
  exportLibrary,
  libraryFileName,
  recordFileName,
} from '../../store/records/apgnExport';
import type { Library, LibraryRecord } from '../../store/library/library';
import { checkSavedGame } from '../../store/records/saveFormat';
import { downloadText } from './download';

/** The media type of a record file: there is no registered one for APGN. */
export const APGN_TYPE = 'application/x-apgn';

/** Downloads a library game's record. False when its data cannot be read. */
export function downloadLibraryRecord(record: LibraryRecord, now: number = Date.now()): boolean {
  const checked = checkSavedGame(record.data);
  if (!checked.ok) return false;
  downloadText(
    recordFileName(checked.value.spec, now),
    exportGame(checked.value, { date: record.created }),
    APGN_TYPE,
  );
  return true;
}

/** Downloads every readable game of the library as one file; says how many went in. */
export async function downloadLibrary(library: Library, now: number = Date.now()) {
  const exported = exportLibrary(await library.list());
  downloadText(libraryFileName(now), exported.text, APGN_TYPE);
  return exported;
}
