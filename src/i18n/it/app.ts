import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Abaco e Abalone, sullo stesso schermo',
  opening: 'Apertura della partita…',
  language: 'Lingua',
};
