// How a phone's name typed by a visitor or the shop is compared with the lists:
// the calculator's exact-name rule and a deduction's "Khusus HP" share it.

/**
 * Surrounding spaces and repeated spaces are ignored, and so is letter case
 * ('iphone 11 64gb' = 'iPhone 11 64GB'). Anything else must be exactly the same:
 * no partial matches.
 */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
}
