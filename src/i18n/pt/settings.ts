import type { Messages } from '../en';

export const settings: Messages['settings'] = {
  title: 'Definições',
  close: 'Fechar',
  app: 'Em todo o lado',
  board: 'Este tabuleiro',
  boardNote: 'Os jogos novos mantêm estas escolhas; um jogo aberto em Jogos traz as suas.',
  theme: 'Tema',
  themes: { system: 'Como o sistema', light: 'Claro', dark: 'Escuro' },
  language: 'Idioma',
  sound: 'Som',
  soundNote: 'Sons curtos para as jogadas, os empurrões e o fim do jogo.',
  animation: 'Animar as jogadas',
  animationNote: 'O seu sistema pede menos movimento, por isso as jogadas não são animadas.',
  confirmMoves: 'Confirmar cada jogada',
  confirmMoveChoices: { never: 'Nunca', touch: 'Só ao tocar', always: 'Sempre' },
  confirmNote:
    'Uma jogada em espera é feita com um segundo toque, clique ou Enter na casa dela, ou com Confirmar; Escape anula a jogada.',
  aids: 'Ajudas e aparência',
  boardZoom: 'Ampliar o tabuleiro com dois dedos, ou com Ctrl e a roda do rato',
  showMovable: 'Marcar todas as peças com jogada possível',
  premoves: 'Pré-jogadas: jogar enquanto o outro lado pensa',
  premovesNote:
    'Contra o computador ou online, uma jogada feita antes da sua vez fica à espera, transparente, e é feita quando chegar a sua vez, se ainda for válida. Um clique no tabuleiro ou Escape cancela-a.',
  blunderWarning: 'Avisar antes de uma jogada que deita algo fora',
  blunderWarningNote:
    'Uma verificação rápida antes de cada jogada sua: uma que deita claramente algo fora espera pelo seu sim. Contra o computador ou num só ecrã; nunca online.',
  turnReminder: 'Lembrar-me da minha jogada em partidas por link',
  turnReminders: {
    off: 'Nunca',
    '15m': 'Após 15 minutos',
    '1h': 'Após uma hora',
    '4h': 'Após 4 horas',
    '1d': 'Após um dia',
  },
  turnReminderNote:
    'Uma notificação neste dispositivo quando uma partida enviada por link espera a sua jogada há esse tempo, enquanto o Hexplay estiver aberto aqui; o ícone conta as partidas em espera.',
  turnReminderDenied:
    'O navegador recusa notificações a este site, por isso os lembretes ficam desligados. Podem ser permitidas nas definições do site no navegador.',
  turnReminderUnsupported:
    'Este navegador não mostra notificações, por isso os lembretes ficam desligados.',
  boardTheme: 'Cores do tabuleiro',
  boardThemes: { classic: 'Clássico', wood: 'Madeira', slate: 'Ardósia' },
  pieceStyle: 'Peças',
  pieceStyles: { standard: 'Padrão', contrast: 'Alto contraste, lados marcados' },
  coordinates: 'Coordenadas',
  data: {
    legend: 'Dados',
    note: 'Um backup é um arquivo com todas as partidas, suas notas e análises, os registros postos de lado por ilegíveis, seu progresso nos quebra-cabeças e estas configurações. Restaurá-lo acrescenta ao que já está aqui e não sobrescreve nenhuma partida.',
    backup: 'Baixar um backup',
    backupFailed: 'Não foi possível fazer o backup, pois o armazenamento do navegador falhou.',
    noLibrary:
      'Este navegador não guarda partidas para o site, então não há o que salvar nem onde restaurar.',
    restore: 'Restaurar de um backup…',
    restoreFile: 'Arquivo de backup a restaurar',
    checking: 'Verificando o backup',
    checked: (checked, total) => `Verificando o backup: ${checked} de ${total} partidas.`,
    holds: 'Este backup contém:',
    games: (n) => `Partidas: ${n}`,
    quarantined: (n) => `Registros postos de lado por ilegíveis: ${n}`,
    puzzleProgress: (held) => `Progresso nos quebra-cabeças: ${held ? 'sim' : 'nenhum'}`,
    settingsHeld: 'Configurações e aparência do tabuleiro: sim',
    plan: (added, renamed, same) =>
      `Restaurar acrescenta ${added} partidas, ${renamed} delas ao lado de outra partida com a mesma identificação; ${same} já estão aqui.`,
    alsoSettings: 'Restaurar também as configurações e a aparência do tabuleiro',
    confirm: 'Restaurar',
    cancel: 'Cancelar',
    writing: 'Restaurando',
    written: (n, total) => `Restaurando: ${n} de ${total} partidas gravadas.`,
    done: (n) => `Restaurado: ${n} partidas acrescentadas às Partidas.`,
    overtaken: (n) =>
      `${n} não foram gravadas, pois outra aba guardou uma partida com a mesma identificação nesse meio-tempo.`,
    stopped: (n) => `Restauração interrompida: ${n} partidas foram acrescentadas, as demais não.`,
    cancelled: 'Restauração cancelada; nada foi alterado.',
    refused: {
      json: 'Este arquivo está danificado ou cortado, então não é um backup inteiro e nada foi restaurado.',
      app: 'Este arquivo não é um backup do Hexplay, então nada foi restaurado.',
      newer:
        'Este backup vem de uma versão mais nova do Hexplay: recarregue a página para atualizá-la e restaure de novo.',
      shape: 'Parte deste backup está ilegível, então nada foi restaurado.',
      read: 'Não foi possível ler o arquivo, então nada foi restaurado.',
      storage: 'O armazenamento do navegador falhou; o que já tinha sido restaurado fica.',
    },
  },
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computador, jogada' : 'Jogada'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Uma jogada anulada.' : `${count} jogadas anuladas.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
};
