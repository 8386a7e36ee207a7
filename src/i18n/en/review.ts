/** The post-game review's words outside its panel: its buttons and the judgements' names. */
export const review = {
  open: 'Review',
  openTitle: 'Post-game review: the computer judges every move of the game',
  /** The Games dialog's button for one game, with its title and date. */
  openGame: (title: string, when: string) => `Review ${title} of ${when}`,
  judgement: { inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
};
