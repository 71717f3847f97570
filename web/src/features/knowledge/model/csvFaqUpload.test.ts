import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { uploadCsvFaq, type CsvFaqDeps } from './csvFaqUpload';

const csv = new File(['question,answer\nHi?,Hello.\n'], 'faq.csv', { type: 'text/csv' });
const uploaded = { url: '/files/uploads/u/A12BCD3456/faq.csv', storagePath: 'uploads/u/A12BCD3456/faq.csv' };
const deps = (overrides: Partial<CsvFaqDeps>): CsvFaqDeps => ({
  upload: async () => uploaded,
  save: async () => ({ ok: true }),
  ...overrides,
});

describe('a CSV made the agent’s FAQ (spec 003 section 8)', () => {
  it('uploads the file, then sets the FAQ to its storage key', async () => {
    const saved: string[] = [];
    expect(await uploadCsvFaq(csv, deps({ save: async (faq) => (saved.push(faq), { ok: true }) }))).toBeNull();
    expect(saved).toEqual(['uploads/u/A12BCD3456/faq.csv']);
  });

  it("says 'CSV upload failed' when the upload fails without a reason, else the upload's reason", async () => {
    expect(await uploadCsvFaq(csv, deps({ upload: () => Promise.reject(new Error('')) }))).toBe('CSV upload failed');
    expect(await uploadCsvFaq(csv, deps({ upload: () => Promise.reject(new Error('Upload failed: File too large')) }))).toBe(
      'Upload failed: File too large',
    );
  });

  it("says 'Knowledge base update failed' when the server refuses the update without a reason", async () => {
    expect(await uploadCsvFaq(csv, deps({ save: async () => ({ ok: false, error: { message: '' } }) }))).toBe(
      'Knowledge base update failed',
    );
    expect(await uploadCsvFaq(csv, deps({ save: async () => ({ ok: false, error: null }) }))).toBe(
      'Knowledge base update failed',
    );
    expect(await uploadCsvFaq(csv, deps({ save: async () => ({ ok: false, error: { message: 'The CSV has no rows' } }) }))).toBe(
      'The CSV has no rows',
    );
  });

  it("says 'CSV uploaded but failed to update knowledge base' when the update gets no answer", async () => {
    expect(await uploadCsvFaq(csv, deps({ save: () => Promise.reject(new TypeError('Failed to fetch')) }))).toBe(
      'CSV uploaded but failed to update knowledge base',
    );
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Agent not found' }] });
    expect(await uploadCsvFaq(csv, deps({ save: () => Promise.reject(refused) }))).toBe('Agent not found');
  });
});
