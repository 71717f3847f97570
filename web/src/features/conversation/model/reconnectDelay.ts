/** Spec 001 section 9: the viewer reconnects 1 s after its connection drops. */
export const RECONNECT_DELAY_MS = 1_000;
