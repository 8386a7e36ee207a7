import type { Messages } from '../en';

export const settings: Messages['settings'] = {};
