import { useContext } from 'react';
import { AgentActionDialogContext, type AgentActionDialogControls } from '../components/AgentActionDialogContext';

/** Opens the agent action dialog from any card under AgentActionDialogProvider. */
export function useAgentActionDialog(): AgentActionDialogControls {
  return useContext(AgentActionDialogContext);
}
