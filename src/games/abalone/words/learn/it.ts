import type { AbaloneLearnWords } from './en';

export const it: AbaloneLearnWords = {
  sections: {
    'abalone-aim': {
      title: 'Scacchiera e scopo',
      body: [
        'Abalone si gioca su una scacchiera esagonale di 61 caselle, 5 per lato. Ogni giocatore ha 14 biglie, il Nero comincia e poi si muove a turno.',
        'Vince chi per primo spinge fuori dalla scacchiera 6 biglie dell’avversario.',
      ],
    },
    'abalone-move': {
      title: 'Muovere le biglie',
      body: [
        'Al tuo turno muovi di una casella 1, 2 o 3 biglie tue. Più biglie devono stare affiancate in linea retta e muoversi tutte nella stessa direzione. Da una fila più lunga puoi prendere da 1 a 3 biglie vicine.',
        'Una mossa in linea procede lungo la fila, come un treno: la biglia di testa entra nella casella successiva. Una mossa laterale sposta di fianco 2 o 3 biglie insieme; ognuna ha bisogno di una casella vuota, e una mossa laterale non spinge mai.',
        'Una biglia da sola si sposta in una qualsiasi casella vicina vuota. Non puoi mai portare fuori dalla scacchiera una tua biglia.',
      ],
    },
    'abalone-sumito': {
      title: 'Spingere: il sumito',
      body: [
        'Una mossa in linea può spingere le biglie avversarie che stanno subito davanti, nella stessa linea, quando sei in superiorità: 2 contro 1, 3 contro 1, 3 contro 2. Si chiama sumito.',
        'La casella subito dopo l’ultima biglia spinta deve essere vuota, oppure fuori dalla scacchiera. Spingere non è mai obbligatorio.',
      ],
    },
    'abalone-pac': {
      title: 'Quando non si può spingere',
      body: [
        'Forze uguali non si spingono: 1 contro 1, 2 contro 2 e 3 contro 3 si bloccano a vicenda, ed è il pac.',
        'Poiché si muovono al massimo 3 biglie, una fila di 4 o più non spinge più forte di 3. E una biglia avversaria con una tua biglia subito dietro non può essere spinta: è presa in mezzo.',
      ],
    },
    'abalone-eject': {
      title: 'Spingere fuori una biglia',
      body: [
        'Se l’ultima biglia spinta sta sul bordo, la spinta la fa uscire dalla scacchiera. È fuori dal gioco per sempre.',
      ],
    },
    'abalone-win': {
      title: 'Vincere',
      body: [
        'Vince il primo giocatore che spinge fuori 6 biglie avversarie. Sulle altre misure della scacchiera cambiano il numero di biglie e l’obiettivo, come mostra la tabella.',
        'Questa app aggiunge tre regole della casa che le regole ufficiali lasciano aperte: la stessa posizione con lo stesso giocatore al tratto per la terza volta è patta; chi non ha mosse legali perde; e in una partita allo stesso schermo i giocatori possono accordarsi per la patta, oppure uno può abbandonare.',
      ],
    },
    'abalone-layouts': {
      title: 'Disposizioni iniziali',
      body: [
        'Sulla scacchiera normale si può partire da tredici disposizioni. Standard è quella classica; Belgian Daisy è quella dei tornei; le altre, dall’Attacco Alieno alla Scacchiera, sono quelle che giocatori e siti di gioco usano per variare. Le altre misure della scacchiera partono solo dalla disposizione Standard.',
      ],
    },
    'abalone-notation': {
      title: 'Scrivere le mosse',
      body: [
        'Le partite si scrivono nella notazione Aba-Pro. Una mossa in linea indica la biglia posteriore e la sua destinazione (a1b2). Una mossa laterale indica le due biglie alle estremità e la destinazione della prima (c3c5d4).',
      ],
    },
  },
  diagrams: {
    'abalone-single': {
      title: 'Una biglia',
      text: 'Una biglia da sola si sposta in una qualsiasi casella vicina vuota: qui da E5 a F6.',
      done: 'La biglia si è spostata di una casella.',
    },
    'abalone-inline2': {
      title: 'Due biglie in linea',
      text: 'C3 e C4 avanzano di una casella verso destra, lungo la propria linea.',
      done: 'La coppia ora sta su C4 e C5.',
    },
    'abalone-inline3': {
      title: 'Tre biglie in linea',
      text: 'D3, E4 e F5 avanzano di una casella lungo la loro linea, verso G6.',
      done: 'Le tre biglie ora stanno su E4, F5 e G6.',
    },
    'abalone-broadside2': {
      title: 'Due biglie di lato',
      text: 'E4 ed E5 si spostano insieme di lato, su F4 e F5.',
      done: 'Entrambe le biglie si sono spostate di una casella nella stessa direzione.',
    },
    'abalone-broadside3': {
      title: 'Tre biglie di lato',
      text: 'C3, C4 e C5 si spostano insieme di lato su D4, D5 e D6. Ognuna ha bisogno di una casella vuota.',
      done: 'La fila è salita tutta insieme.',
    },
    'abalone-sumito21': {
      title: 'Sumito: 2 contro 1',
      text: 'Due biglie nere spingono quella bianca su C5 nella casella vuota C6.',
      done: 'La biglia bianca è arretrata di una casella.',
    },
    'abalone-sumito31': {
      title: 'Sumito: 3 contro 1',
      text: 'Tre biglie nere spingono quella bianca su D5 fino a D6.',
      done: 'La biglia bianca è arretrata di una casella.',
    },
    'abalone-sumito32': {
      title: 'Sumito: 3 contro 2',
      text: 'Tre biglie nere spingono avanti di una casella le due bianche su E5 ed E6.',
      done: 'Entrambe le biglie bianche sono arretrate di una casella.',
    },
    'abalone-pac': {
      title: 'Pac: 1 contro 1, 2 contro 2, 3 contro 3',
      text: 'Su ciascuna delle righe C, E e G le forze sono pari, quindi il Nero non può spingere.',
    },
    'abalone-sandwich': {
      title: 'Una biglia presa in mezzo',
      text: 'Tre biglie nere fronteggiano la biglia bianca su E5, ma subito dietro c’è la biglia nera su E6. La biglia bianca non può essere spinta.',
    },
    'abalone-eject': {
      title: 'Spingere fuori una biglia',
      text: 'La biglia bianca su E9 è sul bordo. Tre biglie nere la spingono fuori dalla scacchiera.',
      done: 'La biglia bianca ha lasciato la scacchiera; il vassoio del Nero la conta.',
    },
    'abalone-win': {
      title: 'La sesta biglia',
      text: 'Il Nero ha già spinto fuori 5 biglie bianche. Spingendo fuori anche E9 vince la partita.',
      done: 'Sei biglie bianche sono fuori: vince il Nero.',
    },
  },
  tutorial: {
    intro:
      'Sei brevi passi su una vera scacchiera. Gioca il tipo di mossa che ogni passo chiede per andare avanti.',
    steps: {
      single: {
        title: 'Muovi una biglia',
        other:
          'Così hai mosso più di una biglia. Qui muovi di una casella la biglia isolata in E5.',
        text: 'Giochi con il Nero. Fai clic sulla tua biglia in E5, poi su una delle caselle vuote segnate accanto.',
        onTouch:
          'Giochi con il Nero. Tocca la tua biglia in E5, poi una delle caselle vuote segnate accanto, e tocca di nuovo quella casella per giocare.',
        done: 'Bene. Una biglia da sola si sposta in qualsiasi casella vicina vuota.',
      },
      inline: {
        title: 'Muovi la fila lungo sé stessa',
        other:
          'Non questa volta: muovi due o tre delle biglie in C3, C4 e C5 di una casella lungo la loro linea, ognuna nella casella di quella davanti.',
        text: 'Le tue tre biglie in C3, C4 e C5 formano una fila. Scegline due o tre e muovile di una casella lungo la loro fila, come un treno.',
        done: 'La fila è avanzata su se stessa: solo la casella davanti doveva essere vuota.',
      },
      broadside: {
        title: 'Muovi la coppia di lato',
        other:
          'Così hai mosso le biglie lungo la loro linea. Qui muovi C3 e C4 insieme di lato, fuori dalla loro linea.',
        text: 'Scegli entrambe le biglie in C3 e C4 e muovile insieme di lato, fuori dalla loro fila. Ognuna ha bisogno di una casella vuota.',
        done: 'Questa era una mossa laterale. Non spinge mai, quindi ogni casella d’arrivo deve essere vuota.',
      },
      sumito: {
        title: 'Spingi una biglia con due',
        other:
          'Così non hai spinto. Muovi C3 e C4 lungo la loro linea, contro la biglia bianca in C5.',
        text: 'Due tue biglie stanno davanti alla biglia bianca in C5, che ha una casella vuota dietro. Avanza in linea contro di lei per spingerla.',
        done: 'Due battono una: la biglia bianca è arretrata di una casella. Questo è il sumito.',
      },
      sumito32: {
        title: 'Spingi due biglie con tre',
        other:
          'Così non hai spinto entrambe le biglie bianche. Muovi le tue tre lungo la fila E, contro di loro.',
        text: 'Tre tue biglie stanno davanti a due bianche in E5 ed E6. Spingile entrambe, in linea.',
        done: 'Tre battono due. Forze pari non spingono mai, e si muovono al massimo tre biglie.',
      },
      eject: {
        title: 'Spingi una biglia fuori dalla scacchiera',
        other:
          'Così non hai spinto fuori la biglia. Muovi le tue tre biglie lungo la fila E, contro la biglia bianca in E9.',
        text: 'La biglia bianca in E9 è sul bordo della scacchiera. Spingila fuori con le tue tre biglie.',
        done: 'È fuori dalla scacchiera. Spingi fuori sei biglie bianche per vincere.',
      },
    },
  },
};
