import { describe, expect, it } from 'vitest';
import { publicOrigin, viewerUrl } from './viewer-url.js';

describe('viewerUrl', () => {
  it('is the viewer route, plus the share token, the model and extra parameters in order', () => {
    expect(viewerUrl('https://a.example', 'A00AAA0000')).toBe('https://a.example/view/A00AAA0000');
    expect(
      viewerUrl('https://a.example', 'A00AAA0000', {
        share: 'tok',
        model: 'essence',
        app: 'web',
        extra: [
          ['theme', 'dark & light'],
          ['app', 'forged'],
        ],
      }),
    ).toBe('https://a.example/view/A00AAA0000?share=tok&model=essence&app=web&theme=dark+%26+light');
  });

  it('never lets extra parameters carry a user id or replace the token or model', () => {
    const url = viewerUrl('', 'A00AAA0000', {
      share: 'tok',
      extra: [
        ['userId', 'u1'],
        ['user_id', 'u1'],
        ['share', 'forged'],
        ['model', 'expression'],
      ],
    });
    expect(url).toBe('/view/A00AAA0000?share=tok');
  });
});

describe('publicOrigin', () => {
  it('prefers the configured address, then the request origin', () => {
    expect(publicOrigin('https://public.example', 'http://10.0.0.1:4000')).toBe('https://public.example');
    expect(publicOrigin(undefined, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(publicOrigin(undefined, null)).toBe('');
  });
});
