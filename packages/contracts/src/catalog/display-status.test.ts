import { describe, expect, it } from 'vitest';
import { newStatusRecord, type AgentStatusRecord } from './agent.js';
import { deriveDisplayStatus, failureText, needsFaceMarking, progressOf, type GenerationView } from './display-status.js';

const IMG = 'uploads/u/a/image.png';
const VID = 'generated/a/video.mp4';
const LIP = 'generated/a/lip.json';
const MOD = 'generated/a/model.imx';

function record(overrides: Partial<AgentStatusRecord>): GenerationView {
  return { ...newStatusRecord('essence'), status: 'processing', event_type: null, ...overrides };
}

// [rule, record, display status, progress]: every derivation rule of spec 002 4.1, in its order.
const cases: Array<[string, Partial<AgentStatusRecord>, string, number]> = [
  ['failed stays failed', { status: 'failed', event_type: 'failed', image_key: IMG }, 'failed', 10],
  ['error stays error', { status: 'error', video_key: VID, image_key: IMG }, 'error', 30],
  ['failed wins over an animal record', { status: 'failed', is_animal: true, event_type: 'animal_detected' }, 'failed', 5],
  ['ready becomes success', { status: 'ready', event_type: 'model_built', image_key: IMG, model_key: MOD }, 'success', 100],
  ['ready without media is still success', { status: 'ready' }, 'success', 100],
  [
    'animal + animal_detected + success gives animal_detected',
    { status: 'success', event_type: 'animal_detected', is_animal: true, image_key: IMG },
    'animal_detected',
    15,
  ],
  ['animal_detected needs the animal flag', { status: 'success', event_type: 'animal_detected', image_key: IMG }, 'success', 100],
  [
    'animal_detected needs status success',
    { status: 'processing', event_type: 'animal_detected', is_animal: true, image_key: IMG },
    'video_generating',
    10,
  ],
  [
    'lip_created with a model url gives finalizing',
    { event_type: 'lip_created', image_key: IMG, video_key: VID, lip_sync_key: LIP, model_key: MOD },
    'finalizing',
    99,
  ],
  [
    'lip_created with a lip-sync url gives model_building',
    { event_type: 'lip_created', image_key: IMG, video_key: VID, lip_sync_key: LIP },
    'model_building',
    85,
  ],
  [
    'lip_created with video only gives lip_sync_processing',
    { event_type: 'lip_created', video_key: VID },
    'lip_sync_processing',
    30,
  ],
  ['lip_created with image only gives video_generating', { event_type: 'lip_created', image_key: IMG }, 'video_generating', 10],
  ['lip_created with nothing gives image_generating', { event_type: 'lip_created' }, 'image_generating', 5],
  [
    'lip_created applies whatever the status (pending)',
    { status: 'pending', event_type: 'lip_created', lip_sync_key: LIP },
    'model_building',
    85,
  ],
  [
    'processing with video but no lip sync gives lip_sync_processing',
    { event_type: 'video_created', image_key: IMG, video_key: VID },
    'lip_sync_processing',
    30,
  ],
  [
    'processing with image but no video gives video_generating',
    { event_type: 'image_created', image_key: IMG },
    'video_generating',
    10,
  ],
  [
    'processing with image but no video ignores a lip sync',
    { event_type: 'image_created', image_key: IMG, lip_sync_key: LIP },
    'video_generating',
    85,
  ],
  [
    'processing with image (video and lip sync done) gives processing',
    { event_type: 'model_built', image_key: IMG, video_key: VID, lip_sync_key: LIP, model_key: MOD },
    'processing',
    99,
  ],
  ['processing with nothing gives image_generating', { event_type: 'persona_created' }, 'image_generating', 5],
  [
    'processing after face marking continues by media',
    { event_type: 'face_marked', is_animal: true, face_handled: true, image_key: IMG },
    'video_generating',
    10,
  ],
  [
    'processing with video, lip sync but no image gives image_generating',
    { video_key: VID, lip_sync_key: LIP },
    'image_generating',
    85,
  ],
  ['pending stays pending', { status: 'pending', event_type: 'created' }, 'pending', 5],
  ['a plain success is success', { status: 'success', event_type: 'model_built', model_key: MOD }, 'success', 100],
];

