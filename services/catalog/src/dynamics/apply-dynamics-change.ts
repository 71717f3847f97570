import { dynamics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';

type Stored = dynamics.StoredDynamics;

/**
 * The owner's change applied to the stored block (spec 003 section 4). The status is the
 * server's: a replace keeps it out, and is refused while a generation runs; the enabled
 * flag is forced off when no video is left.
 */
export function applyDynamicsChange(stored: Stored | null, change: dynamics.DynamicsChange): Stored | null {
  const generating = stored?.status === 'generating';
  switch (change.kind) {
    case 'reset':
      return null;
    case 'generating':
      return { ...(stored ?? dynamics.EMPTY_DYNAMICS), status: 'generating' };
    case 'enabled': {
      const current = stored ?? dynamics.EMPTY_DYNAMICS;
      if (change.enabled && !dynamics.hasVideos(current)) throw new AppError('BAD_INPUT', dynamics.ADD_VIDEO_FIRST);
      return { ...current, enabled: change.enabled };
    }
    case 'replace': {
      if (generating) throw new AppError('CONFLICT', dynamics.GENERATION_IN_PROGRESS);
      const next = { ...change.dynamics, status: null };
      return dynamics.hasVideos(next) ? next : { ...next, enabled: false };
    }
  }
}
