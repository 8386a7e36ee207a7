import type { Messages } from '../en';

export const records: Messages['records'] = {};
