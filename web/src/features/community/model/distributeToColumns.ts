/**
 * Items dealt into columns left to right, row by row (item i to column i mod n), so reading
 * across the top row follows the list's order, as in the usual CSS-free masonry.
 */
export function distributeToColumns<T>(items: readonly T[], columns: number): { item: T; index: number }[][] {
  const count = Math.max(1, Math.floor(columns));
  const result: { item: T; index: number }[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => result[index % count]?.push({ item, index }));
  return result;
}
