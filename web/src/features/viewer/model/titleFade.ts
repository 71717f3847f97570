/** Spec 001 section 9: the viewer's title hides after 5 s. */
export const TITLE_VISIBLE_MS = 5_000;
