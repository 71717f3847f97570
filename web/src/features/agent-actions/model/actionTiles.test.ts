import { describe, expect, it } from 'vitest';
import { actionTiles } from './actionTiles';
import { showsChangeCategory } from './showsChangeCategory';

const READY_TILES = ['launch', 'share', 'embed', 'download', 'clone'];

describe('actionTiles (spec 002 2.6)', () => {
  it('offers every tile on an own ready agent, settings, skills and analytics, then delete last', () => {
    expect(actionTiles('success', 'user')).toEqual([...READY_TILES, 'settings', 'skills', 'analytics', 'delete']);
  });

  it.each(['pending', 'processing', 'image_generating', 'model_building', 'animal_detected', 'finalizing', 'failed', 'error'])(
    'offers only settings, skills, analytics and delete on an own agent that is %s',
    (status) => {
      expect(actionTiles(status, 'user')).toEqual(['settings', 'skills', 'analytics', 'delete']);
    },
  );

  it.each(['community', 'featured'] as const)('treats %s cards as ready whatever their status, without delete', (gallery) => {
    expect(actionTiles('success', gallery)).toEqual(READY_TILES);
    expect(actionTiles('processing', gallery)).toEqual(READY_TILES);
  });
});

describe('showsChangeCategory', () => {
  it('shows the button on community cards to the owner only', () => {
    expect(showsChangeCategory('community', true)).toBe(true);
    expect(showsChangeCategory('community', false)).toBe(false);
    expect(showsChangeCategory('user', true)).toBe(false);
    expect(showsChangeCategory('featured', true)).toBe(false);
  });
});
