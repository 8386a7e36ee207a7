/** Longest stretch of untrusted input an error message repeats. */
export const QUOTE_LIMIT = 60;

/**
 * Untrusted text as an error message shows it: cut to about 60 characters, so that a
 * pasted megabyte cannot become a megabyte of notice.
 */
export const quote = (text: string): string =>
  text.length <= QUOTE_LIMIT ? text : `${text.slice(0, QUOTE_LIMIT - 1)}…`;
