/** Spec 000 section 9: the credit count animates over 1 second. */
export const CREDIT_ANIMATION_MS = 1000;
