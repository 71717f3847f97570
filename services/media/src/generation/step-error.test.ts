import { ProviderError } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES, toStepError } from './step-error.js';

describe('toStepError', () => {
  it('says the GPU host redirected us, not that the owner should try another video', () => {
    const failed = toStepError(new ProviderError('gpu-host', 'gpu-host: HTTP 302: Found', false, 302), 'video');
    expect(failed.type).toBe('video');
    expect(failed.message).toBe(
      'The GPU host answered with a redirect (302), which is not followed. This is not a problem with your files; please try again later.',
    );
    expect(failed.message).not.toContain('under 30 seconds');
  });

  it("names the provider's own failures (unreachable, busy, 5xx) and keeps the step's text for a refusal of what we sent", () => {
    expect(toStepError(new ProviderError('gpu-host', 'gpu-host: fetch failed', true), 'image').message).toBe(
      'The GPU host could not be reached or sent an answer we cannot use. This is not a problem with your files; please try again later.',
    );
    expect(toStepError(new ProviderError('gpu-host', 'x', true, 503), 'lip_sync')).toMatchObject({
      message: 'The GPU host failed (503). This is not a problem with your files; please try again later.',
      retryable: true,
    });
    expect(toStepError(new ProviderError('openai', 'x', true, 429), 'persona').message).toContain('OpenAI was too busy');
    expect(toStepError(new ProviderError('gpu-host', 'x', false, 422), 'video').message).toBe(FAILURE_MESSAGES.video);
    expect(toStepError(new ProviderError('gpu-host', 'x', false, 401), 'video').type).toBe('configuration');
  });
});
