import { describe, expect, it } from 'vitest';
import { parseConversationEvent } from './conversationEvent';

// As the subscription delivers them: every field present, null where the type has none.
const blank = {
  at: '2025-01-01T00:00:00.000Z',
  turnId: null,
  text: null,
  source: null,
  seq: null,
  audioUrl: null,
  contentType: null,
  durationMs: null,
  visemes: null,
  richJson: null,
  code: null,
  message: null,
  reason: null,
};

describe('reading conversation events', () => {
  it('reads a sentence of audio with its mouth cues', () => {
    expect(
      parseConversationEvent({
        ...blank,
        type: 'TURN_AUDIO',
        turnId: 'turn-0001',
        seq: 0,
        audioUrl: '/api/conversations/s/audio/turn-0001/0.wav',
        durationMs: 900,
        text: 'Ahoy.',
        visemes: [{ startMs: 0, viseme: 'open' }],
      }),
    ).toMatchObject({ type: 'TURN_AUDIO', seq: 0, visemes: [{ startMs: 0, viseme: 'open' }] });
  });

  it('reads audio without timings as no cues (the face then follows the loudness)', () => {
    const event = parseConversationEvent({
      ...blank,
      type: 'TURN_AUDIO',
      turnId: 't',
      seq: 1,
      audioUrl: '/api/conversations/s/audio/t/1.mp3',
    });
    expect(event).toMatchObject({ visemes: [], text: '' });
  });

  it('refuses audio from anywhere but our own API', () => {
    expect(
      parseConversationEvent({ ...blank, type: 'TURN_AUDIO', turnId: 't', seq: 0, audioUrl: 'https://evil.example/a.wav' }),
    ).toBeNull();
  });

  it('reads a rich reply, and ignores one that is none of the shapes', () => {
    const rich = parseConversationEvent({
      ...blank,
      type: 'TURN_RICH',
      turnId: 't',
      richJson: JSON.stringify({ kind: 'slide', response: 'Here is slide 2.', slide_number: 2, question_1: 'Next?' }),
    });
    expect(rich).toMatchObject({ type: 'TURN_RICH', richJson: { kind: 'slide', slide_number: 2 } });
    expect(parseConversationEvent({ ...blank, type: 'TURN_RICH', turnId: 't', richJson: '{"kind":"poem"}' })).toBeNull();
  });

  it('reads the end of a session with its reason, and failures with their message', () => {
    expect(
      parseConversationEvent({
        ...blank,
        type: 'SESSION_ENDED',
        reason: 'credits',
        message: 'You are out of credits: top up to keep talking.',
      }),
    ).toEqual({ type: 'SESSION_ENDED', reason: 'credits', message: 'You are out of credits: top up to keep talking.' });
    expect(parseConversationEvent({ ...blank, type: 'TURN_FAILED', code: 'UNAVAILABLE', message: null })).toMatchObject({
      turnId: null,
      message: 'Something went wrong with this answer.',
    });
  });

  it('ignores what it does not know', () => {
    expect(parseConversationEvent({ ...blank, type: 'SOMETHING_NEW' })).toBeNull();
    expect(parseConversationEvent(null)).toBeNull();
  });
});
