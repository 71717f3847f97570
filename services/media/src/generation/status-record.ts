import type { AgentEventType, AgentStatus, AgentStatusRecord } from '@avatarium/contracts';
import type { GenerationJob } from './jobs/generation-job.js';

/**
 * The catalog version of each status change. The catalog's own create is version 0 and is not
 * announced; `created` (version 1) announces the paid agent. A failure outranks every step so
 * a late step can never overwrite it.
 */
export const STATUS_VERSION = {
  created: 1,
  persona_created: 2,
  image_created: 3,
  animal_detected: 4,
  face_marked: 5,
  video_created: 6,
  lip_created: 7,
  model_built: 8,
  ready: 9,
  failed: 100,
} as const;

/** The full status record as the job stands, with the given status and last event. */
export function statusRecordOf(job: GenerationJob, status: AgentStatus, event: AgentEventType): AgentStatusRecord {
  const { image, face, video, lip, model } = job.steps;
  return {
    status,
    event_type: event,
    image_key: image?.imageKey ?? null,
    video_key: video?.videoKey ?? null,
    lip_sync_key: lip?.lipSyncKey ?? null,
    model_key: model?.modelKey ?? null,
    is_animal: face?.isAnimal ?? false,
    face_handled: job.faceHandled,
    error_type: job.error?.type ?? null,
    error_message: job.error?.message ?? null,
    model: job.model,
  };
}
