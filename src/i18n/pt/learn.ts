import type { Messages } from '../en';

export const learn: Messages['learn'] = {
  rulesButton: 'Regras',
  helpButton: '?',
  helpLabel: 'Ajuda e atalhos de teclado',
  helpLabelTouch: 'Ajuda: jogar por toque e as marcas no tabuleiro',
  dialog: {
    loading: 'A carregar…',
    title: 'Como se joga',
    close: 'Fechar',
    tabs: 'Regras de cada jogo',
    tutorialTab: (game) => `Tutorial de ${game}`,
    startTutorial: (game) => `Aprender ${game} passo a passo`,
  },
  tryIt: {
    prompt: 'É a sua vez: jogue neste tabuleiro o movimento mostrado.',
    promptIllegal: 'Os movimentos marcados violam as regras. Pergunte ao motor porquê:',
    right: 'Muito bem!',
    other: 'Esse movimento é legal, mas não é o que está mostrado.',
    illegal: (reason) => `Não é permitido: ${reason}.`,
    reset: 'Repor',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    ask: (move) => `Experimentar ${move}`,
    board: (title) => `Diagrama: ${title}`,
    layoutBoard: (name) => `Disposição ${name}`,
  },
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
    'abacus-notation': {
      title: 'Escrever os movimentos',
      body: [
        'As filas têm letras de baixo para cima (A, B, C…) e as casas são numeradas ao longo das diagonais, de modo que E5 é o centro do tabuleiro habitual. Uma colocação escreve-se com a sua casa (e5); um movimento, com a casa de partida e a de chegada (c4a2).',
      ],
    },
    'abalone-aim': {
      title: 'Tabuleiro e objetivo',
      body: [
        'O Abalone joga-se num tabuleiro hexagonal de 61 casas, 5 de cada lado. Cada jogador tem 14 bolas, as Pretas começam e os jogadores alternam.',
        'Ganha quem empurrar primeiro 6 bolas do adversário para fora do tabuleiro.',
      ],
    },
    'abalone-move': {
      title: 'Mover bolas',
      body: [
        'Na sua vez move 1, 2 ou 3 das suas bolas uma casa. Várias bolas têm de estar lado a lado em linha reta e mover-se todas no mesmo sentido. De uma fila mais comprida pode escolher 1 a 3 bolas vizinhas.',
        'Um movimento em linha segue a própria fila, como um comboio: a bola da frente avança para a casa seguinte. Um movimento lateral desloca 2 ou 3 bolas de lado ao mesmo tempo; cada uma precisa de uma casa vazia, e um movimento lateral nunca empurra.',
        'Uma bola sozinha avança para qualquer casa vizinha vazia. Nunca pode tirar uma bola sua do tabuleiro.',
      ],
    },
    'abalone-sumito': {
      title: 'Empurrar: sumito',
      body: [
        'Um movimento em linha pode empurrar bolas adversárias que estejam logo à frente, na mesma linha, quando as suas são mais: 2 empurram 1, 3 empurram 1, 3 empurram 2. A isto chama-se sumito.',
        'A casa logo a seguir à última bola empurrada tem de estar vazia, ou ficar fora do tabuleiro. Empurrar nunca é obrigatório.',
      ],
    },
    'abalone-pac': {
      title: 'Quando não se pode empurrar',
      body: [
        'Forças iguais não se empurram: 1 contra 1, 2 contra 2 e 3 contra 3 ficam bloqueadas, e a isto chama-se pac.',
        'Como se movem no máximo 3 bolas, uma fila de 4 ou mais não empurra com mais força do que 3. E uma bola adversária com uma bola sua logo atrás não pode ser empurrada: está entalada.',
      ],
    },
    'abalone-eject': {
      title: 'Empurrar uma bola para fora',
      body: [
        'Quando a última bola empurrada está na borda, o empurrão tira-a do tabuleiro. Fica fora do jogo de vez.',
      ],
    },
    'abalone-win': {
      title: 'Ganhar',
      body: [
        'Ganha o primeiro jogador a empurrar 6 bolas adversárias para fora. Noutros tamanhos de tabuleiro, o número de bolas e o objetivo mudam, como mostra a tabela.',
        'Esta aplicação acrescenta três regras da casa que as regras oficiais deixam em aberto: a mesma posição com o mesmo jogador a jogar pela terceira vez é empate; quem não tiver nenhum movimento legal perde; e num jogo no mesmo ecrã os jogadores podem combinar um empate, ou um deles pode desistir.',
      ],
    },
    'abalone-layouts': {
      title: 'Disposições iniciais',
      body: [
        'No tabuleiro habitual pode começar a partir de seis disposições. A Standard é a clássica; a Belgian Daisy é a usada nos torneios. Os outros tamanhos de tabuleiro só começam com a disposição Standard.',
      ],
    },
    'abalone-notation': {
      title: 'Escrever os movimentos',
      body: [
        'As partidas escrevem-se na notação Aba-Pro. Um movimento em linha indica a bola de trás e o seu destino (a1b2). Um movimento lateral indica as duas bolas das pontas e o destino da primeira (c3c5d4).',
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
    'abalone-single': {
      title: 'Uma bola',
      text: 'Uma bola sozinha avança para qualquer casa vizinha vazia: aqui, de E5 para F6.',
      done: 'A bola avançou uma casa.',
    },
    'abalone-inline2': {
      title: 'Duas bolas em linha',
      text: 'C3 e C4 avançam uma casa para a direita, ao longo da sua própria linha.',
      done: 'O par está agora em C4 e C5.',
    },
    'abalone-inline3': {
      title: 'Três bolas em linha',
      text: 'D3, E4 e F5 avançam uma casa ao longo da sua linha, em direção a G6.',
      done: 'As três bolas estão agora em E4, F5 e G6.',
    },
    'abalone-broadside2': {
      title: 'Duas bolas de lado',
      text: 'E4 e E5 deslocam-se juntas de lado, para F4 e F5.',
      done: 'As duas bolas avançaram uma casa no mesmo sentido.',
    },
    'abalone-broadside3': {
      title: 'Três bolas de lado',
      text: 'C3, C4 e C5 deslocam-se juntas de lado para D4, D5 e D6. Cada uma precisa de uma casa vazia.',
      done: 'A fila subiu inteira.',
    },
    'abalone-sumito21': {
      title: 'Sumito: 2 empurram 1',
      text: 'Duas bolas pretas empurram a branca em C5 para a casa vazia C6.',
      done: 'A bola branca recuou uma casa.',
    },
    'abalone-sumito31': {
      title: 'Sumito: 3 empurram 1',
      text: 'Três bolas pretas empurram a branca em D5 para D6.',
      done: 'A bola branca recuou uma casa.',
    },
    'abalone-sumito32': {
      title: 'Sumito: 3 empurram 2',
      text: 'Três bolas pretas empurram as duas brancas em E5 e E6 uma casa para a frente.',
      done: 'As duas bolas brancas recuaram uma casa.',
    },
    'abalone-pac': {
      title: 'Pac: 1 contra 1, 2 contra 2, 3 contra 3',
      text: 'Em cada uma das filas C, E e G as forças são iguais, por isso as Pretas não podem empurrar.',
    },
    'abalone-sandwich': {
      title: 'Uma bola entalada',
      text: 'Três bolas pretas enfrentam a bola branca em E5, mas a bola preta em E6 está logo atrás dela. A bola branca não pode ser empurrada.',
    },
    'abalone-eject': {
      title: 'Empurrar uma bola para fora',
      text: 'A bola branca em E9 está na borda. Três bolas pretas empurram-na para fora do tabuleiro.',
      done: 'A bola branca saiu do tabuleiro; o tabuleiro lateral das Pretas conta-a.',
    },
    'abalone-win': {
      title: 'A sexta bola',
      text: 'As Pretas já empurraram 5 bolas brancas para fora. Empurrar também E9 para fora dá-lhes a vitória.',
      done: 'Seis bolas brancas estão fora: ganham as Pretas.',
    },
  },
  layouts: {
    caption: 'As seis disposições do tabuleiro habitual.',
  },
  targets: {
    caption: 'Bolas e objetivo em cada tamanho de tabuleiro',
    size: 'Casas por lado',
    marbles: 'Bolas de cada jogador',
    target: 'Empurrar para fora para ganhar',
  },
  tutorial: {
    intro:
      'Seis passos curtos num tabuleiro a sério. Faça o movimento que cada passo pede para continuar.',
    step: (i, n) => `Passo ${i} de ${n}`,
    next: 'Passo seguinte',
    back: 'Voltar',
    finished: 'São estas as regras todas. Boas partidas!',
    again: 'Recomeçar o tutorial',
    steps: {
      place: {
        title: 'Colocar uma pedra',
        text: 'Joga com as Pretas e o tabuleiro começa vazio. Clique numa casa vazia qualquer para lá colocar uma pedra.',
        onTouch:
          'Joga com as Pretas e o tabuleiro começa vazio. Toque numa casa vazia qualquer para lá colocar uma pedra.',
        done: 'Boa. Colocar é sempre permitido enquanto houver uma casa vazia.',
      },
      group: {
        title: 'Formar um grupo',
        text: 'Pedras da mesma cor que se tocam formam um grupo. Coloque uma pedra ao lado das suas duas pedras em C3 e C4 para formar um grupo de 3.',
        done: 'O seu grupo tem agora 3 pedras. As pedras de grupos de 3 ou mais podem mover-se.',
      },
      slide: {
        title: 'Mover uma pedra',
        text: 'Uma pedra de um grupo de 3 ou mais pode deslizar em linha reta por casas vazias. Tem de parar onde forme um grupo de pelo menos 2, menor do que o seu grupo antigo. Clique numa pedra do seu grupo e depois numa das casas marcadas para ela (ou arraste-a até lá).',
        onTouch:
          'Uma pedra de um grupo de 3 ou mais pode deslizar em linha reta por casas vazias. Tem de parar onde forme um grupo de pelo menos 2, menor do que o seu grupo antigo. Toque numa pedra do seu grupo, depois numa das casas marcadas para ela e toque de novo nessa casa para jogar (ou arraste a pedra até lá).',
        done: 'A pedra saiu do seu grupo de 3 e pertence agora a um grupo de 2.',
      },
      split: {
        title: 'Partir um grupo',
        text: 'Mova a pedra do meio, C3, até E3, ao lado da sua pedra isolada em F4.',
        done: 'E3 e F4 formam um grupo de 2, e C2 e C4 ficam como duas pedras isoladas.',
      },
      illegal: {
        title: 'Nem todos os movimentos são permitidos',
        text: 'A pedra em C4 pertence a um grupo de 3. Em A2 ficaria sozinha; em C2 juntar-se-ia a D2 e D3 num grupo de 3, que não é menor; para chegar a F4, ao lado de G4, teria de passar pela pedra branca em E4. Resta uma casa onde pode parar: encontre-a.',
        done: 'Certo: aí forma um grupo de 2, menor do que 3.',
      },
      end: {
        title: 'Encher o tabuleiro',
        text: 'Resta uma casa. Coloque a última pedra: a partida termina quando o tabuleiro fica cheio, e ganha quem tiver menos pedras.',
        done: 'O tabuleiro está cheio. As Pretas têm 9 pedras, as Brancas 10: ganham as Pretas.',
      },
    },
  },
  card: {
    label: 'Aprender o jogo',
    title: (game) => `Novo no ${game}?`,
    text: 'Aprenda em 2 minutos.',
    start: 'Começar o tutorial',
    dismiss: 'Agora não',
  },
  help: {
    title: 'Ajuda',
    keysTitle: 'Atalhos de teclado',
    marksTitle: 'Marcas no tabuleiro',
    key: 'Teclas',
    action: 'O que fazem',
    or: 'ou',
    keyNames: {
      ctrl: 'Ctrl',
      shift: 'Shift',
      z: 'Z',
      y: 'Y',
      f: 'F',
      left: '←',
      right: '→',
      up: '↑',
      down: '↓',
      home: 'Home',
      end: 'End',
      enter: 'Enter',
      space: 'Espaço',
      esc: 'Esc',
      question: '?',
    },
    keys: {
      undo: 'Anular o último movimento',
      redo: 'Refazer o movimento anulado',
      history: 'Andar para trás ou para a frente nos movimentos',
      ends: 'Ir para o início ou para o último movimento',
      walk: 'No tabuleiro: passar de casa em casa',
      pick: 'No tabuleiro: escolher uma peça, ou jogar o movimento de uma casa marcada',
      cancel: 'Largar a escolha, ou fechar uma janela',
      flip: 'Rodar o tabuleiro',
      help: 'Abrir esta ajuda',
    },
    pointer:
      'Com o rato, clique numa peça e depois numa casa marcada, ou arraste a peça até lá. Num ecrã tátil, o primeiro toque numa casa marcada mostra o movimento e um segundo toque (ou Confirmar) joga-o.',
    touchTitle: 'Jogar por toque',
    touch:
      'Toque numa peça e depois numa casa marcada, ou arraste a peça até lá. O primeiro toque numa casa marcada mostra o movimento; um segundo toque (ou Confirmar) joga-o.',
    keysTitleTouch: 'Atalhos de teclado, com um teclado ligado',
    selected: 'escolhida',
    count: 'tamanho do grupo',
    rules: 'Ler as regras',
  },
};
