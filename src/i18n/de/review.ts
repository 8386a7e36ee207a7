import type { Messages } from '../en';

export const review: Messages['review'] = {
  open: 'Auswertung',
  openTitle: 'Partieauswertung: Der Computer beurteilt jeden Zug der Partie',
  openGame: (title, when) => `${title} vom ${when} auswerten`,
  judgement: { inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'grober Fehler' },
};
