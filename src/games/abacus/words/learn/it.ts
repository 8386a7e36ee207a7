import type { AbacusLearnWords } from './en';

export const it: AbacusLearnWords = {
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
    'abacus-favoured': {
      title: 'Chi è favorito',
      body: [
        'Nessuno sa ancora chi vince ad Abacus con il gioco perfetto su queste scacchiere. È risolta solo la più piccola, con 3 caselle per lato: lì vince il secondo giocatore.',
        'Per vedere quale parte favorisce ciascuna scacchiera, il computer ha giocato molte partite contro sé stesso su ognuna, al livello Difficile, ciascuna da un’apertura diversa. La tabella mostra la quota di vittorie del primo giocatore (il Nero) con il suo intervallo al 95% e quanto sono durate le partite in semimosse (mosse di un solo giocatore); le barre mostrano quante partite sono finite a ciascuna durata.',
      ],
    },
    'abacus-notation': {
      title: 'Scrivere le mosse',
      body: [
        'Le righe sono indicate con lettere dal basso (A, B, C…) e le caselle numerate lungo le diagonali, così E5 è il centro della scacchiera normale. Una posa si scrive con la sua casella (e5), una scivolata con la casella di partenza e quella di arrivo (c4a2).',
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
  },
  selfPlay: {
    caption: 'Difficile contro Difficile',
    size: 'Scacchiera (caselle per lato)',
    games: 'Partite',
    firstWins: 'Vittorie del Nero',
    secondWins: 'Vittorie del Bianco',
    score: 'Punteggio del primo giocatore',
    scoreOf: (score: string, low: string, high: string) => `${score} (IC al 95%: ${low}–${high})`,
    lengths: 'Durata in semimosse',
    lengthsOf: (min: string, q1: string, median: string, q3: string, max: string) =>
      `${min}–${max}, metà centrale ${q1}–${q3}, mediana ${median}`,
    histogram: (size: string) => `Partite per durata sulla scacchiera di lato ${size}`,
    bar: (from: string, to: string, count: string) => `${from}–${to} semimosse: ${count}`,
    method: (nodes: string) =>
      `Qui Difficile ha esaminato ${nodes} posizioni per mossa, molte meno che in partita, dove pensa per un secondo: questi numeri descrivono il gioco del computer, non il gioco perfetto.`,
    openings: (plies: string, sizes: string) =>
      `Sulle scacchiere di lato ${sizes}, ogni partita è cominciata da una posizione diversa dopo ${plies} semimosse, senza due uguali nemmeno ruotando o specchiando la scacchiera.`,
  },
  tutorial: {
    intro:
      'Sei brevi passi su una vera scacchiera. Gioca la mossa che ogni passo chiede per andare avanti.',
    steps: {
      place: {
        title: 'Posa una pietra',
        other: 'Qui posa una nuova pietra su una casella vuota qualsiasi.',
        text: 'Giochi con il Nero e la scacchiera è vuota. Fai clic su una casella vuota qualsiasi per posarvi una pietra.',
        onTouch:
          'Giochi con il Nero e la scacchiera è vuota. Tocca una casella vuota qualsiasi per posarvi una pietra.',
        done: 'Bene. Posare è sempre consentito finché c’è una casella vuota.',
      },
      group: {
        title: 'Forma un gruppo',
        other:
          'Quella pietra non tocca C3 e C4. Posala su una casella accanto a loro, per formare un gruppo di 3.',
        text: 'Le pietre dello stesso colore che si toccano formano un gruppo. Posa una pietra accanto alle tue due pietre su C3 e C4 per formare un gruppo di 3.',
        done: 'Il tuo gruppo ora ha 3 pietre. Le pietre dei gruppi di 3 o più possono scivolare.',
      },
      slide: {
        title: 'Fai scivolare una pietra',
        other:
          'Così hai posato una pietra. Qui fai scivolare una pietra del tuo gruppo di 3 su una casella segnata per lei.',
        text: 'Una pietra di un gruppo di 3 o più può scivolare in linea retta su caselle vuote. Deve fermarsi dove forma un gruppo di almeno 2, più piccolo del suo gruppo di prima. Fai clic su una pietra del tuo gruppo, poi su una delle caselle segnate per lei (oppure trascinala lì).',
        onTouch:
          'Una pietra di un gruppo di 3 o più può scivolare in linea retta su caselle vuote. Deve fermarsi dove forma un gruppo di almeno 2, più piccolo del suo gruppo di prima. Tocca una pietra del tuo gruppo, poi una delle caselle segnate per lei, e tocca di nuovo quella casella per giocare (oppure trascina la pietra lì).',
        done: 'La pietra ha lasciato il suo gruppo di 3 e ora fa parte di un gruppo di 2.',
      },
      split: {
        title: 'Dividi un gruppo',
        other: 'Non questa: fai scivolare la pietra di mezzo, C3, fino a E3.',
        text: 'Fai scivolare la pietra centrale, C3, fino a E3, accanto alla tua pietra sola su F4.',
        done: 'E3 e F4 sono un gruppo di 2, e C2 e C4 restano due pietre sole.',
      },
      illegal: {
        title: 'Trova l’unica scivolata consentita',
        other: 'Non questa: fai scivolare la pietra in C4 sull’unica casella dove può fermarsi.',
        text: 'La pietra su C4 fa parte di un gruppo di 3. Su A2 resterebbe da sola; su C2 si unirebbe a D2 e D3 in un gruppo di 3, che non è più piccolo; per arrivare su F4, accanto a G4, dovrebbe passare sopra la pietra bianca su E4. Resta una casella dove può fermarsi: trovala.',
        done: 'Giusto: lì forma un gruppo di 2, più piccolo di 3.',
      },
      end: {
        title: 'Riempi la scacchiera',
        other: 'Posa l’ultima pietra, in C3.',
        text: 'Resta una casella. Posa l’ultima pietra: la partita finisce quando la scacchiera è piena, e vince chi ha meno pietre.',
        done: 'La scacchiera è piena. Il Nero ha 9 pietre, il Bianco 10: vince il Nero.',
      },
    },
  },
};
