import type { ReactNode } from 'react';

/** The dialogs the action tiles open that belong to other features (settings, skills, analytics, the viewer). */
export type AgentDialogPanel = 'settings' | 'skills' | 'analytics' | 'viewer';

export interface AgentPanelProps {
  agentId: string;
  /** The agent's name, or 'Untitled agent'. */
  name: string;
  onClose: () => void;
}

/**
 * What each of those tiles shows, put in by the app (web/src/app), which composes features: this
 * feature never imports another. Each panel loads its code when opened and shows its own fallback.
 */
export type AgentDialogPanels = Record<AgentDialogPanel, (props: AgentPanelProps) => ReactNode>;
