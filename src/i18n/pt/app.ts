import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Ábaco e Abalone, no mesmo ecrã',
  opening: 'A abrir a sua partida…',
  menu: 'Menu',
  menuTitle: 'Problemas, importar, partilhar, regras, ajuda, definições e idioma',
  language: 'Idioma',
};
