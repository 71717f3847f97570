/** Spec 001 section 5: the settings file picker. */
export const OVERLAY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const OVERLAY_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The picker's own check before anything is sent (the server sniffs the bytes again). */
export function overlayFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > OVERLAY_FILE_MAX_BYTES) return 'File size must be less than 10MB';
  if (!OVERLAY_ACCEPT.split(',').includes(file.type)) return 'Invalid file type';
  return null;
}

export const EXAMPLE_FRAMES = [1, 2, 3, 4].map((n) => `/overlays/frame-${n}.png`);
const LEGACY = /^\/border\/border-([1-4])\.png$/;

/** Spec 001 4: an older example path, as today's example frame of the same number (null when not legacy). */
export function migratedLegacyFrame(url: string): string | null {
  const match = LEGACY.exec(url);
  return match ? EXAMPLE_FRAMES[Number(match[1]) - 1]! : null;
}
