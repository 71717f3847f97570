import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { UploadError } from '../../../shared/uploads/model/UploadError';
import { uploadSlidesPdf, type SlidesUploadDeps } from './slidesUpload';

const pdf = new File([new Uint8Array(8)], 'deck.pdf', { type: 'application/pdf' });
const uploaded = { url: '/files/uploads/u1/A12BCD3456/deck.pdf', storagePath: 'uploads/u1/A12BCD3456/deck.pdf' };
const authError = { title: 'Authentication error', description: 'Unable to get user ID. Please try again.' };

function fakes(overrides: Partial<SlidesUploadDeps<string>> = {}) {
  const sent: string[] = [];
  const progress: number[] = [];
  const deps: SlidesUploadDeps<string> = {
    userId: 'u1',
    upload: async (file) => (sent.push(file.name), uploaded),
    generate: async (key) => (sent.push(key), { ok: true, state: 'generating' }),
    onProgress: (percent) => progress.push(percent),
    ...overrides,
  };
  return { deps, sent, progress };
}

describe('a PDF made into slides (spec 003 sections 4, 6 and 8)', () => {
  it('uploads the PDF, then starts the slides for the stored file', async () => {
    const { deps, sent, progress } = fakes();
    expect(await uploadSlidesPdf(pdf, deps)).toEqual({ ok: true, state: 'generating' });
    expect(sent).toEqual(['deck.pdf', 'uploads/u1/A12BCD3456/deck.pdf']);
    expect(progress).toEqual([50, 100]);
  });

  it('gives the Authentication error and sends nothing when there is no user id', async () => {
    const { deps, sent } = fakes({ userId: null });
    expect(await uploadSlidesPdf(pdf, deps)).toEqual({ ok: false, failure: authError });
    expect(sent).toEqual([]);
  });

  it('gives the Authentication error when the server no longer knows the session', async () => {
    const signedOutUpload = fakes({ upload: () => Promise.reject(new UploadError('Upload failed: Unauthorized', 401)) });
    expect(await uploadSlidesPdf(pdf, signedOutUpload.deps)).toEqual({ ok: false, failure: authError });
    const unauthenticated = new CombinedGraphQLErrors({
      errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const signedOutStart = fakes({ generate: () => Promise.reject(unauthenticated) });
    expect(await uploadSlidesPdf(pdf, signedOutStart.deps)).toEqual({ ok: false, failure: authError });
  });

  it("says 'Upload failed' with the reason, or 'Failed to upload PDF'", async () => {
    const refused = fakes({ generate: async () => ({ ok: false, error: { message: 'Only PDF files are allowed' } }) });
    expect(await uploadSlidesPdf(pdf, refused.deps)).toEqual({
      ok: false,
      failure: { title: 'Upload failed', description: 'Only PDF files are allowed' },
    });
    const silent = fakes({ upload: () => Promise.reject(new TypeError('')) });
    expect(await uploadSlidesPdf(pdf, silent.deps)).toEqual({
      ok: false,
      failure: { title: 'Upload failed', description: 'Failed to upload PDF' },
    });
  });
});
