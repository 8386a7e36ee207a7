/** Strings of the records area (filled by its issue). */
export const records = {};
