/** The first field of a game link's fragment, which tells it from other addresses. */
export const LINK_KEY = 'hexplay';

/**
 * Whether a text looks like a Hexplay game link (and not some other address). Apart from
 * the link's reader, which the page loads only when it has a link to read.
 */
export const isLink = (text: string): boolean => {
  const hash = text.indexOf('#');
  return text
    .slice(hash + 1)
    .trim()
    .startsWith(`${LINK_KEY}=`);
};
