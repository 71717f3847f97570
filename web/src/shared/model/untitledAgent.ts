/** Spec 002 2.5: a card without a name reads 'Untitled Agent'. */
export const UNTITLED_AGENT = 'Untitled Agent';
