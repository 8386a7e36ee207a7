/**
 * The names of the start layouts games offer (RULES.md §3). Abalone's, since it alone has
 * a choice; a game with one start offers `standard`.
 */
export const LAYOUTS = ['standard', 'belgian', 'german', 'dutch', 'swiss', 'domination'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const isLayout = (text: string): text is Layout =>
  (LAYOUTS as readonly string[]).includes(text);
