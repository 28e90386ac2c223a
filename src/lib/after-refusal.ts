// What the customer reads on Cek Servisan after refusing a quote when the owner wrote
// nothing (pesan_servis/template's setelahTolak): a file of its own, so the customer's
// page carries this text without the template record's spec or the status messages.
export const AFTER_REFUSAL_DEFAULT =
  'Perangkat tidak kami perbaiki. Silakan ambil perangkat kamu di toko tanpa biaya servis; hubungi admin bila ada pertanyaan.';
