/** Strings of the settings area (filled by its issue). */
export const settings = {};
