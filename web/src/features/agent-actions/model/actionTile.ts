/** The tiles of the action dialog that exist so far (spec 002 2.6; Settings, Skills, Analytics come later). */
export type ActionTile = 'launch' | 'share' | 'embed' | 'download' | 'clone' | 'delete';
