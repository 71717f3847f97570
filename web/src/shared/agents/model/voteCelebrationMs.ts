/** Spec 000 section 9: the vote animation lasts 2 s. */
export const VOTE_CELEBRATION_MS = 2000;
