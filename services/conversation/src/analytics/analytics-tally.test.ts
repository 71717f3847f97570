import { describe, expect, it } from 'vitest';
import { AnalyticsTally } from './analytics-tally.js';
import { percentile } from './percentile.js';
import { groupUnanswered } from './unanswered-questions.js';

const message = (iso: string, role: 'user' | 'agent' = 'user', text = 'hi') => ({
  role,
  message: text,
  timestamp: new Date(iso),
  turnId: 't',
});

describe('analytics tally', () => {
  it('counts days, Monday-first weekdays and weekday x hour cells on the zone clock', () => {
    const tally = new AnalyticsTally('Asia/Tokyo');
    tally.add({
      id: 'a',
      createdAt: new Date('2026-03-01T14:59:00Z'), // Sunday 23:59 in Tokyo
      updatedAt: new Date('2026-03-01T15:01:00Z'),
      messages: [message('2026-03-01T14:59:00Z'), message('2026-03-01T15:01:00Z', 'agent')], // then Monday 00:01
      telemetry: {},
    });
    tally.add({
      id: 'empty',
      createdAt: new Date('2026-03-02T00:00:00Z'),
      updatedAt: new Date('2026-03-02T00:00:00Z'),
      messages: [],
      telemetry: {},
    });
    const result = tally.result();
    expect(result).toMatchObject({
      totalConversations: 1,
      totalMessages: 2,
      averageMessagesPerConversation: 2,
      conversationsByDay: [{ day: '2026-03-01', conversations: 1 }],
      conversationsByWeekday: [0, 0, 0, 0, 0, 0, 1],
      heatmap: [
        { weekday: 0, hour: 0, messages: 1 },
        { weekday: 6, hour: 23, messages: 1 },
      ],
      minutes: { billed: 0, connected: 2 },
    });
  });

  it('bills one minute per session minute a turn started in', () => {
    const tally = new AnalyticsTally('UTC');
    const start = new Date('2026-03-01T10:00:00Z');
    const turn = (iso: string) => ({
      startedAt: new Date(iso),
      sttMs: null,
      llmFirstTokenMs: 10,
      ttsFirstAudioMs: null,
      firstFrameMs: null,
      totalMs: 20,
    });
    tally.add({
      id: 'a',
      createdAt: start,
      updatedAt: new Date('2026-03-01T10:03:00Z'),
      messages: [message('2026-03-01T10:00:00Z')],
      telemetry: { t1: turn('2026-03-01T10:00:10Z'), t2: turn('2026-03-01T10:00:50Z'), t3: turn('2026-03-01T10:02:30Z') },
    });
    const result = tally.result();
    expect(result.minutes).toEqual({ billed: 2, connected: 3 });
    expect(result.latency.find((stage) => stage.stage === 'firstToken')).toEqual({
      stage: 'firstToken',
      p50Ms: 10,
      p95Ms: 10,
      turns: 3,
    });
    expect(result.latency.find((stage) => stage.stage === 'stt')).toEqual({ stage: 'stt', p50Ms: null, p95Ms: null, turns: 0 });
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('groups unanswered questions in range however they are written, most asked first', () => {
    const asked = [
      { question: 'Do you ship  abroad?', asked_at: '2026-03-03T10:00:00.000Z' },
      { question: 'do you ship abroad?', asked_at: '2026-03-02T10:00:00.000Z' },
      { question: 'Opening hours?', asked_at: '2026-03-04T10:00:00.000Z' },
      { question: 'Too old', asked_at: '2026-01-01T10:00:00.000Z' },
    ];
    expect(groupUnanswered(asked, { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') })).toEqual([
      { question: 'Do you ship  abroad?', count: 2, lastAskedAt: '2026-03-03T10:00:00.000Z' },
      { question: 'Opening hours?', count: 1, lastAskedAt: '2026-03-04T10:00:00.000Z' },
    ]);
  });
});
