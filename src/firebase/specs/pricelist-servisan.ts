import { collection, price, reader } from './read';
import { SERVICE_KATEGORI, SERVICE_KATEGORI_LABELS } from './service-kategori';

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
      optionLabels: SERVICE_KATEGORI_LABELS,
    },
    price('biaya', 'Biaya'),
  ],
});

export const toServicePrice = reader(pricelistServisan);
