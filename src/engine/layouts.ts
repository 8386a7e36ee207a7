/**
 * The name of a start layout (RULES.md §3), as a game's `layouts(n)` lists them. Each game
 * names its own; one with a single start calls it `standard`, the default everywhere.
 */
export type Layout = string;

export const STANDARD_LAYOUT: Layout = 'standard';
