import { describe, expect, it } from 'vitest';
import { parseReply } from '../../api/parseReply';
import { readResumePoint as readStatus } from './readResumePoint';
import { UploadStatusReply } from './uploadStatusReply';

const readResumePoint = (body: unknown) => readStatus(parseReply(UploadStatusReply, body));

describe('readResumePoint', () => {
  it('reads a count of stored chunks', () => {
    expect(readResumePoint({ uploadId: 'u', receivedChunks: 3, totalChunks: 5 })).toEqual({ nextIndex: 3, file: null });
    expect(readResumePoint({ nextChunkIndex: 2 })).toEqual({ nextIndex: 2, file: null });
  });

  it('resumes at the first missing index of a list', () => {
    expect(readResumePoint({ uploadedChunks: [0, 1, 3] })).toEqual({ nextIndex: 2, file: null });
  });

  it('returns the finished file', () => {
    expect(readResumePoint({ completed: true, url: '/files/a', storagePath: 'uploads/a', receivedChunks: 4 })).toEqual({
      nextIndex: 4,
      file: { url: '/files/a', storagePath: 'uploads/a' },
    });
  });

  it('knows nothing from an unknown body', () => {
    expect(readResumePoint(null)).toBeNull();
    expect(readResumePoint({ success: false, error: 'Not found' })).toBeNull();
  });
});
