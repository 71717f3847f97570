import path from 'node:path';
import { repoRoot } from '../processes.js';

/** What a creator submits: a prompt, and for one scenario a photo uploaded first. */
export interface Scenario {
  name: string;
  prompt: string;
  withImage: boolean;
}

export const SCENARIOS: readonly Scenario[] = [
  { name: 'prompt only', prompt: 'A cheerful pirate captain named Nova who tells stories about the sea', withImage: false },
  { name: 'prompt + image', prompt: 'A friendly museum guide named Ada who loves old maps', withImage: true },
];

/** The face photo of the media tests (512 x 512 JPEG, a real human face: the detector finds it). */
export const FACE_PHOTO = path.join(repoRoot, 'services/media/test-fixtures/face.jpg');

/** The agent code the upload form sends with the files (the browser's proposed id). */
export const UPLOAD_AGENT_ID = 'A12BCD3456';

/**
 * Where a creation is, by the announcements a browser sees, in pipeline order. `talkable` is
 * the lip_created announcement: image, built-in voice and speech sprite exist, so the avatar
 * player can speak; `ready` is status 'ready' (displayStatus 'success') with the bundle built.
 */
export const MILESTONES = ['persona', 'image', 'video', 'talkable', 'model', 'ready'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Milliseconds from the submit (or from the first step, in-process) to each milestone. */
export interface Timeline {
  /** Submit to the HTTP reply; the in-process baseline has no submit (0). */
  replyMs: number;
  at: Record<Milestone, number>;
}
