import type { Game } from '../../engine';

/** A tab of the rules dialog: a game's rules, or its tutorial. */
export type LearnTab = { readonly kind: 'rules' | 'tutorial'; readonly game: Game };
