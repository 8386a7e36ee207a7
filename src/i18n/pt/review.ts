import type { Messages } from '../en';

export const review: Messages['review'] = {
  open: 'Rever',
  openTitle: 'Revisão da partida: o computador avalia cada jogada da partida',
  openGame: (title, when) => `Rever ${title} de ${when}`,
  judgement: { inaccuracy: 'imprecisão', mistake: 'erro', blunder: 'erro grave' },
};
