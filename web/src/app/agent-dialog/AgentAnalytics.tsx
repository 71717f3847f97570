import { AnalyticsModal } from '../../features/analytics/components/AnalyticsModal';
import { FaqDialog } from '../../features/knowledge/components/FaqDialog';
import type { AgentPanelProps } from '../../features/agent-actions/model/agentDialogPanels';

/** The Analytics modal, whose Unanswered Questions open the agent's FAQ editor (the knowledge feature). */
export function AgentAnalytics({ agentId, name, onClose }: AgentPanelProps) {
  return (
    <AnalyticsModal
      agentId={agentId}
      agentName={name}
      renderFaq={(closeFaq) => <FaqDialog agentId={agentId} agentName={name} onClose={closeFaq} />}
      onClose={onClose}
    />
  );
}
