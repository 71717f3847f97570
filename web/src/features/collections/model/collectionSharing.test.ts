import { describe, expect, it } from 'vitest';
import { copyText } from '../../../shared/model/copyText';
import { changeCollectionSharing, COLLECTION_LINK_COPY_FAILED, COLLECTION_SHARING_FAILED } from './collectionSharing';

describe('sharing a collection (spec 001 section 8)', () => {
  it('shows the server’s answer when the switch was saved', async () => {
    expect(await changeCollectionSharing(async (next) => next, true)).toEqual({ publicEnabled: true, failure: null });
  });

  it('reverts the switch and says the sharing settings failed when the call fails', async () => {
    const outcome = await changeCollectionSharing(async () => {
      throw new Error('Collection not found');
    }, true);
    expect(outcome.publicEnabled).toBe(false);
    expect(outcome.failure).toBe(COLLECTION_SHARING_FAILED);
    expect(outcome.failure?.title).toBe('Failed to update sharing settings. Please try again.');
  });

  it('names the copy failure in the spec’s words', () => {
    expect(COLLECTION_LINK_COPY_FAILED).toEqual({
      title: 'Failed to copy',
      description: 'Could not copy the link to your clipboard.',
    });
  });
});

describe('copyText', () => {
  it('is true once the clipboard took the text', async () => {
    const written: string[] = [];
    expect(await copyText('https://a.example/c/1', { writeText: async (text) => void written.push(text) })).toBe(true);
    expect(written).toEqual(['https://a.example/c/1']);
  });

  it('is false when writeText rejects or there is no clipboard', async () => {
    const refusing = { writeText: () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')) };
    expect(await copyText('x', refusing)).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
    expect(await copyText('x', {} as Pick<Clipboard, 'writeText'>)).toBe(false);
  });
});
