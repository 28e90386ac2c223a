// Messages the owner writes with marks such as {nama} that each ticket fills in
// (the repair's WhatsApp messages). Plain functions: the admin form refuses a mark
// it does not know, and the preview and the chat link fill the same way.

/** Every {mark} in a text, in order of appearance, each once. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!))];
}

/** The marks in `template` that `known` does not hold ({harga}, {Nama}, {}). */
export function unknownPlaceholders(template: string, known: readonly string[]): string[] {
  return placeholdersIn(template).filter((p) => !known.includes(p));
}

/** The template with each known mark replaced by its value; an unknown mark stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^{}]*)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : mark,
  );
}
