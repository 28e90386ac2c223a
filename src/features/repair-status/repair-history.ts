// A history line as the timeline shows it: its date apart from what happened. Lines
// come as 'tanggal – keterangan' (the admin's entries and most older ones, joined so
// by the converter) or as free text the shop typed.

export interface HistoryEntry {
  /** '8 Juni 2025'; '' when the line names no date. */
  when: string;
  what: string;
}

const SEPARATOR = ' – ';

export function historyEntry(line: string): HistoryEntry {
  const text = line.trim();
  const at = text.indexOf(SEPARATOR);
  if (at > 0) {
    const when = text.slice(0, at).trim();
    const what = text.slice(at + SEPARATOR.length).trim();
    // A date is short and has a number in it; anything else before a dash is part of the text.
    if (what && when.length <= 30 && /\d/.test(when)) return { when, what };
  }
  return { when: '', what: text };
}
