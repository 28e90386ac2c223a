// A small checker of JSON-LD against schema.org's types, for the types and properties
// this site writes (scripts/lib/structured-data.ts): each type's properties, the types
// their values may take and the types' parents, as schema.org defines them
// (https://schema.org/MobilePhoneStore, /Article, …), written out here so the check
// runs without a network. A property or type outside this list is reported as unknown:
// before the site uses a new one, add it here as schema.org has it.

type DataType = 'Text' | 'URL' | 'Number';

interface TypeDef {
  parents: string[];
  /** Property → the types its value may have (schema.org's "Values expected to be one of these types"). */
  props: Record<string, string[]>;
}

const TYPES: Record<string, TypeDef> = {
  Thing: {
    parents: [],
    props: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['ImageObject', 'URL'],
      sameAs: ['URL'],
    },
  },
  Organization: {
    parents: ['Thing'],
    props: {
      address: ['PostalAddress', 'Text'],
      email: ['Text'],
      logo: ['ImageObject', 'URL'],
      telephone: ['Text'],
    },
  },
  Place: {
    parents: ['Thing'],
    props: { address: ['PostalAddress', 'Text'], logo: ['ImageObject', 'URL'], telephone: ['Text'] },
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    props: { openingHours: ['Text'], priceRange: ['Text'] },
  },
  Store: { parents: ['LocalBusiness'], props: {} },
  MobilePhoneStore: { parents: ['Store'], props: {} },
  Intangible: { parents: ['Thing'], props: {} },
  StructuredValue: { parents: ['Intangible'], props: {} },
  ContactPoint: { parents: ['StructuredValue'], props: { email: ['Text'], telephone: ['Text'] } },
  PostalAddress: {
    parents: ['ContactPoint'],
    props: {
      streetAddress: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      postalCode: ['Text'],
      addressCountry: ['Country', 'Text'],
    },
  },
  Country: { parents: ['Thing'], props: {} },
  CreativeWork: {
    parents: ['Thing'],
    props: {
      headline: ['Text'],
      author: ['Organization', 'Person'],
      publisher: ['Organization', 'Person'],
      inLanguage: ['Language', 'Text'],
      mainEntityOfPage: ['CreativeWork', 'URL'],
      datePublished: ['Date', 'DateTime'],
      dateModified: ['Date', 'DateTime'],
    },
  },
  Article: { parents: ['CreativeWork'], props: { articleBody: ['Text'] } },
  MediaObject: {
    parents: ['CreativeWork'],
    props: { contentUrl: ['URL'], width: ['Number'], height: ['Number'] },
  },
  ImageObject: { parents: ['MediaObject'], props: {} },
  Person: { parents: ['Thing'], props: { telephone: ['Text'] } },
  Language: { parents: ['Intangible'], props: {} },
};

/** Whether `type` is `ancestor` or one of its subtypes. */
export function isSubtype(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  return (TYPES[type]?.parents ?? []).some((p) => isSubtype(p, ancestor));
}

/** The types a property of `type` may take, from the type or any of its parents; undefined when it has none. */
export function expectedTypes(type: string, prop: string): string[] | undefined {
  const def = TYPES[type];
  if (!def) return undefined;
  const own = def.props[prop];
  const inherited = def.parents.flatMap((p) => expectedTypes(p, prop) ?? []);
  const all = [...(own ?? []), ...inherited];
  return all.length ? [...new Set(all)] : undefined;
}

const isUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** schema.org's openingHours form: 'Mo-Sa 09:00-21:00', 'Su 10:00-18:00'. */
const OPENING_HOURS =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

/** A date or date-time in ISO 8601, as Date and DateTime take. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function matchesDataType(value: unknown, type: string): boolean {
  switch (type as DataType | 'Date' | 'DateTime') {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && isUrl(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Date':
    case 'DateTime':
      return typeof value === 'string' && ISO_DATE.test(value);
  }
}

const DATA_TYPES = new Set(['Text', 'URL', 'Number', 'Date', 'DateTime']);

function checkValue(value: unknown, expected: string[], at: string, errors: string[]): void {
  if (Array.isArray(value)) {
    if (!value.length) errors.push(`${at}: an empty list`);
    value.forEach((v, i) => checkValue(v, expected, `${at}[${i}]`, errors));
    return;
  }
  if (value && typeof value === 'object') {
    const type = (value as { '@type'?: unknown })['@type'];
    if (typeof type !== 'string') {
      errors.push(`${at}: an object without @type`);
      return;
    }
    if (!expected.some((e) => !DATA_TYPES.has(e) && isSubtype(type, e))) {
      errors.push(`${at}: ${type} where schema.org expects ${expected.join(' or ')}`);
      return;
    }
    checkNode(value as Record<string, unknown>, at, errors);
    return;
  }
  if (!expected.some((e) => DATA_TYPES.has(e) && matchesDataType(value, e)))
    errors.push(`${at}: ${JSON.stringify(value)} is not a ${expected.join(' or ')}`);
}

function checkNode(node: Record<string, unknown>, at: string, errors: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string' || !TYPES[type]) {
    errors.push(`${at}: unknown type ${JSON.stringify(type)}`);
    return;
  }
  for (const [prop, value] of Object.entries(node)) {
    if (prop === '@type' || prop === '@context') continue;
    const expected = expectedTypes(type, prop);
    if (!expected) {
      errors.push(`${at}.${prop}: not a property of ${type}`);
      continue;
    }
    checkValue(value, expected, `${at}.${prop}`, errors);
    if (prop === 'openingHours')
      for (const v of [value].flat())
        if (typeof v === 'string' && !OPENING_HOURS.test(v))
          errors.push(`${at}.openingHours: ${JSON.stringify(v)} is not in the form 'Mo-Sa 09:00-21:00'`);
  }
}

/** What is wrong with a JSON-LD document against schema.org; [] when nothing. */
export function schemaErrors(doc: unknown): string[] {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return ['not a JSON-LD object'];
  const errors: string[] = [];
  const context = (doc as { '@context'?: unknown })['@context'];
  if (context !== 'https://schema.org')
    errors.push(`@context is ${JSON.stringify(context)}, not https://schema.org`);
  checkNode(doc as Record<string, unknown>, (doc as { '@type'?: string })['@type'] ?? '(no type)', errors);
  return errors;
}
