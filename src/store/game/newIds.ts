/** A new seed for a game's random choices (the computer's among equal moves). */
export const newSeed = (): number => Math.floor(Math.random() * 0x100000000);

/** A new id for the game library: random, so that tabs never pick the same one. */
export const newGameId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
