// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectedTypes, isSubtype, schemaErrors } from './schema-types';

const store = {
  '@context': 'https://schema.org',
  '@type': 'MobilePhoneStore',
  name: 'ONE GADGET Bali',
  url: 'https://onegadget.example/',
  telephone: '+6281234567890',
  address: { '@type': 'PostalAddress', streetAddress: 'Jl. Teuku Umar No. 88', addressCountry: 'ID' },
  openingHours: ['Mo-Sa 09:00-21:00', 'Su 10:00-18:00'],
  sameAs: ['https://www.instagram.com/onegadget.bali'],
};

describe("schema.org's types", () => {
  it('know their parents: a MobilePhoneStore is a LocalBusiness, an Organization and a Place', () => {
    for (const parent of ['Store', 'LocalBusiness', 'Organization', 'Place', 'Thing'])
      expect(isSubtype('MobilePhoneStore', parent), parent).toBe(true);
    expect(isSubtype('Article', 'Organization')).toBe(false);
  });

  it("give a property the types of the type's parents too", () => {
    expect(expectedTypes('MobilePhoneStore', 'openingHours')).toEqual(['Text']);
    expect(expectedTypes('MobilePhoneStore', 'address')).toEqual(['PostalAddress', 'Text']);
    expect(expectedTypes('Article', 'publisher')).toEqual(['Organization', 'Person']);
    expect(expectedTypes('Article', 'telephone')).toBeUndefined();
  });
});

describe('schemaErrors', () => {
  it('passes a well-formed document', () => {
    expect(schemaErrors(store)).toEqual([]);
  });

  it('finds a property the type does not have, and an unknown type', () => {
    expect(schemaErrors({ ...store, headline: 'x' })).toEqual([
      'MobilePhoneStore.headline: not a property of MobilePhoneStore',
    ]);
    expect(schemaErrors({ ...store, '@type': 'PhoneShop' })).toEqual(['PhoneShop: unknown type "PhoneShop"']);
  });

  it('finds a value of the wrong type: a relative URL, a number for text, an object of another type', () => {
    expect(schemaErrors({ ...store, url: '/' })).toEqual(['MobilePhoneStore.url: "/" is not a URL']);
    expect(schemaErrors({ ...store, telephone: 81234 })).toEqual([
      'MobilePhoneStore.telephone: 81234 is not a Text',
    ]);
    expect(schemaErrors({ ...store, address: { '@type': 'Person', name: 'x' } })).toEqual([
      'MobilePhoneStore.address: Person where schema.org expects PostalAddress or Text',
    ]);
    expect(schemaErrors({ ...store, sameAs: ['https://x.example', 'instagram'] })).toEqual([
      'MobilePhoneStore.sameAs[1]: "instagram" is not a URL',
    ]);
  });

  it('checks nested objects and the opening hours form', () => {
    expect(schemaErrors({ ...store, address: { '@type': 'PostalAddress', street: 'x' } })).toEqual([
      'MobilePhoneStore.address.street: not a property of PostalAddress',
    ]);
    expect(schemaErrors({ ...store, openingHours: ['Senin-Sabtu 09.00-21.00'] })).toEqual([
      `MobilePhoneStore.openingHours: "Senin-Sabtu 09.00-21.00" is not in the form 'Mo-Sa 09:00-21:00'`,
    ]);
  });

  it('wants the schema.org context and an object', () => {
    expect(schemaErrors({ ...store, '@context': 'http://schema.org/' })).toEqual([
      '@context is "http://schema.org/", not https://schema.org',
    ]);
    expect(schemaErrors([store])).toEqual(['not a JSON-LD object']);
    expect(schemaErrors({ ...store, name: '' })).toEqual(['MobilePhoneStore.name: "" is not a Text']);
  });
});
