/** The tiles of the action dialog that exist so far (spec 002 2.6; Skills and Analytics come later). */
export type ActionTile = 'launch' | 'share' | 'embed' | 'download' | 'clone' | 'settings' | 'skills' | 'delete';