describe('deriveDisplayStatus and progressOf (spec 002 4.1)', () => {
  it.each(cases)('%s', (_rule, overrides, display, progress) => {
    expect(deriveDisplayStatus(record(overrides))).toBe(display);
    expect(progressOf(record(overrides))).toBe(progress);
  });

  it('only ever gives the spec progress values', () => {
    const values = new Set(cases.map(([, overrides]) => progressOf(record(overrides))));
    for (const value of values) expect([5, 10, 15, 30, 85, 99, 100]).toContain(value);
    expect([...values].sort((a, b) => a - b)).toEqual([5, 10, 15, 30, 85, 99, 100]);
  });
});

describe('needsFaceMarking (spec 002 2.5, 4.2)', () => {
  const waiting = { status: 'success', event_type: 'animal_detected', is_animal: true, image_key: IMG } as const;
  it.each([
    ['an animal waiting and not handled', waiting, true],
    ['once handled', { ...waiting, face_handled: true }, false],
    ['when the record no longer shows animal_detected with success', { ...waiting, status: 'processing' as const }, false],
    ['for a human', { ...waiting, is_animal: false }, false],
  ])('%s', (_case, overrides, expected) => {
    expect(needsFaceMarking(record(overrides))).toBe(expected);
  });
});

describe('failureText (spec 002 section 8)', () => {
  const failed = (error_type: AgentStatusRecord['error_type'], error_message: string | null = null) =>
    failureText(record({ status: 'failed', event_type: 'failed', error_type, error_message }));

  it.each([
    ['image', failed('image'), /could not create the image/],
    ['video', failed('video'), /could not create the movement video/],
    ['persona, bad image', failed('persona', 'Unsupported image format'), /could not use your image/],
    ['persona, bad video', failed('persona', 'Video could not be decoded'), /could not use your video/],
    ['persona, generic', failed('persona', 'LLM timed out'), /personality from the prompt/],
    ['lip_sync, audio', failed('lip_sync', 'Audio sample unreadable'), /could not use your voice sample/],
    ['lip_sync, video', failed('lip_sync', 'No face in video'), /from your movement video/],
    ['lip_sync, generic', failed('lip_sync', 'GPU out of memory'), /^Model generation failed while animating your agent\./],
    ['model', failed('model'), /could not build your agent's model/],
    ['credits', failed('credits'), /credits could not cover/],
    [
      'configuration shows what to configure',
      failed('configuration', 'The Expression model needs a GPU function host: set GPU_HOST_URL.'),
      /^The Expression model needs a GPU function host: set GPU_HOST_URL\./,
    ],
  ])('%s', (_case, text, pattern) => {
    expect(text).toMatch(pattern);
    expect(text).toMatch(/ Create a new agent to try again$/);
  });

  it('by default strips a leading Error and adds the support sentence', () => {
    expect(failed(null, 'Error: upstream exploded')).toBe(
      'Upstream exploded. Please create a new agent or contact support if the issue persists. Create a new agent to try again',
    );
    expect(failed(null, 'Errors are rare')).toMatch(/^Errors are rare\. Please create/);
    expect(failed(null, null)).toBe(
      'Please create a new agent or contact support if the issue persists. Create a new agent to try again',
    );
  });

  it('applies to status error too, and is null while not failed', () => {
    expect(failureText(record({ status: 'error', error_message: 'Error boom' }))).toMatch(/^Boom\. Please create/);
    expect(failureText(record({ status: 'processing', error_type: 'image' }))).toBeNull();
    expect(failureText(record({ status: 'ready' }))).toBeNull();
  });
});
