import type { LearnWordsTable } from '../../../games/module';
import type { LearnWords } from '../../../learn/words';

/** The toy's rules page: one section with one diagram, in each language. */
const learnWords = (title: string, body: string, diagram: string): LearnWords => ({
  sections: { 'hex-aim': { title, body: [body] } },
  diagrams: { 'hex-join': { title: diagram, text: body } },
});

export const HEX_LEARN_WORDS: LearnWordsTable<LearnWords> = {
  en: async () => learnWords('Joining sides', 'Join your two sides.', 'A chain'),
  de: async () => learnWords('Seiten verbinden', 'Verbinde deine zwei Seiten.', 'Eine Kette'),
  pt: async () => learnWords('Ligar os lados', 'Ligue os seus dois lados.', 'Uma corrente'),
  it: async () => learnWords('Unire i lati', 'Unisci i tuoi due lati.', 'Una catena'),
};
