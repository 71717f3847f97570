import { describe, expect, it } from 'vitest';
import { embeddedViewerUrl } from './embeddedViewerUrl';
import { readViewerParams } from '../../../shared/model/readViewerParams';
import { isViewerEscapeMessage, VIEWER_ESCAPE_MESSAGE } from './viewerFrameMessages';

describe('the viewer in the workspace overlay', () => {
  it('is the viewer route marked embedded, so it hides its brand', () => {
    const url = embeddedViewerUrl('agent_123');
    expect(url).toBe('/view/agent_123?embedded=1');
    expect(readViewerParams(url.slice(url.indexOf('?')))).toEqual({ share: null, collection: null, embedded: true });
    expect(embeddedViewerUrl('a b', 'tok')).toBe('/view/a%20b?embedded=1&share=tok');
  });

  it('recognises only its own Escape message', () => {
    expect(isViewerEscapeMessage({ type: VIEWER_ESCAPE_MESSAGE })).toBe(true);
    expect(isViewerEscapeMessage({ type: 'other' })).toBe(false);
    expect(isViewerEscapeMessage('avatarium:viewer-escape')).toBe(false);
  });
});
