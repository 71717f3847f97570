import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';

interface ExportableAgent {
  name?: string | null;
  prompt: string;
  tags?: readonly string[] | null;
}

/** Spec 002 2.11: the exported file holds the agent's name, prompt and tags. */
export function agentExportJson(agent: ExportableAgent): string {
  return JSON.stringify({ name: agent.name || UNTITLED_AGENT, prompt: agent.prompt, tags: [...(agent.tags ?? [])] }, null, 2);
}
