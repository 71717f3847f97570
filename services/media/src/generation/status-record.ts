import { newStatusRecord, type AgentEventType, type AgentStatus, type AgentStatusRecord } from '@avatarium/contracts';
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

/**
 * The catalog version of a status change in this attempt: each regeneration starts above the
 * previous attempt's failure, so its steps are news again and a late step of the old attempt is not.
 */
export function versionOf(job: Pick<GenerationJob, 'attempt'>, event: keyof typeof STATUS_VERSION): number {
  return (job.attempt ?? 0) * 1000 + STATUS_VERSION[event];
}

/** The full status record as the job stands, with the given status and last event. */
export function statusRecordOf(job: GenerationJob, status: AgentStatus, event: AgentEventType): AgentStatusRecord {
  const { image, face, video, lip, model } = job.steps;
  // Starts from the record of a new agent, so a step that has not run reads as it did then.
  const start = newStatusRecord(job.model);
  return {
    ...start,
    status,
    event_type: event,
    image_key: image?.imageKey ?? start.image_key,
    video_key: video?.videoKey ?? start.video_key,
    lip_sync_key: lip?.lipSyncKey ?? start.lip_sync_key,
    model_key: model?.modelKey ?? start.model_key,
    is_animal: face?.isAnimal ?? start.is_animal,
    face_handled: job.faceHandled,
    error_type: job.error?.type ?? start.error_type,
    error_message: job.error?.message ?? start.error_message,
  };
}
