import type { ErrorNotice } from '../../../shared/model/errorNotice';

/** Spec 001 section 8: a sub-dialog whose settings could not be read when it opened. */
export const SETTINGS_LOAD_FAILURES = {
  qrCode: { title: 'Failed to load data', description: 'Could not load QR code settings' },
  foreground: { title: 'Failed to load data', description: 'Could not load foreground overlay settings' },
  customActions: { title: 'Error', description: 'Failed to load custom actions data' },
} as const satisfies Record<string, ErrorNotice>;

/**
 * A sub-dialog reads its settings again when it opens (spec 001 section 7: GET .../ui-overlay).
 * The fresh settings, or the ones read when Agent Settings opened and the spec's notice when
 * the read failed or found no agent.
 */
export async function readFreshSettings<TSettings>(
  read: () => Promise<TSettings | null | undefined>,
  known: TSettings,
  failure: ErrorNotice,
): Promise<{ settings: TSettings; failure: ErrorNotice | null }> {
  try {
    const fresh = await read();
    return fresh ? { settings: fresh, failure: null } : { settings: known, failure };
  } catch {
    return { settings: known, failure };
  }
}
