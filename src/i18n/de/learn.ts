import type { Messages } from '../en';

export const learn: Messages['learn'] = {};
