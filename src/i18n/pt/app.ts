import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Ábaco e Abalone, no mesmo ecrã',
  opening: 'A abrir a sua partida…',
  upgrading: (done: string, total: string) =>
    `A atualizar a sua biblioteca para esta versão: ${done} de ${total} partidas…`,
  upgradingLabel: 'Atualização da biblioteca',
  menu: 'Menu',
  menuTitle: 'Problemas, importar, partilhar, regras, ajuda, definições e idioma',
  language: 'Idioma',
  puzzles: 'Problemas',
  playOnline: 'Jogar online',
  puzzlesTitle: 'Problemas: encontre o lance que ganha uma bola ou mantém a vitória',
  rules: 'Regras',
  help: '?',
  helpWord: 'Ajuda',
  helpLabel: 'Ajuda e atalhos de teclado',
  helpLabelTouch: 'Ajuda: jogar por toque e as marcas no tabuleiro',
  settings: 'Definições',
  settingsTitle: 'Tema, idioma, som e o que o tabuleiro mostra',
  boardSettings: 'Definições do tabuleiro…',
  importButton: 'Importar',
  shareButton: 'Partilhar / Exportar',
  confirm: { cancel: 'Cancelar' },
  crash: {
    title: 'Algo correu mal',
    recover: 'Começar uma partida nova',
    download: 'Descarregar a partida',
    recoverResets:
      'Começar uma partida nova também volta as suas preferências (tema, idioma, som, animação) ao padrão, caso uma delas tenha causado a falha.',
    reload: 'Recarregar',
    safe: 'As suas outras partidas estão seguras em Partidas; nada foi eliminado.',
  },
  update: {
    ready: 'Está pronta uma nova versão do Hexplay.',
    reload: 'Recarregar para atualizar',
    later: 'Mais tarde',
  },
};
