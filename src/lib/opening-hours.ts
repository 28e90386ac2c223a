// Today's opening hours, read from the hours the shop typed (kontak.jam), in the forms
// an Indonesian shop writes them: 'Senin–Sabtu 09.00–21.00 WITA, Minggu 10.00–18.00',
// 'Setiap hari 09.00-21.00', 'Minggu tutup'. Days are the shop's, in Bali (WITA).

const DAYS = ['minggu', 'senin', 'selasa', 'rabu', 'kamis', 'jumat', 'sabtu'];
const EVERY_DAY = /^(setiap hari|tiap hari|senin\s*[-–—]\s*minggu)\b/;
const RANGE = /^([a-z']+)(?:\s*(?:[-–—]|s\.?d\.?|sampai)\s*([a-z']+))?\b/;
const HOURS = /(\d{1,2})[.:](\d{2})\s*(?:[-–—]|s\.?d\.?|sampai)\s*(\d{1,2})[.:](\d{2})/;

const dayIndex = (word: string) => DAYS.indexOf(word.replace(/'/g, ''));
const pad = (n: string) => n.padStart(2, '0');

/** The day of the week in Bali (0 = Minggu). */
export function baliWeekday(now: Date): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCDay();
}

export type HoursToday = { open: string } | { closed: true };

/** What the typed hours say of today: its hours ('09.00–21.00'), closed, or null when they do not say. */
export function hoursToday(jam: string, now: Date): HoursToday | null {
  const today = baliWeekday(now);
  for (const part of jam.toLowerCase().split(/[,;\n]+/)) {
    const s = part.trim();
    let days: number[] = [];
    if (EVERY_DAY.test(s)) days = [0, 1, 2, 3, 4, 5, 6];
    else {
      const m = RANGE.exec(s);
      const from = m ? dayIndex(m[1]!) : -1;
      if (from < 0) continue;
      const to = m?.[2] ? dayIndex(m[2]) : from;
      if (to < 0) continue;
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d);
        if (d === to) break;
      }
    }
    if (!days.includes(today)) continue;
    const h = HOURS.exec(s);
    if (h) return { open: `${pad(h[1]!)}.${h[2]}–${pad(h[3]!)}.${h[4]}` };
    if (/tutup|libur/.test(s)) return { closed: true };
  }
  return null;
}

/** The line a visitor reads: 'Hari ini buka 09.00–21.00 WITA', 'Hari ini tutup', or null. */
export function hoursTodayText(jam: string, now: Date): string | null {
  const today = hoursToday(jam, now);
  if (!today) return null;
  return 'open' in today ? `Hari ini buka ${today.open} WITA` : 'Hari ini tutup';
}
