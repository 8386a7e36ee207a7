/**
 * Everything of the playing screen drawn a frame after the board, in one chunk that loads
 * then: the column beside the board, the review's place, the notices, the result, the
 * announcer, the history keys, the confirmation and blunder dialogs and the board's legend, with the
 * English words of everything drawn after the first frame.
 */
import '../i18n/en/later';

export { Announcer } from './shell/Announcer';
export { BlunderDialog } from './play/BlunderDialog';
export { ConfirmDialog } from './shell/ConfirmDialog';
export { GameResult } from './play/GameResult';
export { HistoryKeys } from './moves/useHistoryKeys';
export { Legend } from './board/Legend';
export { Notice } from './shell/Notice';
export { OnlineEntry } from './online/OnlineEntry';
export { RecordsBar } from './library/RecordsBar';
export { ReviewDock } from './review/ReviewDock';
export { default as SidePanels } from './play/SidePanels';
export { StorageBanner } from './library/StorageBanner';
export { TurnReminders } from './library/TurnReminders';
