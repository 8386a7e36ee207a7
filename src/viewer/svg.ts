const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes, for the viewer's board, drawn without React. */
export function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Readonly<Record<string, string | number>> = {},
  children: readonly Node[] = [],
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  element.append(...children);
  return element;
}
