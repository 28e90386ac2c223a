// A list's first page in its order without ordering the whole list: a page's first
// rows at a few thousand items compare each item once or twice instead of a dozen times.

/**
 * The first `count` items of `[...items].sort(compare)`, in that order, ties kept in
 * their given order as the sort keeps them.
 */
export function firstSorted<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const first: T[] = [];
  if (count <= 0) return first;
  for (const item of items) {
    if (first.length === count && compare(item, first[count - 1]!) >= 0) continue;
    // After the last one it does not come before: a tie stays behind the one given first.
    let low = 0;
    let high = first.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(item, first[mid]!) < 0) high = mid;
      else low = mid + 1;
    }
    first.splice(low, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}
