import { agentFileName } from '@avatarium/contracts';

/**
 * An agent name usable as a file name on every system ('Untitled Agent' when empty): the same
 * rule the gateway names downloads with.
 */
export function safeFileName(name: string | null | undefined): string {
  return agentFileName(name);
}
