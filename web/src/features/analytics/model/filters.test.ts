import { describe, expect, it } from 'vitest';
import { dateRangeLimits, rangeToApply } from './dateRangeLimits';
import { exportUrl } from './exportUrl';
import { daysOnWeekday, firstMatchingConversation } from './heatmapMatch';
import { messageText } from './messageText';

describe('date filter limits (spec 003 section 5)', () => {
  it('limits the start to the end, or the latest day, and the end to the start', () => {
    expect(dateRangeLimits('', '', '2026-11-20')).toEqual({ startMax: '2026-11-20', endMin: undefined });
    expect(dateRangeLimits('2026-11-02', '2026-11-10', '2026-11-20')).toEqual({ startMax: '2026-11-10', endMin: '2026-11-02' });
    expect(dateRangeLimits('', '', null)).toEqual({ startMax: undefined, endMin: undefined });
    expect(rangeToApply('2026-11-02', '')).toEqual({ from: '2026-11-02', to: null });
    expect(rangeToApply('2026-11-12', '2026-11-02')).toBeNull();
  });

  it('exports the filtered set in the chosen zone', () => {
    expect(exportUrl('A1', 'America/New_York', '2026-11-01', null, 'json')).toBe(
      '/api/analytics/export?agent_id=A1&tz=America%2FNew_York&from=2026-11-01&format=json',
    );
    expect(exportUrl('A1', 'UTC', null, null, 'csv')).toBe('/api/analytics/export?agent_id=A1&tz=UTC&format=csv');
  });
});

describe('heatmap cell to Chat History', () => {
  it('finds the days of the weekday, then the first conversation with a message in that hour', () => {
    const days = [
      { day: '2026-11-30', conversations: 2 },
      { day: '2026-11-23', conversations: 1 },
      { day: '2026-11-24', conversations: 4 },
      { day: '2026-11-16', conversations: 0 },
    ];
    expect(daysOnWeekday(days, 0)).toEqual(['2026-11-23', '2026-11-30']);
    const conversations = [
      { id: 'a', createdAt: '2026-11-23T08:50:00Z', messages: [{ timestamp: '2026-11-23T08:50:00Z' }] },
      {
        id: 'b',
        createdAt: '2026-11-23T09:55:00Z',
        messages: [{ timestamp: '2026-11-23T09:55:00Z' }, { timestamp: '2026-11-23T10:01:00Z' }],
      },
      { id: 'c', createdAt: '2026-11-23T10:20:00Z', messages: [{ timestamp: '2026-11-23T10:20:00Z' }] },
    ];
    expect(firstMatchingConversation(conversations, 'UTC', 0, 10)?.id).toBe('b');
    expect(firstMatchingConversation(conversations, 'UTC', 0, 3)).toBeNull();
    // 09:55 UTC is 04:55 in New York (EST).
    expect(firstMatchingConversation(conversations, 'America/New_York', 0, 4)?.id).toBe('b');
  });
});

describe('message text', () => {
  it('shows the response of a JSON reply and any other text as written', () => {
    expect(messageText('Hello')).toBe('Hello');
    expect(messageText('{"response":"Try these","products":[{"name":"Mug"}]}')).toBe('Try these');
    expect(messageText('{broken')).toBe('{broken');
    expect(messageText('{"products":[]}')).toBe('{"products":[]}');
  });
});

describe('tile faces', () => {
  it('words counts and finds the busiest entry', async () => {
    const { averageLabel, busiestIndex, chatsLabel, messagesLabel } = await import('./tileFaces');
    expect(chatsLabel(1)).toBe('1 chat');
    expect(chatsLabel(3)).toBe('3 chats');
    expect(messagesLabel(12)).toBe('12 messages');
    expect(averageLabel(4.25)).toBe('4.3');
    expect(averageLabel(4)).toBe('4');
    expect(busiestIndex([0, 2, 5, 5, 1, 0, 0])).toBe(2);
    expect(busiestIndex([0, 0])).toBeNull();
  });
});

describe('latency labels', () => {
  it('words stage names and durations', async () => {
    const { latencyLabel, stageLabel } = await import('./latencyLabels');
    expect(stageLabel('stt')).toBe('Speech recognised');
    expect(stageLabel('firstToken')).toBe('First token');
    expect(stageLabel('firstFrame')).toBe('First frame');
    expect(stageLabel('first_token')).toBe('First token');
    expect(stageLabel('speechStartedAt')).toBe('Speech started at');
    expect(latencyLabel(412.6)).toBe('413 ms');
    expect(latencyLabel(12_340)).toBe('12.3 s');
    expect(latencyLabel(null)).toBe('—');
  });
});
