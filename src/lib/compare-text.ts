// Texts in the order an Indonesian reader expects: case and accents aside, numbers
// by their value ('iPhone 9' before 'iPhone 11') — Intl.Collator('id', { numeric: true,
// sensitivity: 'base' })'s order. Making a collator loads the locale's data, which a slow
// phone takes a tenth of a second over in a list page's first paint, so texts of plain
// ASCII (the shop's names, nearly always) are compared here by the collator's own rules
// (pinned against it in compare-text.test.ts); any other text goes to the collator.

/** ASCII's marks in the collator's order: every one before the digits, the digits before the letters. */
const MARKS = '\t\n\v\f\r _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const DIGIT = MARKS.length + 1;
/** Each ASCII character's place in that order; a letter's case aside. */
const RANK = new Uint8Array(128);
for (let k = 0; k < MARKS.length; k++) RANK[MARKS.charCodeAt(k)] = k + 1;
for (let c = 48; c <= 57; c++) RANK[c] = DIGIT;
for (let c = 97; c <= 122; c++) RANK[c] = RANK[c - 32] = DIGIT + 1 + c - 97;

/** Texts the rules above cover: printable ASCII and its white space (other control characters the collator skips). */
const PLAIN = /^[\t-\r -~]*$/;

let collator: Intl.Collator | undefined;

/** End of the digit run starting at `i`. */
function runEnd(s: string, i: number): number {
  while (i < s.length && RANK[s.charCodeAt(i)] === DIGIT) i++;
  return i;
}

/** Start of the run [i, end)'s value: its leading zeros aside ('007' is 7). */
function valueStart(s: string, i: number, end: number): number {
  while (i < end && s.charCodeAt(i) === 48) i++;
  return i;
}

function comparePlain(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ra = RANK[a.charCodeAt(i)] ?? 0;
    const rb = RANK[b.charCodeAt(j)] ?? 0;
    if (ra !== rb) return ra - rb;
    if (ra !== DIGIT) {
      i++;
      j++;
      continue;
    }
    // Two numbers: by their value, the longer (without leading zeros) the larger.
    const ea = runEnd(a, i);
    const eb = runEnd(b, j);
    const va = valueStart(a, i, ea);
    const vb = valueStart(b, j, eb);
    if (ea - va !== eb - vb) return ea - va - (eb - vb);
    for (let k = 0; k < ea - va; k++) {
      const d = a.charCodeAt(va + k) - b.charCodeAt(vb + k);
      if (d) return d;
    }
    i = ea;
    j = eb;
  }
  return a.length - i - (b.length - j);
}

/** Compares two texts: below zero when `a` comes first, zero when they read the same, case and accents aside. */
export function compareText(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) return Math.sign(comparePlain(a, b));
  return (collator ??= new Intl.Collator('id', { numeric: true, sensitivity: 'base' })).compare(a, b);
}
