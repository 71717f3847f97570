import { describe, expect, it } from 'vitest';
import { isHoldToTalkKey } from './holdToTalkKey';
import { canSendMessage, MESSAGE_MAX_LENGTH, messageCounterText } from './messageLimit';
import { microphoneFailureText, recordingMimeType } from './microphoneFailure';

describe('the question box', () => {
  it('allows 2000 characters and shows a counter only near the limit', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(2000);
    expect(messageCounterText(120)).toBeNull();
    expect(messageCounterText(1800)).toBe('1,800 / 2,000');
    expect(messageCounterText(2000)).toBe('2,000 / 2,000');
  });

  it('sends something, not blanks or too much', () => {
    expect(canSendMessage('  hi ')).toBe(true);
    expect(canSendMessage('   ')).toBe(false);
    expect(canSendMessage('x'.repeat(2001))).toBe(false);
  });
});

describe('push-to-talk', () => {
  it('holds Space to talk outside fields and buttons', () => {
    expect(isHoldToTalkKey({ code: 'Space', key: ' ', target: { tagName: 'BODY' } })).toBe(true);
    expect(isHoldToTalkKey({ code: 'Space', key: ' ', target: { tagName: 'TEXTAREA' } })).toBe(false);
    expect(isHoldToTalkKey({ code: 'Space', key: ' ', target: { tagName: 'BUTTON' } })).toBe(false);
    expect(isHoldToTalkKey({ code: 'Space', key: ' ', target: { tagName: 'DIV', isContentEditable: true } })).toBe(false);
    expect(isHoldToTalkKey({ code: 'KeyA', key: 'a', target: { tagName: 'BODY' } })).toBe(false);
  });

  it('says plainly when the microphone is refused or absent', () => {
    expect(microphoneFailureText(new DOMException('denied', 'NotAllowedError'))).toMatch(/Microphone access was refused/);
    expect(microphoneFailureText(new DOMException('none', 'NotFoundError'))).toMatch(/No microphone was found/);
    expect(microphoneFailureText(new Error('?'))).toMatch(/could not be used/);
  });

  it('records Opus in WebM where the browser can', () => {
    expect(recordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(recordingMimeType(() => false)).toBeUndefined();
  });
});
