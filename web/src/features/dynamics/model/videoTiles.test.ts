import { describe, expect, it } from 'vitest';
import { batchOf, newVideoId, setChanged, tilesOf, type VideoTile } from './videoTiles';
import { generationRefusal, isMp4, uploadFailureText } from './dynamicsText';

const tile = (id: string, extra: Partial<VideoTile> = {}): VideoTile => ({
  id,
  name: id,
  url: `https://x/${id}.mp4`,
  isUploading: false,
  hasError: false,
  errorMessage: null,
  ...extra,
});

describe('video tiles', () => {
  it('makes 12-letter ids', () => {
    for (let i = 0; i < 50; i += 1) expect(newVideoId()).toMatch(/^[A-Za-z]{12}$/);
  });

  it('reads saved videos and failed ones', () => {
    const tiles = tilesOf({
      status: null,
      enabled: true,
      result: null,
      talking: false,
      summary: { successful: 1, failed: 1, total_attempts: 2 },
      batch_results: [
        { id: 'abcdefghijkl', video_url: 'u', name: 'Nod', generated: true, status: null, message: null },
        { id: 'mnopqrstuvwx', video_url: null, name: 'Smile lean', generated: false, status: 'error', message: 'nope' },
      ],
    });
    expect(tiles.map((t) => [t.id, t.url, t.hasError, t.errorMessage])).toEqual([
      ['abcdefghijkl', 'u', false, null],
      ['mnopqrstuvwx', null, true, 'nope'],
    ]);
  });

  it('sends uploads by storage path, keeps failed entries, leaves uploading tiles out', () => {
    expect(
      batchOf([
        tile('a', { storagePath: 'uploads/u/a.mp4' }),
        tile('b'),
        tile('c', { isUploading: true }),
        tile('d', { hasError: true, errorMessage: 'bad', url: null }),
      ]),
    ).toEqual([
      { id: 'a', name: 'a', video_url: 'uploads/u/a.mp4' },
      { id: 'b', name: 'b', video_url: 'https://x/b.mp4' },
      { id: 'd', name: 'd', status: 'error', message: 'bad' },
    ]);
  });

  it('notices a changed set but not a reorder or an upload in flight', () => {
    expect(setChanged([tile('a'), tile('b')], [tile('b'), tile('a')])).toBe(false);
    expect(setChanged([tile('a')], [tile('a'), tile('c', { isUploading: true })])).toBe(false);
    expect(setChanged([tile('a')], [tile('a'), tile('c')])).toBe(true);
    expect(setChanged([tile('a'), tile('b')], [tile('a')])).toBe(true);
  });
});

describe('dynamics texts', () => {
  it('maps the server refusals to the spec toasts', () => {
    expect(generationRefusal('Agent not ready: Agent must be in ready state to generate movements')).toEqual({
      kind: 'warning',
      title: 'Agent not ready',
      description: 'Agent must be in ready state to generate movements',
    });
    expect(generationRefusal('Full-size image required: Agent needs a full-size image.').title).toBe('Full-size image required');
    expect(generationRefusal('Generation in progress').kind).toBe('warning');
    expect(generationRefusal(null)).toEqual({
      kind: 'error',
      title: 'Generation failed',
      description: 'Failed to generate movements',
    });
  });

  it('describes a failed upload with its size and accepts MP4 only', () => {
    expect(uploadFailureText(null, 5 * 1024 * 1024)).toBe('Upload failed (5.0 MB)');
    expect(isMp4({ name: 'a.mp4', type: 'video/mp4' })).toBe(true);
    expect(isMp4({ name: 'a.mov', type: 'video/quicktime' })).toBe(false);
    expect(isMp4({ name: 'a.MP4', type: '' })).toBe(true);
  });
});
