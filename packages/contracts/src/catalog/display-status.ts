import type { AgentStatusRecord } from './agent.js';

/** The card's generation label (spec 002 section 4.1). */
export const DISPLAY_STATUSES = [
  'pending',
  'processing',
  'image_generating',
  'video_generating',
  'lip_sync_processing',
  'model_building',
  'animal_detected',
  'finalizing',
  'success',
  'failed',
  'error',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** What the derivation reads. A browser holding URLs instead of keys passes them here: only presence counts. */
export type GenerationView = Pick<
  AgentStatusRecord,
  'status' | 'event_type' | 'image_key' | 'video_key' | 'lip_sync_key' | 'model_key' | 'is_animal'
> &
  Partial<Pick<AgentStatusRecord, 'face_handled' | 'error_type' | 'error_message'>>;

/** Which label the step after the one in progress has, by the media that exist so far. */
function byMedia(record: GenerationView): DisplayStatus {
  if (record.video_key) return 'lip_sync_processing';
  if (record.image_key) return 'video_generating';
  return 'image_generating';
}

/** Spec 002 4.1 "Derivation", rule by rule and in its order. */
export function deriveDisplayStatus(record: GenerationView): DisplayStatus {
  const { status } = record;
  if (status === 'failed' || status === 'error') return status;
  if (status === 'ready') return 'success';
  if (record.is_animal && record.event_type === 'animal_detected' && status === 'success') return 'animal_detected';
  if (record.event_type === 'lip_created') {
    if (record.model_key) return 'finalizing';
    if (record.lip_sync_key) return 'model_building';
    return byMedia(record);
  }
  if (status === 'processing') {
    if (record.video_key && !record.lip_sync_key) return 'lip_sync_processing';
    if (record.image_key && !record.video_key) return 'video_generating';
    // "with image only gives processing": the image rule holds and none of the above did.
    if (record.image_key) return 'processing';
    return 'image_generating';
  }
  // pending stays pending; a plain success (not waiting for face points) is success.
  return status;
}

/** Spec 002 4.1 "Progress percent": 5, 10, 15, 30, 85, 99 or 100. */
export function progressOf(record: GenerationView): number {
  const display = deriveDisplayStatus(record);
  if (display === 'animal_detected') return 15;
  if (display === 'success') return 100;
  if (record.model_key) return 99;
  if (record.lip_sync_key) return 85;
  if (record.video_key) return 30;
  if (record.image_key) return 10;
  return 5;
}

/** Spec 002 2.5: the 'Help needed' overlay shows until the owner has marked face points (or skipped). */
export function needsFaceMarking(record: GenerationView): boolean {
  return deriveDisplayStatus(record) === 'animal_detected' && !record.face_handled;
}

// Spec 002 section 8: every generation failure text ends with this sentence.
export const FAILURE_ENDING = 'Create a new agent to try again';
export const FAILURE_SUPPORT = 'Please create a new agent or contact support if the issue persists.';

const mentions = (message: string | null | undefined, pattern: RegExp) => pattern.test(message ?? '');

/** The sentence(s) before the common ending, per error_type (spec 002 section 8; wording ours, see decisions). */
function failureBody(record: GenerationView): string {
  const message = record.error_message?.trim() ?? '';
  switch (record.error_type) {
    case 'image':
      return 'We could not create the image for your agent. Try a different prompt or upload a clear photo (JPG, PNG or WEBP, up to 5MB).';
    case 'video':
      return 'We could not create the movement video for your agent. Try a different video of up to 30 seconds, or none at all.';
    case 'persona':
      if (mentions(message, /image|photo|picture/i)) {
        return 'We could not use your image to create the agent. Please upload a clear JPG, PNG or WEBP image of up to 5MB.';
      }
      if (mentions(message, /video/i)) {
        return 'We could not use your video to create the agent. Please upload a readable MP4, MOV or WEBM video of up to 30 seconds.';
      }
      return "We could not write your agent's personality from the prompt. Try describing the agent differently.";
    case 'lip_sync':
      if (mentions(message, /audio|voice|sound/i)) {
        return 'We could not use your voice sample to animate the agent. Please upload clear speech audio of up to 2 minutes.';
      }
      if (mentions(message, /video/i)) {
        return 'We could not animate the agent from your movement video. Please upload a video with a clearly visible face.';
      }
      return 'Model generation failed while animating your agent.';
    case 'model':
      return "We could not build your agent's model.";
    case 'credits':
      return 'Your credits could not cover the creation of this agent.';
    case 'configuration':
      return message || 'This server is not configured for the chosen model.';
    default: {
      // The default: the error text without a leading 'Error' (and its colon), then the support hint.
      const stripped = message.replace(/^error\b[\s:.-]*/i, '').trim();
      if (!stripped) return FAILURE_SUPPORT;
      const sentence = stripped.charAt(0).toUpperCase() + stripped.slice(1);
      return `${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`} ${FAILURE_SUPPORT}`;
    }
  }
}

/** The failure text a card shows for a failed generation; null while it has not failed. */
export function failureText(record: GenerationView): string | null {
  const display = deriveDisplayStatus(record);
  if (display !== 'failed' && display !== 'error') return null;
  const body = failureBody(record);
  return `${/[.!?]$/.test(body) ? body : `${body}.`} ${FAILURE_ENDING}`;
}
