/** Spec 003 section 4: a FAQ file's name must end in .csv. */
export function isCsvName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** Spec 003 section 9: a PDF for a FAQ is at most 20 MB. */
export const FAQ_PDF_MAX_BYTES = 20 * 1024 * 1024;

export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}

/** Spec 003 section 9: toast durations. */
export const FAQ_TOASTS = { validation: 5000, csvSuccess: 6000, failure: 8000, started: 8000, ragEnabled: 10000 } as const;
