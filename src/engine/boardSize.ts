/**
 * A board's size as a record's Size tag or a link writes it: decimal digits alone, so that
 * `0x5`, `5e0` or ` 5` (which `Number` reads as 5) name no size. NaN for those, which no
 * game's list of sizes holds.
 */
export const readBoardSize = (text: string): number =>
  /^\d{1,3}$/.test(text) ? Number(text) : NaN;
