import type { AgentPersona } from '@avatarium/contracts';

/**
 * What a writer produces. `voice_id` is the writer's pick among the built-in voices; the
 * persona step keeps it only when it fits the gender (built-in-voices.ts voiceOfPersona).
 */
export type PersonaDraft = Omit<AgentPersona, 'voice_id'> & { voice_id?: string | null };

export interface PersonaRequest {
  prompt: string;
  signal?: AbortSignal;
}

/** Writes an agent's persona (name, description, system prompt, ...) from the creator's prompt. */
export interface PersonaWriter {
  readonly name: string;
  write(request: PersonaRequest): Promise<PersonaDraft>;
  /** Loads what the writer runs on (a local model) before the first creation needs it. */
  warm?(): Promise<void>;
  /** Lets go of it (the service stops). */
  close?(): Promise<void>;
}
