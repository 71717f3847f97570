import type { AgentPersona } from '@avatarium/contracts';

/** What a writer produces; the voice is chosen afterwards from language and gender. */
export type PersonaDraft = Omit<AgentPersona, 'voice_id'>;

export interface PersonaRequest {
  prompt: string;
  signal?: AbortSignal;
}

/** Writes an agent's persona (name, description, system prompt, ...) from the creator's prompt. */
export interface PersonaWriter {
  readonly name: string;
  write(request: PersonaRequest): Promise<PersonaDraft>;
}
