import type { Messages } from '../en';

export const review: Messages['review'] = {
  open: 'Revisione',
  openTitle: 'Revisione della partita: il computer giudica ogni mossa della partita',
  openGame: (title, when) => `Rivedi ${title} del ${when}`,
  judgement: { inaccuracy: 'imprecisione', mistake: 'errore', blunder: 'errore grave' },
};
