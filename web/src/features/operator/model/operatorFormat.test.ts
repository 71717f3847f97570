import { describe, expect, it } from 'vitest';
import { formatBytes, formatLatency, formatUptime, latencyLabel } from './operatorFormat';

describe('operator page formats', () => {
  it('shows uptimes in the two largest units', () => {
    expect(formatUptime(45)).toBe('45s');
    expect(formatUptime(725)).toBe('12m 5s');
    expect(formatUptime(3 * 3600 + 12 * 60 + 40)).toBe('3h 12m');
    expect(formatUptime(2 * 86_400 + 4 * 3600)).toBe('2d 4h');
  });

  it('shows memory in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(1.4 * 1024 ** 3)).toBe('1.4 GB');
  });

  it('shows latencies in ms below a second and marks the unmeasured', () => {
    expect(formatLatency(0.0042)).toBe('4 ms');
    expect(formatLatency(0.0001)).toBe('1 ms');
    expect(formatLatency(1.84)).toBe('1.8 s');
    expect(formatLatency(42.3)).toBe('42 s');
    expect(formatLatency(null)).toBe('—');
  });

  it('names the histograms in words', () => {
    expect(latencyLabel('avatarium_http_request_duration_seconds', null)).toBe('HTTP requests');
    expect(latencyLabel('avatarium_generation_step_duration_seconds', 'video')).toBe('Creation step: video');
    expect(latencyLabel('avatarium_conversation_turn_stage_seconds', 'first_audio')).toBe('Turn, to first audio');
  });
});
