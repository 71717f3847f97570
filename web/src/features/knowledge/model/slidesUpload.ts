import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorNotice } from '../../../shared/model/errorNotice';
import { UploadError } from '../../../shared/uploads/model/UploadError';
import type { UploadedFile } from '../../../shared/uploads/model/uploadTypes';

/** Spec 003 section 6: slides are generated for a user, whose id could not be had. */
export const AUTHENTICATION_ERROR: ErrorNotice = {
  title: 'Authentication error',
  description: 'Unable to get user ID. Please try again.',
};

type GenerateReply<TState> = { ok: boolean; state?: TState | null; error?: { message?: string | null } | null };

export interface SlidesUploadDeps<TState> {
  /** The signed-in user's id, null when the session does not give one. */
  userId: string | null;
  upload: (file: File) => Promise<UploadedFile>;
  generate: (pdf: string) => Promise<GenerateReply<TState> | null | undefined>;
  /** 50 once the PDF is stored, 100 once generation started (spec 003 section 4). */
  onProgress: (percent: number) => void;
}

/** The server did not know the user: the session is gone. */
function isSignedOut(error: unknown): boolean {
  if (error instanceof UploadError) return error.status === 401;
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
}

const uploadFailed = (message: string | null | undefined): ErrorNotice => ({
  title: 'Upload failed',
  description: message?.trim() || 'Failed to upload PDF',
});

/**
 * Uploads a PDF and starts its slides (spec 002 4.6, spec 003 sections 4 and 6): without a user
 * id nothing is sent and the 'Authentication error' says so, as it does when the server no
 * longer knows the session; other failures are 'Upload failed' with the reason or the default.
 */
export async function uploadSlidesPdf<TState>(
  file: File,
  deps: SlidesUploadDeps<TState>,
): Promise<{ ok: true; state: TState | null } | { ok: false; failure: ErrorNotice }> {
  if (!deps.userId) return { ok: false, failure: AUTHENTICATION_ERROR };
  try {
    const uploaded = await deps.upload(file);
    deps.onProgress(50);
    const reply = await deps.generate(uploaded.storagePath ?? uploaded.url);
    if (!reply?.ok) return { ok: false, failure: uploadFailed(reply?.error?.message) };
    deps.onProgress(100);
    return { ok: true, state: reply.state ?? null };
  } catch (error) {
    if (isSignedOut(error)) return { ok: false, failure: AUTHENTICATION_ERROR };
    return { ok: false, failure: uploadFailed(error instanceof Error ? error.message : null) };
  }
}
