import { AppError } from '@avatarium/platform';
import type { DeveloperCaller } from '../../shared/developer-caller.js';

/** Webhooks are managed by their owner signed in with the session cookie only (never with an API key). */
export function webhookOwnerOf(caller: DeveloperCaller): string {
  if (caller.apiKey) throw new AppError('FORBIDDEN', 'API keys cannot manage webhooks: sign in to do this.');
  if (!caller.user || !caller.session) throw new AppError('UNAUTHENTICATED', 'Sign in to manage your webhooks.');
  return caller.user.id;
}
