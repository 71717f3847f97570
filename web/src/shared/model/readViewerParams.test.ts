import { describe, expect, it } from 'vitest';
import { readViewerParams } from './readViewerParams';

describe('readViewerParams', () => {
  it('reads the share token and whether the viewer is embedded', () => {
    expect(readViewerParams('?share=abc123&deployment=gadget')).toEqual({ share: 'abc123', collection: null, embedded: true });
  });

  it('has no token when it is missing or blank, and is a page unless deployment=gadget', () => {
    expect(readViewerParams('')).toEqual({ share: null, collection: null, embedded: false });
    expect(readViewerParams('?share=%20&deployment=page')).toEqual({ share: null, collection: null, embedded: false });
  });

  it('is embedded in the workspace overlay (?embedded), unless it says 0 or false', () => {
    expect(readViewerParams('?embedded')).toEqual({ share: null, collection: null, embedded: true });
    expect(readViewerParams('?share=t&embedded=1')).toEqual({ share: 't', collection: null, embedded: true });
    expect(readViewerParams('?embedded=0').embedded).toBe(false);
    expect(readViewerParams('?embedded=false').embedded).toBe(false);
  });
});
