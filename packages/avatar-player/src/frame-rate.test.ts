import { describe, expect, it } from 'vitest';
import { createFrameRateMeter, framesPerSecond, recordFrame } from './frame-rate.js';

describe('frame rate meter', () => {
  it('counts the frames of the last second', () => {
    const meter = createFrameRateMeter();
    for (let time = 0; time <= 3000; time += 40) recordFrame(meter, time);
    expect(framesPerSecond(meter, 3000)).toBeCloseTo(25, 0);
  });

  it('measures a player younger than a second over its own frames', () => {
    const meter = createFrameRateMeter();
    for (let time = 0; time <= 200; time += 20) recordFrame(meter, time);
    expect(framesPerSecond(meter, 200)).toBeCloseTo(50, 0);
    expect(framesPerSecond(createFrameRateMeter(), 10)).toBe(0);
  });

  it('drops to zero when frames stop coming', () => {
    const meter = createFrameRateMeter();
    for (let time = 0; time <= 1000; time += 40) recordFrame(meter, time);
    expect(framesPerSecond(meter, 5000)).toBe(0);
  });
});
