import type { InspirationAgent } from './pickInspiration';

export type InspirationState = { status: 'idle' | 'loading' } | { status: 'done'; agents: InspirationAgent[] };

/**
 * Prompt Ideas' agents while the panel is open (open: it has been opened). A hook, put in by the
 * app from the community feature's list, and the same function on every render.
 */
export type UseInspiration = (open: boolean) => InspirationState;
