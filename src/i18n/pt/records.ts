import type { Messages } from '../en';

export const records: Messages['records'] = {
  importTitle: 'Importar uma partida',
  importHelp:
    'Cole um ou mais registos APGN, uma cadeia de posição, uma etiqueta Position ou uma ligação de partida do Hexplay, ou abra ou largue aqui um ficheiro.',
  importText: 'Texto a importar',
  openFile: 'Abrir um ficheiro',
  dropHere: 'Largue aqui um ficheiro',
  importConfirm: 'Importar',
  importAll: (n) => `Importar todas (${n})`,
  cancel: 'Cancelar',
  replaceTitle: 'Substituir esta partida?',
  replaceMessage:
    'Este navegador não guarda partidas; importar uma partida descarta a partida em curso.',
  chooseGame: 'Partidas no texto',
  findGame: 'Procurar uma partida por jogadores, evento ou resultado',
  foundGames: (n, total) => `${n} de ${total} partidas`,
  fileRead: (name, size) => `${name} (${size}), lido por inteiro.`,
  pasteRead: (size) => `Texto colado (${size}), lido por inteiro sem o mostrar aqui.`,
  fileUnreadable: (name) => `Não foi possível ler o ficheiro ${name}.`,
  errorGame: (n) => `partida ${n}`,
  errorLine: (n) => `linha ${n}`,
  errorColumn: (n) => `coluna ${n}`,
  errorToken: (token) => `em «${token}»`,
  errorIntro: 'Isto não pode ser importado',
  gameItem: (title, plies, result) =>
    `${title}, ${plies} ${plies === 1 ? 'jogada' : 'jogadas'}, ${result}`,
  versus: (black, white) => `${black} contra ${white}`,
  startOnly: 'uma posição, ainda sem jogadas',
  imported: (title) => `A partida de ${title} foi importada como nova partida em Partidas.`,
  importedMany: (n) => `Foram importadas ${n} partidas para Partidas.`,
  reading: (n, total) =>
    total === 0 ? 'A ler o ficheiro…' : `A ler o ficheiro: ${n} de ${total} partidas lidas…`,
  readingProgress: 'Progresso da leitura',
  importing: (n, total) => `A importar: ${n} de ${total} partidas guardadas…`,
  importProgress: 'Progresso da importação',
  importCancelled: (n, total) =>
    `Importação cancelada: ${n} de ${total} partidas foram guardadas em Partidas; as restantes não foram importadas.`,
  importStopped: (n, total, why) =>
    `A importação parou: ${why}. ${n} de ${total} partidas foram guardadas em Partidas; as restantes não foram importadas.`,
  cut: (kept, total) =>
    `Depois da jogada ${kept}, uma posição repetiu-se pela terceira vez: o Hexplay dá a partida como empatada aí, por isso as jogadas seguintes do registo (${total - kept} de ${total}) ficaram de fora.`,

  shareTitle: 'Partilhar e exportar',
  linkLabel: 'Ligação para esta partida',
  preparing: 'A preparar…',
  linkHelp:
    'Quem abrir a ligação recebe a partida tal como está, para a ver ou para continuar a jogar.',
  embedLabel: 'Incorporar numa página web',
  embedHelp:
    'Cole este HTML numa página para mostrar lá a partida, com as jogadas para percorrer. A partida está toda no endereço; nada é enviado.',
  embedTitle: (game) => `Partida de ${game}, visualizador do Hexplay`,
  copyEmbed: 'Copiar HTML',
  share: 'Copiar ligação',
  copied: 'Copiado.',
  copyFailed: 'Não foi possível copiar: selecione o texto e copie-o manualmente.',
  sendMove: 'Enviar a sua jogada',
  sendMoveHelp:
    'Copia uma ligação para a partida até agora, para o adversário jogar a jogada seguinte.',
  exportSection: 'Registo (APGN)',
  recordText: 'Registo desta partida',
  exportGame: 'Descarregar registo',
  exportGameOf: (title, date) => `Exportar a partida de ${title} de ${date}`,
  exportAll: 'Descarregar todas as partidas',
  exportAllShort: 'Exportar todas',
  exportedMany: (n) => `${n} ${n === 1 ? 'partida exportada' : 'partidas exportadas'}.`,
  exportShort: 'Exportar',
  noLibrary:
    'Este navegador não mantém uma biblioteca de partidas, por isso só esta partida pode ser exportada.',
  viewedSection: 'A posição no tabuleiro',
  copyMoves: 'Copiar jogadas',
  copyPosition: 'Copiar cadeia de posição',
  picturesSection: 'Imagens',
  exportImage: 'Descarregar imagem (PNG)',
  exportGif: 'Descarregar animação (GIF)',
  sharePicture: 'Partilhar imagem',
  makingGif: (done, total) => `A criar a animação: fotograma ${done} de ${total}…`,
  makingPicture: 'A criar a imagem…',
  gifProgress: 'Progresso da animação',
  cancelPicture: 'Cancelar',
  pictureCancelled: 'A animação foi cancelada.',
  pictureReady: (name) => `${name} guardado.`,
  pictureFailed: (why) => `Não foi possível criar a imagem: ${why}.`,
  pictureStart: 'Início',
  pictureMove: (n) => `Depois da jogada ${n}`,
  pictureUnfinished: 'Por terminar',
  close: 'Fechar',

  badLink: (message) => `Não foi possível abrir a ligação da partida: ${message}.`,
  linkOpened: 'A partida da ligação foi aberta como nova partida em Partidas.',
  linkKnown: 'A partida da ligação já está em Partidas; aqui está ela.',
  damagedLink:
    'A ligação da partida está danificada: o código de verificação não corresponde aos lances, por isso ela não foi aberta. Peça a ligação de novo.',
  linkUnchecked:
    'A ligação é de um tipo mais antigo, sem código de verificação: se foi alterada no caminho, esta pode não ser a partida que foi enviada.',
};
