import type { ErrorNotice } from '../../../shared/model/errorNotice';

/** Spec 001 section 8, the Share Collection dialog's failures. */
export const COLLECTION_SHARING_FAILED: ErrorNotice = { title: 'Failed to update sharing settings. Please try again.' };
export const COLLECTION_LINK_COPY_FAILED: ErrorNotice = {
  title: 'Failed to copy',
  description: 'Could not copy the link to your clipboard.',
};

/**
 * Spec 001 section 4: the public switch is sent to the server; it then shows the server's
 * answer, or reverts to the old value with the spec's notice when the change failed.
 */
export async function changeCollectionSharing(
  setPublic: (next: boolean) => Promise<boolean>,
  next: boolean,
): Promise<{ publicEnabled: boolean; failure: ErrorNotice | null }> {
  try {
    return { publicEnabled: await setPublic(next), failure: null };
  } catch {
    return { publicEnabled: !next, failure: COLLECTION_SHARING_FAILED };
  }
}
