import type { Messages } from '../en';

export const flow: Messages['flow'] = {
  newGame: {
    title: 'Nova partida',
    game: 'Jogo',
    size: 'Tamanho do tabuleiro',
    layout: 'Disposição',
    standardLayout: 'Padrão',
    players: 'Jogadores',
    swap: 'Trocar cores',
    cancel: 'Cancelar',
    start: 'Começar partida',
    timeControl: 'Controlo de tempo',
    noClock: 'Sem relógio',
    preset: (minutes, increment) => `${minutes} min + ${increment} seg`,
    custom: 'Personalizado',
    minutes: 'Minutos',
    increment: 'Incremento (segundos)',
  },
  library: {
    title: 'Partidas',
    none: 'Este navegador não guarda partidas deste site, por isso não há biblioteca para mostrar.',
    reminder: {
      title: 'É a sua vez no Hexplay',
      body: (game, black, white) => `${game}: ${black} contra ${white}`,
    },
    backupReminder: {
      text: (games) =>
        `${games} partidas estão guardadas só neste navegador e este mês não foi feita nenhuma cópia de segurança aqui. Um ficheiro de cópia guarda-as se os dados do navegador se perderem ou se mudar de dispositivo.`,
      backUp: 'Descarregar uma cópia de segurança',
      later: 'Agora não',
      failed: 'Não foi possível fazer a cópia de segurança: o armazenamento do navegador falhou.',
    },
    notOpened: (why: string) =>
      `Não foi possível abrir a sua biblioteca neste arranque: ${why}. As suas partidas continuam guardadas; recarregue a página para as ver.`,
    unreadable: 'Não foi possível ler a biblioteca:',
    loading: 'A carregar…',
    empty: 'Ainda não há partidas.',
    list: 'Partidas guardadas',
    search: 'Procurar por jogo, jogador ou resultado',
    found: (n, total) => `${n} de ${total} partidas`,
    size: (n) => `n=${n}`,
    versus: (black, white) => `${black} contra ${white}`,
    results: {
      '1-0': 'Ganhou o Preto',
      '0-1': 'Ganhou o Branco',
      '1/2-1/2': 'Empate',
      '*': 'Em curso',
    },
    plies: (n) => (n === 1 ? 'meia-jogada' : 'meias-jogadas'),
    playing: 'A jogar agora',
    resume: 'Retomar',
    resumeLabel: (title, date) => `Retomar a partida de ${title} de ${date}`,
    delete: 'Eliminar',
    deleteLabel: (title, date) => `Eliminar a partida de ${title} de ${date}`,
    deleted: (title) => `A partida de ${title} foi eliminada.`,
    undo: 'Anular',
    undoRefused:
      'Não foi possível recuperar a partida: outro separador guardou-a de novo entretanto.',
    quarantine: 'Quarentena',
    quarantineText:
      'Não foi possível ler estes itens. Ficam guardados tal como estavam, até os eliminar.',
    quarantineList: 'Itens em quarentena',
    kept: (source, date) => `Vindo de ${source}, guardado em ${date}:`,
    stored: {
      'the game library': 'a biblioteca de partidas',
      'the game saved by an earlier version': 'a partida guardada por uma versão anterior',
      'the backup kept by an earlier version': 'a cópia de segurança de uma versão anterior',
      'the app crashed while opening it': 'a aplicação falhou ao abri-la',
      'the puzzle progress': 'o progresso nos problemas',
      unreadable: 'ilegível',
    },
    download: 'Descarregar',
    close: 'Fechar',
  },
  result: {
    wins: (player) => `Ganha o ${player}`,
    draw: 'Empate',
    repetition: 'A mesma posição surgiu pela terceira vez com o mesmo jogador a jogar.',
    noMoves: (loser) => `O ${loser} não tem nenhuma jogada legal.`,
    resignation: (loser) => `O ${loser} desistiu.`,
    agreement: 'Os jogadores acordaram um empate.',
    time: (loser) => `O ${loser} ficou sem tempo.`,
    viewBoard: 'Ver tabuleiro',
    newGame: 'Nova partida',
    rematchSwap: 'Desforra com as cores trocadas',
    swapSeats: 'Troquem de lugar: quem jogou com as Brancas joga agora com as Pretas e começa.',
    rematch: 'Desforra',
    analyse: 'Analisar',
  },
  notices: {
    quarantined: (n, count) =>
      n === 1
        ? 'Não foi possível ler uma partida guardada; está em quarentena (Partidas → Quarentena), onde a pode descarregar ou eliminar.'
        : `Não foi possível ler ${count} partidas guardadas; estão em quarentena (Partidas → Quarentena), onde as pode descarregar ou eliminar.`,
    crashed:
      'A aplicação falhou ao abrir a sua última partida. Essa partida está em quarentena (Partidas → Quarentena); começou uma nova partida.',
    prefsReset:
      'O app travou duas vezes ao abrir: com a sua partida e depois com uma nova. A sua partida não foi a causa e está aberta de novo; as suas preferências (tema, idioma, som, animação) voltaram ao padrão.',
    forked:
      'Esta partida também foi alterada noutro separador. As suas jogadas aqui ficam guardadas como uma partida à parte em Partidas.',
    dismiss: 'Fechar',
  },
  storage: {
    notSaved: 'Esta partida não está a ser guardada:',
    unavailable: 'este navegador não guarda dados deste site (como em alguns modos privados)',
    denied:
      'este navegador recusa armazenamento a este site (as suas definições podem estar a bloquear os dados dos sites)',
    blocked:
      'outro separador deste site, aberto numa versão anterior, mantém o armazenamento ocupado (feche-o e recarregue este separador)',
    timeout:
      'o armazenamento do navegador não respondeu em 3 segundos (recarregue para a guardar: as jogadas que fizer entretanto ficam guardadas para isso)',
    superseded:
      'uma versão mais recente deste site foi aberta noutro separador (recarregue este separador para a usar)',
    quota: 'o armazenamento do navegador para este site está cheio',
    failed: (detail) => `o armazenamento do navegador falhou (${detail})`,
    download: 'Descarregar esta partida',
  },
};
