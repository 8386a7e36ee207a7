import type { BoardSetting } from '../module';
import type { AbacusWords } from './words/en';

/**
 * The Abacus board's own settings: marks on the stones that can slide, and every stone's
 * group size shown at all times rather than on hover and focus. Each key has its label in
 * its words (`boardSettings` in `words/en.ts`), which the `satisfies` checks.
 */
export const ABACUS_BOARD_SETTINGS = [
  { key: 'slideMarks', default: true, dataSetting: 'hints', legacyKey: 'hints', aid: true },
  { key: 'groupSizes', default: false, dataSetting: 'group-sizes', legacyKey: 'groupSizes' },
] as const satisfies readonly BoardSetting<keyof AbacusWords['boardSettings']>[];

export type AbacusBoardSetting = (typeof ABACUS_BOARD_SETTINGS)[number]['key'];
