import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Abaco e Abalone, sullo stesso schermo',
  opening: 'Apertura della partita…',
  menu: 'Menu',
  menuTitle: 'Problemi, importa, condividi, regole, aiuto, impostazioni e lingua',
  language: 'Lingua',
};
