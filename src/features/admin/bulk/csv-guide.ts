// What each column of an import file holds, in the owner's words: the headings
// must be written exactly (they are the stored names), so each is shown beside
// the form label it fills and how to write its value. Pure (csv-guide.test.ts).
import { ID_COLUMN } from '../core/csv';
import { isMoney, optionLabel, schemaOf, type CollectionSchema, type FieldSpec } from '../core/schema';

export interface ColumnGuide {
  column: string;
  label: string;
  howTo: string;
}

function howTo(field: FieldSpec): string {
  const must = field.required ? 'Wajib. ' : '';
  const from = field.namesFrom;
  if (from)
    return `${must}Nama persis seperti di ${schemaOf(from.collection)?.title ?? from.collection}; kosongkan untuk ${from.empty}.`;
  switch (field.type) {
    case 'choice':
      return `${must}Salah satu: ${(field.options ?? []).map((o) => optionLabel(field, o)).join(', ')}.`;
    case 'yesno':
      return `${must}Ya atau tidak.`;
    case 'number':
      return `${must}${isMoney(field) ? 'Angka rupiah, misalnya 1.500.000.' : 'Angka.'}`;
    case 'image':
      return `${must}Alamat gambar (https://…). Bila tidak diganti, biarkan seperti di file ekspor.`;
    case 'list':
      return `${must}Dipisah koma.`;
    case 'lines':
      return `${must}Satu per baris.`;
    default:
      return must ? 'Wajib.' : 'Boleh kosong.';
  }
}

export function csvGuide(schema: CollectionSchema): ColumnGuide[] {
  return [
    {
      column: ID_COLUMN,
      label: `Kode ${schema.noun}`,
      howTo: `Dari file ekspor: baris itu mengubah ${schema.noun} tersebut. Kosongkan untuk ${schema.noun} baru.`,
    },
    ...schema.fields.map((f) => ({ column: f.name, label: f.label, howTo: howTo(f) })),
  ];
}
