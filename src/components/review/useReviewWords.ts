import { use } from 'react';
import { useI18n } from '../../i18n/context';
import { reviewPanelWords, type ReviewPanelWords } from '../../i18n/reviewPanel';

/** The review panel's words in the reader's language, which load with the panel. */
export const useReviewWords = (): ReviewPanelWords => use(reviewPanelWords(useI18n().language));
