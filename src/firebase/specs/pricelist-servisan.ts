import { collection, price, reader } from './read';

export const SERVICE_KATEGORI = ['interface', 'hardware', 'software'] as const;

export const pricelistServisan = collection({
  collection: 'pricelist_servisan',
  offline: true,
  tapItems: true,
  fields: [
    { name: 'type', label: 'Tipe Perangkat', type: 'text', required: true, maxLength: 120 },
    { name: 'jenis', label: 'Jenis Kerusakan', type: 'text', required: true, maxLength: 120 },
    {
      name: 'kategori',
      label: 'Kategori',
      type: 'choice',
      required: true,
      options: SERVICE_KATEGORI,
      optionLabels: { interface: 'Interface', hardware: 'Hardware', software: 'Software' },
    },
    price('biaya', 'Biaya'),
  ],
});

export const toServicePrice = reader(pricelistServisan);
