import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPAIR_MESSAGES,
  defaultRepairMessage,
  shownRepairMessage,
  storedRepairMessage,
} from './repair-message-defaults';
import { unknownPlaceholders } from './message-template';

describe("the app's own repair messages, as templates", () => {
  it('use only the marks a ticket fills, within the 600 characters a template may have', () => {
    const marks = ['nama', 'kode', 'perangkat', 'status', 'total', 'link'];
    for (const text of Object.values(DEFAULT_REPAIR_MESSAGES)) {
      expect(unknownPlaceholders(text, marks)).toEqual([]);
      expect(text.length).toBeLessThanOrEqual(600);
    }
  });

  it("show the owner's text, else the app's, ready to edit", () => {
    expect(shownRepairMessage('masuk', '')).toBe(DEFAULT_REPAIR_MESSAGES.masuk);
    expect(shownRepairMessage('masuk', '  ')).toMatch(/^Halo \{nama\}, unit \{perangkat\}/);
    expect(shownRepairMessage('masuk', 'Halo {nama}!')).toBe('Halo {nama}!');
    // A field the app has no message for starts empty.
    expect(defaultRepairMessage('tidak-ada')).toBe('');
    expect(shownRepairMessage('tidak-ada', '')).toBe('');
  });

  it("store nothing while a field holds the app's own message, as shown or emptied", () => {
    expect(storedRepairMessage('siap', DEFAULT_REPAIR_MESSAGES.siap!)).toBe('');
    expect(storedRepairMessage('siap', `${DEFAULT_REPAIR_MESSAGES.siap!}\n`)).toBe('');
    expect(storedRepairMessage('siap', '')).toBe('');
    expect(storedRepairMessage('siap', 'Halo {nama}, sudah siap.')).toBe('Halo {nama}, sudah siap.');
    expect(storedRepairMessage('tidak-ada', ' Tulisan ')).toBe('Tulisan');
  });
});
