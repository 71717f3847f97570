import type { AgentDisplayStatus } from '../../../gql/graphql';

/** A card shows its progress while the status is not success, failed or error. */
export function showsProgress(status: AgentDisplayStatus): boolean {
  return status !== 'success' && status !== 'failed' && status !== 'error';
}
