import type { AgentModel } from '@avatarium/contracts';
import { DEFAULT_PROMPT } from '@avatarium/contracts/agent-limits';
import type { MediaKind, SelectedMedia } from './mediaKinds';

/** The avatar model, as the catalog names it. */
export type ModelChoice = AgentModel;

export type SelectedMediaMap = Partial<Record<MediaKind, SelectedMedia>>;

/** Generate is enabled only with a non-blank prompt, a video or an image, and no generation running. */
export function canGenerate(prompt: string, media: SelectedMediaMap, busy: boolean): boolean {
  return !busy && (prompt.trim().length > 0 || Boolean(media.video) || Boolean(media.image));
}

/** The prompt to send: the user's (trimmed), or the default when only media was given. */
export function promptToSend(prompt: string): string {
  return prompt.trim() || DEFAULT_PROMPT;
}
