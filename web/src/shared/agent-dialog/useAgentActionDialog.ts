import { useContext } from 'react';
import { AgentActionDialogContext, type AgentActionDialogControls } from './AgentActionDialogContext';

/** Opens the agent action dialog from any card under AgentActionDialogProvider. */
export function useAgentActionDialog(): AgentActionDialogControls {
  return useContext(AgentActionDialogContext);
}
