/** Strings of the learn area (filled by its issue). */
export const learn = {};
