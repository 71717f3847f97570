import { useAgentStatusNotices } from '../hooks/useAgentStatusNotices';

/** Mounted once while signed in; renders nothing, only toasts. */
export function AgentStatusNotices() {
  useAgentStatusNotices();
  return null;
}
