import { describe, expect, it } from 'vitest';
import { overlayStage } from './overlayStage';

describe('overlayStage', () => {
  it.each([
    [0, 'Initializing'],
    [19.9, 'Initializing'],
    [20, 'Processing'],
    [55, 'Processing'],
    [89.9, 'Processing'],
    [90, 'Finalizing'],
    [99, 'Finalizing'],
    [100, 'Finalizing'],
  ])('%d%% is %s', (percent, name) => {
    expect(overlayStage(percent).name).toBe(name);
  });

  it('is complete only at 100', () => {
    expect(overlayStage(99.9).complete).toBe(false);
    expect(overlayStage(100).complete).toBe(true);
  });
});
