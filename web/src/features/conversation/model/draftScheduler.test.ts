import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PAUSE_MS, DRAFT_WORD_EVERY_MS, DraftScheduler } from './draftScheduler';
import { MESSAGE_MAX_LENGTH } from './messageLimit';

const LIMIT = { maxLength: MESSAGE_MAX_LENGTH };

/** A send whose requests stay in flight until the test settles them. */
function controlledSend() {
  const requests: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = vi.fn(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        requests.push({ text, resolve, reject });
      }),
  );
  const sentTexts = () => send.mock.calls.map(([text]) => text);
  return { send, requests, sentTexts };
}

/** Lets the scheduler see a settled request (its promise callbacks run as microtasks). */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the draft scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends what is typed once the visitor pauses, not before', () => {
    const { send } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('what is the pr');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('what is the pr');
  });

  it('waits for the pause again after every keystroke and sends only the latest text', () => {
    const { send, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('how');
    vi.advanceTimersByTime(200);
    drafts.typed('how m');
    vi.advanceTimersByTime(200);
    drafts.typed('how mu');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(sentTexts()).toEqual(['how mu']);
  });

  it.each(['What does it cost?', 'Tell me more!', 'I want the blue one.'])('sends "%s" at once: it looks complete', (text) => {
    const { send } = controlledSend();
    new DraftScheduler(send, LIMIT).typed(text);
    expect(send).toHaveBeenCalledExactlyOnceWith(text);
  });

  it('sends the trimmed text, and a complete one even with trailing spaces', () => {
    const { send, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('  is it open?  \n');
    expect(sentTexts()).toEqual(['is it open?']);
  });

  it('never sends an empty text or one shorter than 3 characters', () => {
    const { send } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    for (const text of ['', '   ', 'h', 'hi', ' hi ', '?', 'ok.']) {
      drafts.typed(text);
      vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    }
    expect(send).toHaveBeenCalledExactlyOnceWith('ok.');
  });

  it('never sends a text longer than the message limit', () => {
    const { send, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('a'.repeat(MESSAGE_MAX_LENGTH + 1));
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(send).not.toHaveBeenCalled();
    drafts.typed('a'.repeat(MESSAGE_MAX_LENGTH));
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(sentTexts()).toEqual(['a'.repeat(MESSAGE_MAX_LENGTH)]);
  });

  it('never sends the same text twice in a row', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('where are you?');
    requests[0]?.resolve();
    await flush();
    drafts.typed('where are you? ');
    drafts.typed('where are you');
    drafts.typed('where are you?');
    await vi.advanceTimersByTimeAsync(DRAFT_PAUSE_MS);
    expect(sentTexts()).toEqual(['where are you?']);
  });

  it('keeps one request in flight and then sends only the latest text that waited', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('is it?');
    drafts.typed('is it open');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    drafts.typed('is it open today?');
    drafts.typed('is it open today at 9?');
    expect(sentTexts()).toEqual(['is it?']);

    requests[0]?.resolve();
    await flush();
    expect(sentTexts()).toEqual(['is it?', 'is it open today at 9?']);
  });

  it('sends the waiting text after a request that failed, too', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('first one?');
    drafts.typed('second one?');
    requests[0]?.reject(new Error('network'));
    await flush();
    expect(sentTexts()).toEqual(['first one?', 'second one?']);
  });

  it('does not send the waiting text when it is what is already in flight', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('open now?');
    drafts.typed('open now? or');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    drafts.typed('open now?');
    requests[0]?.resolve();
    await flush();
    expect(sentTexts()).toEqual(['open now?']);
  });

  it('swallows failures quietly: nothing thrown, nothing logged, later drafts still sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi
      .fn<(text: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockImplementationOnce(() => {
        throw new Error('thrown at once');
      })
      .mockResolvedValue(true);
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('first?');
    await flush();
    expect(() => drafts.typed('second?')).not.toThrow();
    await flush();
    drafts.typed('third?');
    await flush();
    expect(send.mock.calls.map(([text]) => text)).toEqual(['first?', 'second?', 'third?']);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('once the question is sent, cancels the pause and forgets the waiting text', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('can I pay?');
    drafts.typed('can I pay by card?');
    drafts.typed('can I pay by card or');
    drafts.sent();
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    requests[0]?.resolve();
    await flush();
    expect(sentTexts()).toEqual(['can I pay?']);
  });

  it('starts the next question fresh: the same text may be read ahead again', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('thanks!');
    requests[0]?.resolve();
    await flush();
    drafts.sent();
    drafts.typed('thanks!');
    expect(sentTexts()).toEqual(['thanks!', 'thanks!']);
  });

  it('sends nothing more once disposed', async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    drafts.typed('hello there?');
    drafts.typed('hello there, who');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    drafts.typed('hello there, who are you');
    drafts.dispose();
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    requests[0]?.resolve();
    await flush();
    drafts.typed('anyone there?');
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(sentTexts()).toEqual(['hello there?']);
  });

  it('takes its pause and limit from the options', () => {
    const { send, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, { pauseMs: 50, maxLength: 5 });
    drafts.typed('abcdef');
    vi.advanceTimersByTime(50);
    drafts.typed('abcd');
    vi.advanceTimersByTime(50);
    expect(sentTexts()).toEqual(['abcd']);
  });

  it("sends at a word's end while the visitor types on without pausing, at most every so often", async () => {
    const { send, requests, sentTexts } = controlledSend();
    const drafts = new DraftScheduler(send, LIMIT);
    const keystroke = (text: string) => {
      vi.advanceTimersByTime(DRAFT_PAUSE_MS - 100); // typing on: never a pause
      drafts.typed(text);
    };
    drafts.typed('What ');
    expect(sentTexts()).toEqual(['What']);
    requests[0]!.resolve();
    await flush();
    keystroke('What i');
    keystroke('What is ');
    expect(sentTexts()).toEqual(['What']); // a word's end, but too soon after the last draft
    keystroke('What is y');
    expect(DRAFT_WORD_EVERY_MS).toBeLessThanOrEqual(3 * (DRAFT_PAUSE_MS - 100));
    keystroke('What is your');
    expect(sentTexts()).toEqual(['What']); // inside a word: only a pause sends it
    drafts.typed('What is your ');
    expect(sentTexts()).toEqual(['What', 'What is your']);
  });
});
