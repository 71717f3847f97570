/** Spec 000 section 4: 5% at the start, up to 95% as the bytes go, 100% once the server confirms. */
export const UPLOAD_PROGRESS = { start: 5, sent: 95, complete: 100 } as const;

/** The percent to show after `done` of `total` parts (chunks, or bytes of a single request) went up. */
export function uploadProgress(done: number, total: number): number {
  if (total <= 0) return UPLOAD_PROGRESS.sent;
  const share = Math.min(Math.max(done / total, 0), 1);
  return Math.round(UPLOAD_PROGRESS.start + share * (UPLOAD_PROGRESS.sent - UPLOAD_PROGRESS.start));
}
