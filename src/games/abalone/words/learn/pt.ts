import type { AbaloneLearnWords } from './en';

export const pt: AbaloneLearnWords = {
  sections: {
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
        'No tabuleiro habitual pode começar a partir de treze disposições. A Standard é a clássica; a Belgian Daisy é a usada nos torneios; as outras, do Ataque Alienígena ao Tabuleiro de Xadrez, são as que jogadores e sites de jogos usam para variar. Os outros tamanhos de tabuleiro só começam com a disposição Standard.',
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
  tutorial: {
    intro:
      'Seis passos curtos num tabuleiro a sério. Faça o tipo de movimento que cada passo pede para continuar.',
    steps: {
      single: {
        title: 'Mover uma bola',
        other: 'Isso moveu mais de uma bola. Aqui, mova a bola sozinha em E5 uma casa.',
        text: 'Joga com as Pretas. Clique na sua bola em E5 e depois numa das casas vazias marcadas ao lado dela.',
        onTouch:
          'Joga com as Pretas. Toque na sua bola em E5, depois numa das casas vazias marcadas ao lado dela, e toque de novo nessa casa para jogar.',
        done: 'Boa. Uma bola sozinha avança para qualquer casa vizinha vazia.',
      },
      inline: {
        title: 'Mover a fila ao longo de si mesma',
        other:
          'Desta vez não: mova duas ou três das bolas em C3, C4 e C5 uma casa ao longo da própria linha, cada uma entrando na casa da que vai à frente.',
        text: 'As suas três bolas em C3, C4 e C5 formam uma fila. Escolha duas ou três delas e mova-as uma casa ao longo da própria fila, como um comboio.',
        done: 'A fila avançou sobre si mesma: só a casa da frente tinha de estar vazia.',
      },
      broadside: {
        title: 'Mover o par de lado',
        other:
          'Isso moveu as bolas ao longo da linha. Aqui, mova C3 e C4 juntas de lado, para fora da linha.',
        text: 'Escolha as duas bolas em C3 e C4 e mova-as juntas de lado, para fora da sua fila. Cada uma precisa de uma casa vazia.',
        done: 'Isto foi um movimento lateral. Nunca empurra, por isso todas as casas de chegada têm de estar vazias.',
      },
      sumito: {
        title: 'Empurrar uma bola com duas',
        other: 'Isso não empurrou. Mova C3 e C4 ao longo da linha, contra a bola branca em C5.',
        text: 'Duas bolas suas estão diante da bola branca em C5, que tem uma casa vazia atrás. Avance a sua fila em linha contra ela para a empurrar.',
        done: 'Duas vencem uma: a bola branca recuou uma casa. Isto é o sumito.',
      },
      sumito32: {
        title: 'Empurrar duas bolas com três',
        other:
          'Isso não empurrou as duas bolas brancas. Mova as suas três ao longo da fila E, contra elas.',
        text: 'Três bolas suas estão diante de duas brancas em E5 e E6. Empurre as duas, em linha.',
        done: 'Três vencem duas. Forças iguais nunca empurram, e movem-se no máximo três bolas.',
      },
      eject: {
        title: 'Empurrar uma bola para fora do tabuleiro',
        other:
          'Isso não empurrou a bola para fora. Mova as suas três bolas ao longo da fila E, contra a bola branca em E9.',
        text: 'A bola branca em E9 está na borda do tabuleiro. Empurre-a para fora com as suas três bolas.',
        done: 'Saiu do tabuleiro. Empurre seis bolas brancas para fora para ganhar.',
      },
    },
  },
};
