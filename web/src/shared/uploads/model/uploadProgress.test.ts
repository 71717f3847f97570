import { describe, expect, it } from 'vitest';
import { UPLOAD_PROGRESS, uploadProgress } from './uploadProgress';

describe('uploadProgress', () => {
  it('starts at 5 and reaches 95 when everything is sent', () => {
    expect(uploadProgress(0, 4)).toBe(UPLOAD_PROGRESS.start);
    expect(uploadProgress(4, 4)).toBe(95);
    expect(UPLOAD_PROGRESS.complete).toBe(100);
  });

  it('advances by chunk', () => {
    expect([1, 2, 3].map((done) => uploadProgress(done, 4))).toEqual([28, 50, 73]);
  });

  it('stays within 5..95 for odd inputs', () => {
    expect(uploadProgress(-1, 4)).toBe(5);
    expect(uploadProgress(9, 4)).toBe(95);
    expect(uploadProgress(0, 0)).toBe(95);
  });
});
