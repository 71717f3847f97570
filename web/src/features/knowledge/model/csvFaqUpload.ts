import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { UploadedFile } from '../../../shared/uploads/model/uploadTypes';

/** Spec 003 section 8: why a CSV did not become the agent's FAQ ('Upload Failed' descriptions). */
export const CSV_UPLOAD_FAILURES = {
  upload: 'CSV upload failed',
  unsaved: 'CSV uploaded but failed to update knowledge base',
  refused: 'Knowledge base update failed',
} as const;

type SaveReply = { ok: boolean; error?: { message?: string | null } | null } | null | undefined;

export interface CsvFaqDeps {
  upload: (file: File) => Promise<UploadedFile>;
  /** Sets the agent's FAQ to the uploaded CSV; answers the server's reply, throws when there is none. */
  save: (faq: string) => Promise<SaveReply>;
}

const textOf = (error: unknown) => (error instanceof Error ? error.message.trim() : '');

/**
 * Uploads the CSV, then makes it the agent's FAQ. Null when done, else the text of the failure:
 * the upload's error or 'CSV upload failed'; the server's refusal or 'Knowledge base update
 * failed'; 'CSV uploaded but failed to update knowledge base' when the update got no answer.
 */
export async function uploadCsvFaq(file: File, deps: CsvFaqDeps): Promise<string | null> {
  let uploaded: UploadedFile;
  try {
    uploaded = await deps.upload(file);
  } catch (error) {
    return textOf(error) || CSV_UPLOAD_FAILURES.upload;
  }
  let reply: SaveReply;
  try {
    reply = await deps.save(uploaded.storagePath ?? uploaded.url);
  } catch (error) {
    const refusal = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message?.trim() : '';
    return refusal || CSV_UPLOAD_FAILURES.unsaved;
  }
  if (reply?.ok) return null;
  return reply?.error?.message?.trim() || CSV_UPLOAD_FAILURES.refused;
}
