/**
 * Text saved by some editors (Notepad among them) begins with a byte-order mark, U+FEFF,
 * which no one sees: a reader of pasted or opened text drops it rather than refuse the
 * text at an invisible token.
 */
export const withoutByteOrderMark = (text: string): string =>
  text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
