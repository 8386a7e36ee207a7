/** Strings of the analysis area (filled by its issue). */
export const analysis = {};
