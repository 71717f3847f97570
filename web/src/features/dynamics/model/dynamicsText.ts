/**
 * Spec 003 sections 2.2, 5, 8, 9: the Dynamics Settings modal's words and constants. Toasts are
 * errors unless stated; failures stay 8000 ms.
 */
export const DYNAMICS_TOAST_MS = 8000;
export const GENERATION_CREDITS = 250;

export const DYNAMICS_TEXT = {
  subtitle: 'Manage movement videos and animations for the agent',
  inProgress: 'Dynamic Movements Generation in Progress',
  generationFailedTile: 'Generation Failed',
  loadFailed: 'Failed to load dynamics data',
  uploadFailed: 'Failed to upload video',
  uploadFailedDefault: 'Upload failed',
  onlyMp4: 'Only MP4 videos are accepted',
  removeFailed: 'Failed to remove video',
  updateFailed: 'Failed to update dynamics',
  tryAgain: 'Please try again',
  saveFailed: 'Failed to save dynamics',
  generationFailed: 'Generation failed',
  generateFailedDefault: 'Failed to generate movements',
  regenerationFailed: 'Movements regeneration failed',
  regenerationFailedText: 'Dynamics changes were saved but movements need manual regeneration',
  generationInProgress: 'Generation in progress',
  agentNotReady: 'Agent not ready',
  fullSizeImageRequired: 'Full-size image required',
  checkBackLater: 'Movements are being regenerated in the background. Check back later.',
} as const;

/** The toast a refused generation shows: the spec's warnings for the known refusals, else Generation failed. */
export function generationRefusal(message: string | null | undefined): {
  kind: 'warning' | 'error';
  title: string;
  description: string;
} {
  const text = message?.trim() || DYNAMICS_TEXT.generateFailedDefault;
  if (text.startsWith(DYNAMICS_TEXT.agentNotReady)) {
    return { kind: 'warning', title: DYNAMICS_TEXT.agentNotReady, description: afterColon(text) };
  }
  if (text.startsWith(DYNAMICS_TEXT.fullSizeImageRequired)) {
    return { kind: 'error', title: DYNAMICS_TEXT.fullSizeImageRequired, description: afterColon(text) };
  }
  if (text === DYNAMICS_TEXT.generationInProgress) {
    return { kind: 'warning', title: DYNAMICS_TEXT.generationInProgress, description: 'Movements are already being generated.' };
  }
  return { kind: 'error', title: DYNAMICS_TEXT.generationFailed, description: text };
}

const afterColon = (text: string) => text.slice(text.indexOf(':') + 1).trim();

/** The upload failure's description: the message plus the file's size in MB (spec 003 section 8). */
export function uploadFailureText(message: string | null | undefined, bytes: number): string {
  return `${message?.trim() || DYNAMICS_TEXT.uploadFailedDefault} (${(bytes / (1024 * 1024)).toFixed(1)} MB)`;
}

export const isMp4 = (file: { name: string; type: string }) =>
  file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));
