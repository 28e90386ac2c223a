/**
 * '4,3': an average rating to one decimal (halves up), as Indonesian writes it. Plain
 * arithmetic, not Intl.NumberFormat: building a formatter loads the locale's data, a
 * slow phone's main thread's work on /link's first script for one number.
 */
export function ratingText(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}
