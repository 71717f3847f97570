import { dynamics, type media } from '@avatarium/contracts';
import type { Bus, Storage } from '@avatarium/platform';
import { z } from 'zod';
import { badUpload } from '../shared/uploads/upload-failure.js';

/**
 * What an upload is meant for, when the form says so (a `purpose` field before the file or
 * chunk). Without one, an upload is checked by the general rules only. `movement-video` (the
 * Dynamics modal's Add Video) must also pass the movement probe, so an unusable video is refused
 * at upload time, deleted, and never offered for saving.
 */
export const UploadPurpose = z.enum(['movement-video'], {
  error: 'Unknown upload purpose: the one known purpose is movement-video.',
});
export type UploadPurpose = z.infer<typeof UploadPurpose>;

// Sampling frames and finding a face takes a moment (the model loads on the first call).
const PROBE_TIMEOUT_MS = 60_000;

/** The purpose a form's fields declare, or null; an unknown one is refused. */
export function purposeOf(fields: Readonly<Record<string, string>>): UploadPurpose | null {
  if (fields.purpose === undefined) return null;
  const parsed = UploadPurpose.safeParse(fields.purpose);
  if (!parsed.success) throw badUpload(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** A refusal known from the declared size alone, before a byte is stored (a 2 GB "movement"). */
export function declaredSizeRefusal(purpose: UploadPurpose | null | undefined, fileSize: number) {
  return purpose === 'movement-video' && fileSize > dynamics.MOVEMENT_UPLOAD_MAX_BYTES
    ? badUpload(dynamics.movementFileTooBigMessage(fileSize))
    : null;
}

/** The stored upload is usable for its purpose; otherwise it is deleted and refused with the probe's reason. */
export async function checkUploadPurpose(
  deps: { storage: Storage; bus: Bus },
  ownerId: string,
  purpose: UploadPurpose | null | undefined,
  upload: media.CompletedUpload,
): Promise<void> {
  if (purpose !== 'movement-video') return;
  try {
    // Known by its bytes already (a WebM named .mp4 was stored as .webm): no need to probe it.
    if (upload.type !== 'video/mp4') throw badUpload(dynamics.ONLY_MP4);
    await deps.bus.request(dynamics.probeMovementVideo, { ownerId, key: upload.storagePath }, { timeoutMs: PROBE_TIMEOUT_MS });
  } catch (error) {
    await deps.storage.delete(upload.storagePath).catch(() => undefined);
    throw error;
  }
}
