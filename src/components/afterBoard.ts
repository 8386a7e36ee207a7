/**
 * Everything of the playing screen drawn a frame after the board, in one chunk that loads
 * then: the column beside the board, the notices, the result, the announcer, the history
 * keys and the confirmation dialog, with the
 * English words of everything drawn after the first frame.
 */
import '../i18n/en/later';

export { Announcer } from './Announcer';
export { ConfirmDialog } from './ConfirmDialog';
export { GameResult } from './GameResult';
export { HistoryKeys } from './useHistoryKeys';
export { Notice } from './Notice';
export { RecordsBar } from './RecordsBar';
export { default as SidePanels } from './SidePanels';
export { StorageBanner } from './StorageBanner';
