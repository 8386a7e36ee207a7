import type { BoardSetting } from '../../../src/games';
import type { HexWords } from './words/en';

/**
 * The toy game's one board setting: marks on the cells the player may place on, labelled
 * by its words (`boardSettings`), which the `satisfies` checks.
 */
export const HEX_BOARD_SETTINGS = [
  { key: 'markPlaces', default: true, dataSetting: 'mark-places', aid: true },
] as const satisfies readonly BoardSetting<keyof HexWords['boardSettings']>[];

export type HexBoardSetting = (typeof HEX_BOARD_SETTINGS)[number]['key'];
