// A view written once as calls of `h(tag, props, ...children)` draws both ways: React
// passes its createElement (react-h.ts), and a page's first program, which runs before
// React has arrived, passes `domH` below. So markup that must appear before the app and
// then stay as the app draws it has one home.

export type Props = Record<string, unknown> | null;
export type Child<T> = T | string | number | null | undefined | false | readonly Child<T>[];
export type H<T> = (tag: string, props: Props, ...children: Child<T>[]) => T;

const SVG = 'http://www.w3.org/2000/svg';
const SVG_TAGS = new Set(['svg', 'path']);

/** React's prop names where the attribute's differs. */
const ATTRIBUTE: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  srcSet: 'srcset',
};

function append(parent: Node, child: Child<Node>): void {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) for (const c of child as readonly Child<Node>[]) append(parent, c);
  else if (typeof child === 'string' || typeof child === 'number')
    parent.appendChild(document.createTextNode(String(child)));
  else parent.appendChild(child as Node);
}

/** The DOM's h: elements with the attributes React would write for the same props (handlers left out). */
export const domH: H<Node> = (tag, props, ...children) => {
  const el = SVG_TAGS.has(tag) ? document.createElementNS(SVG, tag) : document.createElement(tag);
  // An image's address last, as React sets it: a detached <img> starts loading once it
  // has a src, so `loading="lazy"` must already be there.
  const entries = Object.entries(props ?? {}).sort(
    ([a], [b]) => Number(a === 'src' || a === 'srcSet') - Number(b === 'src' || b === 'srcSet'),
  );
  for (const [key, value] of entries) {
    if (key === 'key' || value === null || value === undefined || typeof value === 'function') continue;
    const name = ATTRIBUTE[key] ?? key;
    // aria-* and data-* keep "true"/"false" as words; a plain boolean attribute is there or not.
    if (typeof value === 'boolean' && !/^(aria|data)-/.test(name)) {
      if (value) el.setAttribute(name, '');
    } else el.setAttribute(name, String(value));
  }
  for (const child of children) append(el, child);
  return el;
};
