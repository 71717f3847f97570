import type { dynamics } from '@avatarium/contracts';
import { graphqlResult } from '../../shared/graphql-result.js';

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

/** A dynamics use case's answer as DynamicsResult (a refusal as data). */
export function dynamicsResult(work: Promise<{ dynamics: dynamics.DynamicsView }>) {
  return graphqlResult(work.then((view) => ({ dynamics: toGraphqlDynamics(view.dynamics) })));
}
