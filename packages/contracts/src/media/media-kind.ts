import { z } from 'zod';

/** What a stored upload is, known by its content. */
export const MediaKind = z.enum(['image', 'video', 'audio', 'pdf', 'csv']);
export type MediaKind = z.infer<typeof MediaKind>;
