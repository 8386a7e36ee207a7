import type { Messages } from '../../i18n/en';

export type ShortcutId = keyof Messages['learn']['help']['keys'];
export type KeyName = keyof Messages['learn']['help']['keyNames'];

/**
 * The keyboard shortcuts the help lists: each a list of alternatives, each alternative the
 * keys pressed together. They mirror useHistoryKeys (history), useBoardInteraction and
 * keyboard.ts (the board), zoomGestures.ts (zoom), the flip key and the help key itself.
 */
export const SHORTCUTS: readonly {
  readonly id: ShortcutId;
  readonly keys: readonly (readonly KeyName[])[];
}[] = [
  { id: 'undo', keys: [['ctrl', 'z']] },
  {
    id: 'redo',
    keys: [
      ['ctrl', 'shift', 'z'],
      ['ctrl', 'y'],
    ],
  },
  { id: 'history', keys: [['left'], ['right']] },
  { id: 'ends', keys: [['home'], ['end']] },
  { id: 'walk', keys: [['left'], ['right'], ['up'], ['down']] },
  { id: 'pick', keys: [['enter'], ['space']] },
  { id: 'cancel', keys: [['esc']] },
  { id: 'flip', keys: [['f']] },
  { id: 'zoom', keys: [['plus'], ['minus'], ['zero']] },
  { id: 'help', keys: [['question']] },
];
