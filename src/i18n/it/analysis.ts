import type { Messages } from '../en';

export const analysis: Messages['analysis'] = {};
