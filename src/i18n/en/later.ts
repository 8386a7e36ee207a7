import { provideLaterWords } from '../en';
import { laterWords } from './laterWords';

/**
 * Brings the English words of what is drawn after the first frame: a chunk of their own,
 * which the parts drawn after the board bring (`components/afterBoard.ts`); the first
 * frame's words are in the first bundle (`../en.ts`).
 */
provideLaterWords(laterWords);
