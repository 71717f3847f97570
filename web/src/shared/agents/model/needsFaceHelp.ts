import type { AgentDisplayStatus } from '../../../gql/graphql';

/**
 * Spec 002 2.5 / 4.2: the 'Help needed' overlay shows for an animal whose record says
 * animal_detected with status success (the server's display status) until the face is handled.
 */
export function needsFaceHelp(agent: { displayStatus: AgentDisplayStatus; faceHandled: boolean }): boolean {
  return agent.displayStatus === 'animal_detected' && !agent.faceHandled;
}
