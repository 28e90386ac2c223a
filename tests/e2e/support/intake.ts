// A ticket's intake checklist as the ticket form stores it: a device handed in with
// its charger and SIM tray, a scratched screen and the passcode given. The receipt
// test reads it back as the receipt's ticks; the gallery shows it.
export const INTAKE = {
  cekLayar: false,
  cekBodi: true,
  cekTombol: true,
  cekKamera: true,
  adaCharger: true,
  adaDus: false,
  adaSimTray: true,
  adaCase: false,
  sandiDiberikan: true,
};
