import type { Messages } from '../../i18n/en';
import type { BoardSetting } from '../module';

/**
 * The Abacus board's own settings: marks on the stones that can slide, and every stone's
 * group size shown at all times rather than on hover and focus. Each key has its label in
 * the dictionary (`games.abacus.boardSettings`), which the `satisfies` checks.
 */
export const ABACUS_BOARD_SETTINGS = [
  { key: 'slideMarks', default: true, dataSetting: 'hints', legacyKey: 'hints' },
  { key: 'groupSizes', default: false, dataSetting: 'group-sizes', legacyKey: 'groupSizes' },
] as const satisfies readonly BoardSetting<keyof Messages['games']['abacus']['boardSettings']>[];

export type AbacusBoardSetting = (typeof ABACUS_BOARD_SETTINGS)[number]['key'];
