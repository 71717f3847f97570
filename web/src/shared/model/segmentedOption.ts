/** One choice of a segmented control: its text, or an icon (an SVG path on a 24 px grid) named by the text. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: string;
}
