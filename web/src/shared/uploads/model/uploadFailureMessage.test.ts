import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, uploadFailureMessage } from './uploadFailureMessage';

describe('uploadFailureMessage', () => {
  it('uses the storage-policy text for RLS_POLICY_ERROR', () => {
    expect(uploadFailureMessage(403, { error: 'denied', code: 'RLS_POLICY_ERROR' })).toBe(
      'Storage upload denied. Please setup the storage bucket and access policies. Visit /api/setup-storage for instructions.',
    );
  });

  it('uses the configuration text when storage is not configured', () => {
    expect(uploadFailureMessage(500, { code: 'STORAGE_NOT_CONFIGURED' })).toBe(UPLOAD_MESSAGES.notConfigured);
  });

  it("quotes the server's error, else the status", () => {
    expect(uploadFailureMessage(413, { error: 'Image file too large.' })).toBe('Upload failed: Image file too large.');
    expect(uploadFailureMessage(502, null)).toBe('Upload failed: Upload failed with status 502');
  });

  it('says File upload failed. when the request never got an answer', () => {
    expect(uploadFailureMessage(null, null)).toBe('File upload failed.');
  });
});
