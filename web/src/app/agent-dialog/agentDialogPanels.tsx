import { lazy, Suspense } from 'react';
import { DialogLoading } from '../../features/agent-actions/components/DialogLoading';
import type { AgentDialogPanels } from '../../features/agent-actions/model/agentDialogPanels';
import { AnalyticsModalFallback } from '../../features/analytics/components/AnalyticsModalFallback';

// The Analytics modal (and its chart library) loads only when opened: the workspace bundle stays as it is.
const AgentAnalytics = lazy(() => import('./AgentAnalytics').then((module) => ({ default: module.AgentAnalytics })));
// So do the settings, the skills and the viewer (with the avatar player): most visits open none.
const AgentSettingsDialog = lazy(() =>
  import('../../features/agent-settings/components/AgentSettingsDialog').then((module) => ({
    default: module.AgentSettingsDialog,
  })),
);
const SkillsDialog = lazy(() => import('./SkillsDialog').then((module) => ({ default: module.SkillsDialog })));
const ViewerOverlay = lazy(() =>
  import('../../features/viewer/components/ViewerOverlay').then((module) => ({ default: module.ViewerOverlay })),
);

/** The other features' dialogs the agent action dialog's tiles open. */
export const agentDialogPanels: AgentDialogPanels = {
  settings: ({ agentId, onClose }) => (
    <Suspense fallback={<DialogLoading title="Settings" />}>
      <AgentSettingsDialog agentId={agentId} onClose={onClose} />
    </Suspense>
  ),
  skills: ({ agentId, name, onClose }) => (
    <Suspense fallback={<DialogLoading title="Skills and Features" />}>
      <SkillsDialog agentId={agentId} agentName={name} onClose={onClose} />
    </Suspense>
  ),
  analytics: (props) => (
    <Suspense fallback={<AnalyticsModalFallback onClose={props.onClose} />}>
      <AgentAnalytics {...props} />
    </Suspense>
  ),
  viewer: ({ agentId, name, onClose }) => (
    <Suspense fallback={<DialogLoading title={name} />}>
      <ViewerOverlay agentId={agentId} name={name} onClose={onClose} />
    </Suspense>
  ),
};
