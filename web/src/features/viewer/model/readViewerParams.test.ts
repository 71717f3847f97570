import { describe, expect, it } from 'vitest';
import { readViewerParams } from './readViewerParams';

describe('readViewerParams', () => {
  it('reads the share token and whether the viewer is embedded', () => {
    expect(readViewerParams('?share=abc123&deployment=gadget')).toEqual({ share: 'abc123', embedded: true });
  });

  it('has no token when it is missing or blank, and is a page unless deployment=gadget', () => {
    expect(readViewerParams('')).toEqual({ share: null, embedded: false });
    expect(readViewerParams('?share=%20&deployment=page')).toEqual({ share: null, embedded: false });
  });
});
