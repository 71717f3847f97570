import { AgentPersona } from '@avatarium/contracts';
import { voiceOfPersona } from '../../providers/persona/built-in-voices.js';
import type { StepContext } from './step-context.js';

/** Name, description, system prompt, tags, category, language, gender, and a built-in voice. */
export async function personaStep(ctx: StepContext): Promise<AgentPersona> {
  const { prompt } = ctx.job;
  const draft = await ctx.deps.providers.persona.write({ prompt, signal: ctx.signal });
  // Parsed by the contract: whatever a provider wrote, the catalog gets a valid persona.
  return AgentPersona.parse({
    ...draft,
    name: draft.name.slice(0, 80),
    description: draft.description.slice(0, 500),
    system_prompt: draft.system_prompt.slice(0, 8000),
    voice_id: voiceOfPersona(draft, prompt),
  });
}
