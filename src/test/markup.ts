/**
 * Elements' markup with each element's attributes in one order (the order they were
 * set in shows nothing). Self-contained: browser tests hand it to the page to run there.
 */
export function canonicalMarkups(elements: Element[]): string[] {
  return elements.map((el) => {
    const copy = el.cloneNode(true) as Element;
    for (const e of [copy, ...copy.querySelectorAll('*')]) {
      const attrs = [...e.attributes]
        .map((a) => [a.name, a.value] as const)
        .sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attrs) e.removeAttribute(name);
      for (const [name, value] of attrs) e.setAttribute(name, value);
    }
    return copy.outerHTML;
  });
}

export const canonicalMarkup = (el: Element): string => canonicalMarkups([el])[0]!;

/** React's static markup as the browser reads it: the last element (React may put an image preload before it). */
export function parsedMarkup(markup: string): string {
  const t = document.createElement('template');
  t.innerHTML = markup;
  return canonicalMarkup(t.content.lastChild as Element);
}
