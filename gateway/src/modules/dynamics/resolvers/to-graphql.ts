import type { dynamics } from '@avatarium/contracts';
import type { Refusal } from '../../shared/refusal.js';
import type { Outcome } from '../../shared/refusal.js';

/** The REST view in the GraphQL shape: `batch_results` as a list of videos with their ids. */
export function toGraphqlDynamics(view: dynamics.DynamicsView) {
  return {
    ...view,
    batch_results: Object.entries(view.batch_results).map(([id, video]) => ({
      id,
      video_url: 'video_url' in video ? video.video_url : null,
      name: video.name ?? null,
      generated: 'generated' in video ? (video.generated ?? false) : false,
      status: 'status' in video ? video.status : null,
      message: 'message' in video ? video.message : null,
    })),
  };
}

/** A dynamics use case's outcome as DynamicsResult. */
export function dynamicsResult(result: Outcome<{ dynamics: dynamics.DynamicsView }>): {
  ok: boolean;
  dynamics: ReturnType<typeof toGraphqlDynamics> | null;
  error: Refusal | null;
} {
  return result.ok
    ? { ok: true, dynamics: toGraphqlDynamics(result.dynamics), error: null }
    : { ok: false, dynamics: null, error: result.error };
}
