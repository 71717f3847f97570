import type { DynamicsFieldsFragment } from '../../../gql/graphql';

/** Spec 003 section 3, Dynamics video tile. `storagePath` names a new upload when saving. */
export interface VideoTile {
  id: string;
  name: string;
  url: string | null;
  storagePath?: string | null;
  isUploading: boolean;
  progress?: number;
  hasError: boolean;
  errorMessage: string | null;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 12 random letters (spec 003 sections 3, 9). */
export function newVideoId(random: () => number = Math.random): string {
  return Array.from({ length: 12 }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('');
}

/** The saved videos as tiles, in the order the server lists them. */
export function tilesOf(dynamics: DynamicsFieldsFragment | null | undefined): VideoTile[] {
  return (dynamics?.batch_results ?? []).map((video) => ({
    id: video.id,
    name: video.name ?? video.id,
    url: video.video_url ?? null,
    isUploading: false,
    hasError: video.status === 'error',
    errorMessage: video.status === 'error' ? (video.message ?? null) : null,
  }));
}

/** What Save Changes sends: every finished tile (uploads by their storage path), failed ones kept. */
export function batchOf(tiles: readonly VideoTile[]) {
  return tiles
    .filter((tile) => !tile.isUploading)
    .map((tile) =>
      tile.hasError
        ? { id: tile.id, name: tile.name, status: 'error', message: tile.errorMessage ?? '' }
        : { id: tile.id, name: tile.name, video_url: tile.storagePath ?? tile.url ?? '' },
    );
}

/** Whether the set of videos differs from the saved one (ids, in any order). */
export function setChanged(saved: readonly VideoTile[], current: readonly VideoTile[]): boolean {
  const before = new Set(saved.map((tile) => tile.id));
  const after = current.filter((tile) => !tile.isUploading).map((tile) => tile.id);
  return before.size !== after.length || after.some((id) => !before.has(id));
}
