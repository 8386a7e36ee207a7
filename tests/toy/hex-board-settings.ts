import type { BoardSetting } from '../../src/games';

/**
 * The toy game's one board setting: marks on the cells the player may place on. It has
 * no label: the toy game has no entry in the dictionary, and the app never shows it.
 */
export const HEX_BOARD_SETTINGS = [
  { key: 'markPlaces', default: true, dataSetting: 'mark-places' },
] as const satisfies readonly BoardSetting[];

export type HexBoardSetting = (typeof HEX_BOARD_SETTINGS)[number]['key'];
