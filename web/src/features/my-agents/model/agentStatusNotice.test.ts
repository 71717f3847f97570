import { describe, expect, it } from 'vitest';
import { agentStatusNotice } from './agentStatusNotice';

describe('agentStatusNotice', () => {
  it('says nothing about the first state seen or a repeated one', () => {
    expect(agentStatusNotice(undefined, { name: 'Nova', displayStatus: 'success' })).toBeNull();
    expect(agentStatusNotice('success', { name: 'Nova', displayStatus: 'success' })).toBeNull();
    expect(agentStatusNotice('pending', { name: 'Nova', displayStatus: 'image_generating' })).toBeNull();
  });

  it('announces ready, help needed and failure', () => {
    expect(agentStatusNotice('model_building', { name: 'Nova', displayStatus: 'success' })).toMatchObject({
      kind: 'ready',
      title: 'Nova is ready',
    });
    expect(agentStatusNotice('image_generating', { name: null, displayStatus: 'animal_detected' })).toMatchObject({
      kind: 'help',
      description: 'Mark face points on Untitled Agent to continue.',
    });
    expect(
      agentStatusNotice('video_generating', {
        displayStatus: 'failed',
        failureText: 'Video failed. Create a new agent to try again',
      }),
    ).toEqual({
      kind: 'failed',
      title: 'Agent Generation Failed',
      description: 'Video failed. Create a new agent to try again',
    });
  });
});
