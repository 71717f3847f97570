import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../shared/model/embedSnippet';
import { embedUrl } from '../../../shared/model/embedUrl';
import { fallbackShareUrl } from '../../../shared/share-link/fallbackShareUrl';
import { failureText } from './failureText';
import { modelDownloadState } from './modelDownloadState';
import { resolveShareUrl } from '../../../shared/share-link/resolveShareUrl';

const ORIGIN = 'https://avatarium.example';

describe('share links (spec 002 2.11 and section 7)', () => {
  it('falls back to the viewer base address plus the agent id', () => {
    expect(fallbackShareUrl(ORIGIN, 'A12BCD3456')).toBe('https://avatarium.example/view/A12BCD3456');
    expect(resolveShareUrl(null, ORIGIN, 'A12BCD3456')).toBe('https://avatarium.example/view/A12BCD3456');
    expect(resolveShareUrl('', ORIGIN, 'A12BCD3456')).toBe('https://avatarium.example/view/A12BCD3456');
    expect(resolveShareUrl('javascript:alert(1)', ORIGIN, 'A12BCD3456')).toBe('https://avatarium.example/view/A12BCD3456');
  });

  it("keeps the server's link, made absolute when it is a path", () => {
    expect(resolveShareUrl('/view/A12BCD3456?share=tok', ORIGIN, 'A12BCD3456')).toBe(
      'https://avatarium.example/view/A12BCD3456?share=tok',
    );
    expect(resolveShareUrl('https://other.example/view/A12BCD3456', ORIGIN, 'A12BCD3456')).toBe(
      'https://other.example/view/A12BCD3456',
    );
  });

  it('adds deployment=gadget for embedding and keeps the share token', () => {
    expect(embedUrl('https://avatarium.example/view/A12BCD3456?share=tok')).toBe(
      'https://avatarium.example/view/A12BCD3456?share=tok&deployment=gadget',
    );
    expect(embedUrl('https://avatarium.example/view/A12BCD3456')).toBe(
      'https://avatarium.example/view/A12BCD3456?deployment=gadget',
    );
    expect(embedUrl('https://avatarium.example/view/A12BCD3456?deployment=page')).toBe(
      'https://avatarium.example/view/A12BCD3456?deployment=gadget',
    );
  });

  it('writes an iframe snippet with escaped attributes', () => {
    const snippet = embedSnippet('https://a.example/view/A1?share=t&deployment=gadget', 'Say "hi" <3');
    expect(snippet).toContain('src="https://a.example/view/A1?share=t&amp;deployment=gadget"');
    expect(snippet).toContain('title="Say &quot;hi&quot; &lt;3"');
    expect(snippet.startsWith('<iframe ')).toBe(true);
  });
});

describe('modelDownloadState', () => {
  it('downloads with a model URL, processes while generating, and is not available otherwise', () => {
    expect(modelDownloadState('/files/m.imx', 'success')).toBe('available');
    expect(modelDownloadState(null, 'pending')).toBe('processing');
    expect(modelDownloadState(null, 'model_building')).toBe('processing');
    expect(modelDownloadState(null, 'success')).toBe('unavailable');
    expect(modelDownloadState(undefined, 'failed')).toBe('unavailable');
  });
});

describe('failureText', () => {
  it("uses the server's words, or the default when there are none", () => {
    expect(failureText({ message: 'You do not own this agent' }, 'Failed to update category')).toBe('You do not own this agent');
    expect(failureText({ message: '  ' }, 'Failed to update category')).toBe('Failed to update category');
    expect(failureText(null, 'Failed to update category')).toBe('Failed to update category');
  });
});
