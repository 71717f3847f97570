import type { ComponentProps } from 'react';
import { ViewerPage } from '../../features/viewer/components/ViewerPage';
import { ViewerStage } from './ViewerStage';

/** The public viewer route: the viewer's page with the agent's stage (the conversation) once it loads. */
export function ViewerRoute({ agentId, params }: Omit<ComponentProps<typeof ViewerPage>, 'renderStage'>) {
  return <ViewerPage agentId={agentId} params={params} renderStage={(agent) => <ViewerStage agent={agent} params={params} />} />;
}
