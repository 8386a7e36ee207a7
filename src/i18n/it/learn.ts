import type { Messages } from '../en';

export const learn: Messages['learn'] = {
  rulesButton: 'Regole',
  helpButton: '?',
  helpLabel: 'Aiuto e scorciatoie da tastiera',
  helpLabelTouch: 'Aiuto: giocare al tocco e i segni sulla scacchiera',
  dialog: {
    loading: 'Caricamento…',
    title: 'Come si gioca',
    close: 'Chiudi',
    tabs: 'Regole di ogni gioco',
    tutorialTab: (game) => `Tutorial di ${game}`,
    startTutorial: (game) => `Impara ${game} passo dopo passo`,
  },
  tryIt: {
    prompt: 'Tocca a te: gioca su questa scacchiera la mossa mostrata.',
    promptIllegal: 'Le mosse segnate violano le regole. Chiedi al motore perché:',
    right: 'Ben fatto!',
    other: 'È una mossa legale, ma non quella mostrata.',
    illegal: (reason) => `Non consentito: ${reason}.`,
    reset: 'Ricomincia',
    confirm: 'Conferma',
    cancel: 'Annulla',
    ask: (move) => `Prova ${move}`,
    board: (title) => `Diagramma: ${title}`,
    layoutBoard: (name) => `Disposizione ${name}`,
  },
  sections: {
    'abacus-aim': {
      title: 'Scacchiera e scopo',
      body: [
        'Abaco, un gioco di Corey L. Clark, si gioca su un esagono di caselle esagonali. La scacchiera normale ha 5 caselle per lato, 61 in tutto; con 4 caselle per lato la partita è più rapida, con 6 più lunga.',
        'All’inizio la scacchiera è vuota. Il Nero muove per primo, poi i giocatori si alternano e nessuno può passare.',
        'La partita finisce quando ogni casella contiene una pietra. Vince chi in quel momento ha meno pietre sulla scacchiera. Le caselle sono sempre in numero dispari, quindi non si può pareggiare.',
        'Le pietre dello stesso colore che si toccano formano un gruppo. Una pietra da sola è un gruppo di 1. Le pietre dell’altro colore non uniscono né dividono i tuoi gruppi.',
      ],
    },
    'abacus-place': {
      title: 'Posare una pietra',
      body: [
        'Al tuo turno fai una di due cose. La prima è semplice: posare una pietra del tuo colore su una qualsiasi casella vuota.',
      ],
    },
    'abacus-slide': {
      title: 'Far scivolare una pietra',
      body: [
        'La seconda è far scivolare una delle tue pietre. Si muove in linea retta, in una delle sei direzioni, di quante caselle vuoi. Ogni casella del percorso e quella in cui si ferma devono essere vuote: non si scavalca nessuna pietra, di qualunque colore.',
        'Conta il gruppo a cui la pietra apparteneva prima della mossa, poi il gruppo a cui appartiene dove si ferma. La mossa è consentita solo se il nuovo gruppo ha almeno 2 pietre e meno pietre di quello vecchio.',
        'Quindi solo una pietra di un gruppo di 3 o più può scivolare. Il nuovo gruppo può comprendere pietre di quello vecchio, purché sia più piccolo, e le pietre rimaste possono dividersi in più gruppi.',
      ],
    },
    'abacus-illegal': {
      title: 'Mosse non consentite',
      body: [
        'Una pietra non può finire da sola, non può formare un gruppo grande quanto quello che ha lasciato (o più grande) e non può passare sopra nessuna pietra.',
      ],
    },
    'abacus-end': {
      title: 'La fine della partita',
      body: [
        'Solo una posa può riempire l’ultima casella vuota. Appena la scacchiera è piena la partita si ferma e ciascuno conta le proprie pietre: vince chi ne ha meno.',
        'Una partita finisce sempre: ogni scivolata spezza uno dei tuoi gruppi in gruppi più piccoli, cosa che non può durare all’infinito, e ogni casella può ricevere una nuova pietra solo un numero limitato di volte.',
      ],
    },
    'abacus-notation': {
      title: 'Scrivere le mosse',
      body: [
        'Le righe sono indicate con lettere dal basso (A, B, C…) e le caselle numerate lungo le diagonali, così E5 è il centro della scacchiera normale. Una posa si scrive con la sua casella (e5), una scivolata con la casella di partenza e quella di arrivo (c4a2).',
      ],
    },
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
        'Sulla scacchiera normale si può partire da sei disposizioni. Standard è quella classica; Belgian Daisy è quella dei tornei. Le altre misure della scacchiera partono solo dalla disposizione Standard.',
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
    'abacus-place': {
      title: 'Una posa',
      text: 'Il Nero posa una pietra sulla casella centrale vuota, E5.',
      done: 'La pietra è su E5. Posare è sempre consentito finché c’è una casella vuota.',
    },
    'abacus-four': {
      title: 'Da un gruppo di 4 a un gruppo di 3',
      text: 'La pietra cerchiata su C6 fa parte di un gruppo di 4. Scivola fino a F6, dove si unisce alla coppia su G6 e G7: un gruppo di 3, più piccolo di 4.',
      done: 'C3, C4 e C5 restano unite in un gruppo di 3, e il nuovo gruppo F6, G6, G7 ha 3 pietre.',
    },
    'abacus-single': {
      title: 'Lasciare indietro una pietra sola',
      text: 'La pietra centrale del gruppo C3, C4, C5 scivola di una casella fino a B4. Lì tocca C5: un gruppo di 2, mentre C3 resta da sola.',
      done: 'B4 e C5 formano un gruppo di 2, più piccolo del gruppo di 3 da cui veniva; C3 ora è sola.',
    },
    'abacus-split': {
      title: 'Dividere un gruppo in due pietre sole',
      text: 'La pietra centrale di C3, C4, C5 sale fino a E4 e si unisce alla pietra sola su F5. Il suo vecchio gruppo si divide in due pietre sole.',
      done: 'E4 e F5 formano un gruppo di 2; C3 e C5 restano ciascuna da sola.',
    },
    'abacus-c4': {
      title: 'Tre arrivi rifiutati',
      text: 'La pietra nera su C4 fa parte di un gruppo di 3 (C4, C5, D5). Su A2 resterebbe da sola. Su C2 si unirebbe a D2 e D3 in un gruppo di 3, non più piccolo di 3. Su F4 farebbe coppia con G4, ma la pietra bianca su E4 sbarra la strada.',
    },
    'abacus-end': {
      title: 'L’ultima pietra',
      text: 'Resta una casella, C3, e tocca al Nero. La riempie con una posa, e la scacchiera è piena.',
      done: 'La scacchiera è piena: il Nero ha 9 pietre e il Bianco 10, quindi vince il Nero, che ne ha meno.',
    },
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
  layouts: {
    caption: 'Le sei disposizioni della scacchiera normale.',
  },
  targets: {
    caption: 'Biglie e obiettivo per ogni misura della scacchiera',
    size: 'Caselle per lato',
    marbles: 'Biglie per giocatore',
    target: 'Da spingere fuori per vincere',
  },
  tutorial: {
    intro:
      'Sei brevi passi su una vera scacchiera. Gioca la mossa che ogni passo chiede per andare avanti.',
    step: (i, n) => `Passo ${i} di ${n}`,
    next: 'Passo successivo',
    back: 'Indietro',
    finished: 'Queste sono tutte le regole. Buone partite!',
    again: 'Ricomincia il tutorial',
    steps: {
      place: {
        title: 'Posa una pietra',
        text: 'Giochi con il Nero e la scacchiera è vuota. Fai clic su una casella vuota qualsiasi per posarvi una pietra.',
        onTouch:
          'Giochi con il Nero e la scacchiera è vuota. Tocca una casella vuota qualsiasi per posarvi una pietra.',
        done: 'Bene. Posare è sempre consentito finché c’è una casella vuota.',
      },
      group: {
        title: 'Forma un gruppo',
        text: 'Le pietre dello stesso colore che si toccano formano un gruppo. Posa una pietra accanto alle tue due pietre su C3 e C4 per formare un gruppo di 3.',
        done: 'Il tuo gruppo ora ha 3 pietre. Le pietre dei gruppi di 3 o più possono scivolare.',
      },
      slide: {
        title: 'Fai scivolare una pietra',
        text: 'Una pietra di un gruppo di 3 o più può scivolare in linea retta su caselle vuote. Deve fermarsi dove forma un gruppo di almeno 2, più piccolo del suo gruppo di prima. Fai clic su una pietra del tuo gruppo, poi su una delle caselle segnate per lei (oppure trascinala lì).',
        onTouch:
          'Una pietra di un gruppo di 3 o più può scivolare in linea retta su caselle vuote. Deve fermarsi dove forma un gruppo di almeno 2, più piccolo del suo gruppo di prima. Tocca una pietra del tuo gruppo, poi una delle caselle segnate per lei, e tocca di nuovo quella casella per giocare (oppure trascina la pietra lì).',
        done: 'La pietra ha lasciato il suo gruppo di 3 e ora fa parte di un gruppo di 2.',
      },
      split: {
        title: 'Dividi un gruppo',
        text: 'Fai scivolare la pietra centrale, C3, fino a E3, accanto alla tua pietra sola su F4.',
        done: 'E3 e F4 sono un gruppo di 2, e C2 e C4 restano due pietre sole.',
      },
      illegal: {
        title: 'Non tutte le scivolate sono consentite',
        text: 'La pietra su C4 fa parte di un gruppo di 3. Su A2 resterebbe da sola; su C2 si unirebbe a D2 e D3 in un gruppo di 3, che non è più piccolo; per arrivare su F4, accanto a G4, dovrebbe passare sopra la pietra bianca su E4. Resta una casella dove può fermarsi: trovala.',
        done: 'Giusto: lì forma un gruppo di 2, più piccolo di 3.',
      },
      end: {
        title: 'Riempi la scacchiera',
        text: 'Resta una casella. Posa l’ultima pietra: la partita finisce quando la scacchiera è piena, e vince chi ha meno pietre.',
        done: 'La scacchiera è piena. Il Nero ha 9 pietre, il Bianco 10: vince il Nero.',
      },
    },
  },
  card: {
    label: 'Impara il gioco',
    title: (game) => `Nuovo ad ${game}?`,
    text: 'Impara in 2 minuti.',
    start: 'Inizia il tutorial',
    dismiss: 'Non ora',
  },
  help: {
    title: 'Aiuto',
    keysTitle: 'Scorciatoie da tastiera',
    marksTitle: 'Segni sulla scacchiera',
    key: 'Tasti',
    action: 'Che cosa fanno',
    or: 'o',
    keyNames: {
      ctrl: 'Ctrl',
      shift: 'Maiusc',
      z: 'Z',
      y: 'Y',
      f: 'F',
      left: '←',
      right: '→',
      up: '↑',
      down: '↓',
      home: 'Home',
      end: 'Fine',
      enter: 'Invio',
      space: 'Spazio',
      esc: 'Esc',
      question: '?',
    },
    keys: {
      undo: 'Ritira l’ultima mossa',
      redo: 'Rigioca la mossa ritirata',
      history: 'Vai indietro o avanti tra le mosse',
      ends: 'Vai all’inizio o all’ultima mossa',
      walk: 'Sulla scacchiera: passa da una casella all’altra',
      pick: 'Sulla scacchiera: scegli un pezzo, o gioca la mossa su una casella segnata',
      cancel: 'Annulla la scelta, o chiudi una finestra',
      flip: 'Gira la scacchiera',
      help: 'Apri questo aiuto',
    },
    pointer:
      'Con il mouse fai clic su un pezzo e poi su una casella segnata, oppure trascina il pezzo lì. Su uno schermo touch il primo tocco su una casella segnata mostra la mossa e un secondo tocco (o Conferma) la gioca.',
    touchTitle: 'Giocare al tocco',
    touch:
      'Tocca un pezzo e poi una casella segnata, oppure trascina il pezzo lì. Il primo tocco su una casella segnata mostra la mossa; un secondo tocco (o Conferma) la gioca.',
    keysTitleTouch: 'Scorciatoie da tastiera, con una tastiera collegata',
    selected: 'scelto',
    count: 'dimensione del gruppo',
    rules: 'Leggi le regole',
  },
};
