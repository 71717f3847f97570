import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from './conversationEvent';
import { EMPTY_TRANSCRIPT, isAwaitingAnswer, transcriptReducer, type Transcript } from './transcript';

const run = (actions: Parameters<typeof transcriptReducer>[1][], from: Transcript = EMPTY_TRANSCRIPT) =>
  actions.reduce(transcriptReducer, from);
const event = (value: ConversationEvent) => ({ type: 'event' as const, event: value });
const texts = (transcript: Transcript) =>
  transcript.entries.map((entry) => `${entry.kind}:${'text' in entry ? entry.text : entry.message}`);

describe('the transcript', () => {
  it('shows a typed question at once and the answer as it streams, then the stored reply', () => {
    const asked = run([{ type: 'questionSent', localId: 'l1', text: 'Who are you?', source: 'text' }]);
    expect(texts(asked)).toEqual(['visitor:Who are you?']);
    expect(isAwaitingAnswer(asked)).toBe(true);

    const streaming = run(
      [
        event({ type: 'TURN_STARTED', turnId: 'turn-0001', source: 'text', text: 'Who are you?' }),
        { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
        event({ type: 'TURN_DELTA', turnId: 'turn-0001', text: 'I am ' }),
        event({ type: 'TURN_DELTA', turnId: 'turn-0001', text: 'Marlow' }),
      ],
      asked,
    );
    expect(texts(streaming)).toEqual(['visitor:Who are you?', 'agent:I am Marlow']);
    expect(isAwaitingAnswer(streaming)).toBe(false);

    const sources = [{ row: 4, question: 'Who is the captain?' }];
    const done = run([event({ type: 'TURN_DONE', turnId: 'turn-0001', text: 'I am Marlow, a captain.', sources })], streaming);
    expect(texts(done)).toEqual(['visitor:Who are you?', 'agent:I am Marlow, a captain.']);
    expect(done.entries[1]).toMatchObject({ status: 'done', sources });
  });

  it('shows a question asked elsewhere with the same session once, whichever of send reply and event comes first', () => {
    const transcript = run([
      { type: 'questionSent', localId: 'l1', text: 'Hi', source: 'text' },
      { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
      event({ type: 'TURN_STARTED', turnId: 'turn-0001', source: 'text', text: 'Hi' }),
      event({ type: 'TURN_STARTED', turnId: 'turn-0002', source: 'text', text: 'From another tab' }),
    ]);
    expect(texts(transcript)).toEqual(['visitor:Hi', 'visitor:From another tab']);
  });

  it('shows a spoken question as Transcribing… until its words are known', () => {
    const spoken = run([
      { type: 'questionSent', localId: 'l1', text: '', source: 'speech' },
      { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
      event({ type: 'TURN_STARTED', turnId: 'turn-0001', source: 'speech', text: '' }),
    ]);
    expect(spoken.entries).toHaveLength(1);
    expect(spoken.entries[0]).toMatchObject({ transcribing: true });
    expect(isAwaitingAnswer(spoken)).toBe(false);

    const heard = run([event({ type: 'TURN_TRANSCRIPT', turnId: 'turn-0001', text: 'What is your ship called?' })], spoken);
    expect(heard.entries[0]).toMatchObject({ transcribing: false, text: 'What is your ship called?' });
  });

  it('marks a stopped answer, even one stopped before its first word', () => {
    const stopped = run([
      { type: 'questionSent', localId: 'l1', text: 'Tell me a story', source: 'text' },
      { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
      event({ type: 'TURN_INTERRUPTED', turnId: 'turn-0001' }),
    ]);
    expect(stopped.entries[1]).toMatchObject({ kind: 'agent', status: 'interrupted', text: '' });
    expect(isAwaitingAnswer(stopped)).toBe(false);
  });

  it('shows a failed turn with Retry for the same question', () => {
    const failed = run([
      { type: 'questionSent', localId: 'l1', text: 'Hello?', source: 'text' },
      { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
      event({
        type: 'TURN_FAILED',
        turnId: 'turn-0001',
        code: 'UNAVAILABLE',
        message: 'The language model is not available: it did not answer',
      }),
    ]);
    expect(failed.entries.at(-1)).toMatchObject({
      kind: 'failure',
      message: 'The language model is not available: it did not answer',
      retryText: 'Hello?',
    });
  });

  it('drops an unheard recording on failure: there is nothing to retry', () => {
    const failed = run([
      { type: 'questionSent', localId: 'l1', text: '', source: 'speech' },
      { type: 'questionAccepted', localId: 'l1', turnId: 'turn-0001' },
      event({ type: 'TURN_FAILED', turnId: 'turn-0001', code: 'UNAVAILABLE', message: 'Speech recognition is not available' }),
    ]);
    expect(texts(failed)).toEqual(['failure:Speech recognition is not available']);
    expect(failed.entries[0]).toMatchObject({ retryText: null });
  });

  it('keeps a question the server refused, with Retry', () => {
    const refused = run([
      { type: 'questionSent', localId: 'l1', text: 'Hi', source: 'text' },
      { type: 'questionRefused', localId: 'l1', message: 'Your question could not be sent: check your connection.' },
    ]);
    expect(texts(refused)).toEqual(['visitor:Hi', 'failure:Your question could not be sent: check your connection.']);
    expect(refused.entries[1]).toMatchObject({ retryText: 'Hi' });
  });

  it('attaches a rich reply to the turn', () => {
    const rich = run([
      event({ type: 'TURN_STARTED', turnId: 'turn-0001', source: 'text', text: 'Ideas?' }),
      event({
        type: 'TURN_RICH',
        turnId: 'turn-0001',
        richJson: { kind: 'suggestions', response: 'Ask me about:', question_1: 'Ships' },
      }),
    ]);
    expect(rich.entries[1]).toMatchObject({ kind: 'agent', rich: { kind: 'suggestions', question_1: 'Ships' } });
  });
});

describe('a stopped answer', () => {
  it('stays stopped when its last words were already on their way', () => {
    const transcript = run([
      event({ type: 'TURN_STARTED', turnId: 'turn-0001', source: 'text', text: 'Story?' }),
      event({ type: 'TURN_DELTA', turnId: 'turn-0001', text: 'Once upon' }),
      event({ type: 'TURN_INTERRUPTED', turnId: 'turn-0001' }),
      event({ type: 'TURN_DONE', turnId: 'turn-0001', text: 'Once upon a time', sources: [] }),
    ]);
    expect(transcript.entries[1]).toMatchObject({ status: 'interrupted' });
  });
});

describe('a resumed conversation (after a reload)', () => {
  const message = (turnId: string, role: 'user' | 'agent', text: string) => ({ turnId, role, text, rich: null });

  it('shows each question with its answer, keeps a rich reply, and reads an unanswered question as stopped', () => {
    const suggestions = { kind: 'suggestions' as const, response: 'Ask me about:', question_1: 'Ships' };
    const transcript = run([
      { type: 'questionSent', localId: 'l1', text: 'Left over', source: 'text' },
      {
        type: 'restore',
        runningTurnId: null,
        messages: [
          message('turn-0001', 'agent', 'Welcome aboard!'),
          message('turn-0002', 'user', 'Tell me a story'),
          // Stopped by the next question: its words were stored after that question.
          message('turn-0003', 'user', 'Ideas?'),
          message('turn-0002', 'agent', 'Once upon'),
          { ...message('turn-0003', 'agent', 'Ask me about:'), rich: suggestions },
          message('turn-0004', 'user', 'Still there?'),
        ],
      },
    ]);
    expect(texts(transcript)).toEqual([
      'agent:Welcome aboard!',
      'visitor:Tell me a story',
      'agent:Once upon',
      'visitor:Ideas?',
      'agent:Ask me about:',
      'visitor:Still there?',
      'agent:',
    ]);
    expect(transcript.entries[4]).toMatchObject({ rich: suggestions, status: 'done' });
    expect(transcript.entries[6]).toMatchObject({ status: 'interrupted' });
    expect(isAwaitingAnswer(transcript)).toBe(false);
  });

  it('leaves the running turn to its live events', () => {
    const resumed = run([{ type: 'restore', runningTurnId: 'turn-0002', messages: [message('turn-0002', 'user', 'And then?')] }]);
    expect(isAwaitingAnswer(resumed)).toBe(true);
    const answered = run(
      [
        event({ type: 'TURN_DELTA', turnId: 'turn-0002', text: 'the end' }),
        event({ type: 'TURN_DONE', turnId: 'turn-0002', text: 'And then, the end.', sources: [] }),
      ],
      resumed,
    );
    expect(texts(answered)).toEqual(['visitor:And then?', 'agent:And then, the end.']);
  });
});
