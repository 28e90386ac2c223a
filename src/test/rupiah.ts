/**
 * A text as the site writes its amounts: 'Rp' joined to the digits by a no-break space
 * (U+00A0), so an amount never wraps after 'Rp'. Tests write 'Rp 850.000' and read
 * `rp('Total Rp 850.000')`.
 */
export const rp = (text: string) => text.replaceAll('Rp ', 'Rp\u00a0');
