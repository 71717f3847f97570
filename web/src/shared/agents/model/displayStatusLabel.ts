import type { AgentDisplayStatus } from '../../../gql/graphql';

export type StatusTone = 'working' | 'ready' | 'help' | 'failed';

/** Spec 002 4.1's label for each display status, and the badge colour it gets. */
const LABELS: Record<AgentDisplayStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Starting...', tone: 'working' },
  processing: { label: 'Generating...', tone: 'working' },
  image_generating: { label: 'Creating Image', tone: 'working' },
  video_generating: { label: 'Creating Video', tone: 'working' },
  lip_sync_processing: { label: 'Adding Movement', tone: 'working' },
  model_building: { label: 'Building Model', tone: 'working' },
  animal_detected: { label: 'Help needed', tone: 'help' },
  finalizing: { label: 'Finalizing', tone: 'working' },
  success: { label: 'Ready', tone: 'ready' },
  failed: { label: 'Failed', tone: 'failed' },
  error: { label: 'Error', tone: 'failed' },
};

export function displayStatusLabel(status: AgentDisplayStatus): { label: string; tone: StatusTone } {
  return LABELS[status];
}
