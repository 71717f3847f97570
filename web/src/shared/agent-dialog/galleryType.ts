/** Spec 002 2.4: the gallery a card was opened from decides which tiles its dialog offers. */
export type GalleryType = 'user' | 'community' | 'featured';
