/**
 * Spec 002 2.4: the community masonry has 4 columns, 3 below 1800 px (and below 1200 px),
 * 2 below 768 px and 1 below 640 px.
 */
export function masonryColumns(viewportWidth: number): number {
  if (viewportWidth < 640) return 1;
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1800) return 3;
  return 4;
}
