import type { AbacusLearnWords } from './en';

export const pt: AbacusLearnWords = {
  sections: {
    'abacus-aim': {
      title: 'Tabuleiro e objetivo',
      body: [
        'O Ábaco, um jogo de Corey L. Clark, joga-se num hexágono feito de casas hexagonais. O tabuleiro habitual tem 5 casas de cada lado, 61 ao todo; com 4 casas por lado a partida é mais rápida, com 6 é mais longa.',
        'O tabuleiro começa vazio. As Pretas jogam primeiro e depois os jogadores alternam; ninguém pode passar a vez.',
        'A partida termina quando todas as casas têm uma pedra. Ganha quem tiver então menos pedras no tabuleiro. O número de casas é sempre ímpar, por isso não há empates.',
        'Pedras da mesma cor que se tocam formam um grupo. Uma pedra sozinha é um grupo de 1. As pedras da outra cor não unem nem separam os seus grupos.',
      ],
    },
    'abacus-place': {
      title: 'Colocar uma pedra',
      body: [
        'Na sua vez faz uma de duas coisas. A primeira é simples: colocar uma pedra da sua cor em qualquer casa vazia.',
      ],
    },
    'abacus-slide': {
      title: 'Mover uma pedra',
      body: [
        'A segunda é mover uma das suas pedras. Ela desliza em linha reta, numa das seis direções, tão longe quanto quiser. Todas as casas do percurso e a casa onde para têm de estar vazias: não se salta por cima de nenhuma pedra, seja de que cor for.',
        'Conte o grupo a que a pedra pertencia antes de se mover e depois o grupo a que pertence onde parou. O movimento só é permitido se o novo grupo tiver pelo menos 2 pedras e menos pedras do que o antigo.',
        'Por isso, só uma pedra de um grupo de 3 ou mais se pode mover. O novo grupo pode incluir pedras do antigo, desde que seja menor, e as pedras que ficam para trás podem separar-se em vários grupos.',
      ],
    },
    'abacus-illegal': {
      title: 'Movimentos proibidos',
      body: [
        'Uma pedra não pode acabar sozinha, não pode formar um grupo tão grande como aquele que deixou (ou maior) e não pode passar por cima de nenhuma pedra.',
      ],
    },
    'abacus-end': {
      title: 'O fim da partida',
      body: [
        'Só uma colocação pode preencher a última casa vazia. Assim que o tabuleiro fica cheio, a partida acaba e cada lado conta as suas pedras: ganha quem tiver menos.',
        'Uma partida termina sempre: cada movimento parte um dos seus grupos em grupos menores, o que não pode continuar para sempre, e cada casa só pode receber uma pedra nova um número limitado de vezes.',
      ],
    },
    'abacus-favoured': {
      title: 'Quem leva vantagem',
      body: [
        'Ainda ninguém sabe quem ganha o Ábaco com jogo perfeito nestes tabuleiros. Só o mais pequeno, com 3 casas de lado, está resolvido: nele ganha o segundo jogador.',
        'Para ver que lado cada tabuleiro favorece, o computador jogou muitas partidas contra si próprio em cada tabuleiro, no nível Difícil, cada uma a partir de uma abertura diferente. A tabela mostra a parte das vitórias do primeiro jogador (as Pretas), com o seu intervalo de 95%, e quanto duraram as partidas em lances (movimentos de um só lado); as barras mostram quantas partidas acabaram com cada duração.',
      ],
    },
    'abacus-notation': {
      title: 'Escrever os movimentos',
      body: [
        'As filas têm letras de baixo para cima (A, B, C…) e as casas são numeradas ao longo das diagonais, de modo que E5 é o centro do tabuleiro habitual. Uma colocação escreve-se com a sua casa (e5); um movimento, com a casa de partida e a de chegada (c4a2).',
      ],
    },
  },
  diagrams: {
    'abacus-place': {
      title: 'Uma colocação',
      text: 'As Pretas colocam uma pedra na casa central vazia, E5.',
      done: 'A pedra está em E5. Colocar é sempre permitido enquanto houver uma casa vazia.',
    },
    'abacus-four': {
      title: 'De um grupo de 4 para um grupo de 3',
      text: 'A pedra assinalada em C6 pertence a um grupo de 4. Desliza até F6, onde se junta ao par em G6 e G7: um grupo de 3, menor do que 4.',
      done: 'C3, C4 e C5 continuam juntas num grupo de 3, e o novo grupo F6, G6, G7 tem 3 pedras.',
    },
    'abacus-single': {
      title: 'Deixar uma pedra isolada para trás',
      text: 'A pedra do meio do grupo C3, C4, C5 desliza uma casa até B4. Aí toca em C5: um grupo de 2, enquanto C3 fica sozinha.',
      done: 'B4 e C5 formam um grupo de 2, menor do que o grupo de 3 de onde veio; C3 está agora isolada.',
    },
    'abacus-split': {
      title: 'Partir um grupo em duas pedras isoladas',
      text: 'A pedra do meio de C3, C4, C5 sobe até E4 e junta-se à pedra isolada em F5. O seu grupo antigo parte-se em duas pedras isoladas.',
      done: 'E4 e F5 formam um grupo de 2; C3 e C5 ficam cada uma sozinha.',
    },
    'abacus-c4': {
      title: 'Três destinos recusados',
      text: 'A pedra preta em C4 pertence a um grupo de 3 (C4, C5, D5). Em A2 ficaria sozinha. Em C2 juntar-se-ia a D2 e D3 num grupo de 3, que não é menor do que 3. Em F4 formaria um par com G4, mas a pedra branca em E4 bloqueia o caminho.',
    },
    'abacus-end': {
      title: 'A última pedra',
      text: 'Resta uma casa, C3, e jogam as Pretas. Preenchem-na com uma colocação e o tabuleiro fica cheio.',
      done: 'O tabuleiro está cheio: as Pretas têm 9 pedras e as Brancas 10, por isso ganham as Pretas, com menos.',
    },
  },
  selfPlay: {
    caption: 'Difícil contra Difícil',
    size: 'Tabuleiro (casas de lado)',
    games: 'Partidas',
    firstWins: 'Vitórias das Pretas',
    secondWins: 'Vitórias das Brancas',
    score: 'Pontuação do primeiro jogador',
    scoreOf: (score: string, low: string, high: string) => `${score} (IC de 95%: ${low}–${high})`,
    lengths: 'Duração em lances',
    lengthsOf: (min: string, q1: string, median: string, q3: string, max: string) =>
      `${min}–${max}, metade central ${q1}–${q3}, mediana ${median}`,
    histogram: (size: string) => `Partidas por duração no tabuleiro de ${size} casas de lado`,
    bar: (from: string, to: string, count: string) => `${from}–${to} lances: ${count}`,
    method: (nodes: string) =>
      `Aqui o Difícil examinou ${nodes} posições por movimento, muito menos do que em jogo, onde pensa durante um segundo: estes números descrevem o jogo do computador, não o jogo perfeito.`,
    openings: (plies: string, sizes: string) =>
      `Nos tabuleiros de ${sizes} casas de lado, cada partida começou numa posição diferente depois de ${plies} lances, sem duas iguais, mesmo rodando ou espelhando o tabuleiro.`,
  },
  tutorial: {
    intro:
      'Seis passos curtos num tabuleiro a sério. Faça o movimento que cada passo pede para continuar.',
    steps: {
      place: {
        title: 'Colocar uma pedra',
        other: 'Aqui, coloque uma pedra nova em qualquer casa vazia.',
        text: 'Joga com as Pretas e o tabuleiro começa vazio. Clique numa casa vazia qualquer para lá colocar uma pedra.',
        onTouch:
          'Joga com as Pretas e o tabuleiro começa vazio. Toque numa casa vazia qualquer para lá colocar uma pedra.',
        done: 'Boa. Colocar é sempre permitido enquanto houver uma casa vazia.',
      },
      group: {
        title: 'Formar um grupo',
        other:
          'Essa pedra não toca em C3 e C4. Coloque-a numa casa ao lado delas, para formar um grupo de 3.',
        text: 'Pedras da mesma cor que se tocam formam um grupo. Coloque uma pedra ao lado das suas duas pedras em C3 e C4 para formar um grupo de 3.',
        done: 'O seu grupo tem agora 3 pedras. As pedras de grupos de 3 ou mais podem mover-se.',
      },
      slide: {
        title: 'Deslizar uma pedra',
        other:
          'Isso colocou uma pedra. Aqui, deslize uma pedra do seu grupo de 3 para uma casa marcada para ela.',
        text: 'Uma pedra de um grupo de 3 ou mais pode deslizar em linha reta por casas vazias. Tem de parar onde forme um grupo de pelo menos 2, menor do que o seu grupo antigo. Clique numa pedra do seu grupo e depois numa das casas marcadas para ela (ou arraste-a até lá).',
        onTouch:
          'Uma pedra de um grupo de 3 ou mais pode deslizar em linha reta por casas vazias. Tem de parar onde forme um grupo de pelo menos 2, menor do que o seu grupo antigo. Toque numa pedra do seu grupo, depois numa das casas marcadas para ela e toque de novo nessa casa para jogar (ou arraste a pedra até lá).',
        done: 'A pedra saiu do seu grupo de 3 e pertence agora a um grupo de 2.',
      },
      split: {
        title: 'Partir um grupo',
        other: 'Não esse: deslize a pedra do meio, C3, até E3.',
        text: 'Mova a pedra do meio, C3, até E3, ao lado da sua pedra isolada em F4.',
        done: 'E3 e F4 formam um grupo de 2, e C2 e C4 ficam como duas pedras isoladas.',
      },
      illegal: {
        title: 'Encontrar o único movimento permitido',
        other: 'Não esse: deslize a pedra em C4 para a única casa onde ela pode parar.',
        text: 'A pedra em C4 pertence a um grupo de 3. Em A2 ficaria sozinha; em C2 juntar-se-ia a D2 e D3 num grupo de 3, que não é menor; para chegar a F4, ao lado de G4, teria de passar pela pedra branca em E4. Resta uma casa onde pode parar: encontre-a.',
        done: 'Certo: aí forma um grupo de 2, menor do que 3.',
      },
      end: {
        title: 'Encher o tabuleiro',
        other: 'Coloque a última pedra, em C3.',
        text: 'Resta uma casa. Coloque a última pedra: a partida termina quando o tabuleiro fica cheio, e ganha quem tiver menos pedras.',
        done: 'O tabuleiro está cheio. As Pretas têm 9 pedras, as Brancas 10: ganham as Pretas.',
      },
    },
  },
};
