import { describe, expect, it } from 'vitest';
import type { AgentDisplayStatus } from '../../../gql/graphql';
import { displayStatusLabel } from './displayStatusLabel';
import { generationSteps } from './generationSteps';
import { showsProgress } from './showsProgress';
import { needsFaceHelp } from './needsFaceHelp';

describe('displayStatusLabel', () => {
  it.each([
    ['pending', 'Starting...'],
    ['processing', 'Generating...'],
    ['image_generating', 'Creating Image'],
    ['video_generating', 'Creating Video'],
    ['lip_sync_processing', 'Adding Movement'],
    ['model_building', 'Building Model'],
    ['animal_detected', 'Help needed'],
    ['finalizing', 'Finalizing'],
    ['success', 'Ready'],
    ['failed', 'Failed'],
    ['error', 'Error'],
  ] as [AgentDisplayStatus, string][])('%s reads %s', (status, label) => {
    expect(displayStatusLabel(status).label).toBe(label);
  });

  it('colours ready, help and failures apart', () => {
    expect(displayStatusLabel('success').tone).toBe('ready');
    expect(displayStatusLabel('animal_detected').tone).toBe('help');
    expect(displayStatusLabel('error').tone).toBe('failed');
    expect(displayStatusLabel('model_building').tone).toBe('working');
  });
});

describe('generationSteps', () => {
  const states = (progress: number) => generationSteps(progress).map((step) => `${step.name}:${step.state}`);

  it('starts on Likeness', () => {
    expect(states(5)).toEqual(['Likeness:active', 'Dynamics:waiting', 'Model:waiting']);
  });

  it('moves on with the spec percentages', () => {
    expect(states(10)).toEqual(['Likeness:done', 'Dynamics:active', 'Model:waiting']);
    expect(states(15)).toEqual(['Likeness:done', 'Dynamics:active', 'Model:waiting']);
    expect(states(30)).toEqual(['Likeness:done', 'Dynamics:done', 'Model:active']);
    expect(states(85)).toEqual(['Likeness:done', 'Dynamics:done', 'Model:active']);
    expect(states(99)).toEqual(['Likeness:done', 'Dynamics:done', 'Model:done']);
  });
});

describe('showsProgress', () => {
  it('hides progress for success, failed and error', () => {
    expect(showsProgress('success')).toBe(false);
    expect(showsProgress('failed')).toBe(false);
    expect(showsProgress('error')).toBe(false);
    expect(showsProgress('animal_detected')).toBe(true);
    expect(showsProgress('pending')).toBe(true);
  });
});

describe('needsFaceHelp', () => {
  it('asks for help until the face is handled', () => {
    expect(needsFaceHelp({ displayStatus: 'animal_detected', faceHandled: false })).toBe(true);
    expect(needsFaceHelp({ displayStatus: 'animal_detected', faceHandled: true })).toBe(false);
    expect(needsFaceHelp({ displayStatus: 'video_generating', faceHandled: false })).toBe(false);
  });
});
