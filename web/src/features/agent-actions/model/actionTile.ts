/** The tiles of the action dialog (spec 002 2.6). */
export type ActionTile = 'launch' | 'share' | 'embed' | 'download' | 'clone' | 'settings' | 'skills' | 'analytics' | 'delete';
