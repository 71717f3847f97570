import type { ActionTile } from '../model/actionTile';

/** Stroke paths on a 24 px grid, one per tile. */
const PATHS: Record<ActionTile, string> = {
  launch: 'M5 19l3-3m-1-6l7 7m-9-2l2-5 9-7-2 9-5 2z',
  share: 'M7 12a2.5 2.5 0 110-.01M17 6a2.5 2.5 0 110-.01M17 18a2.5 2.5 0 110-.01M9.2 10.8l5.6-3.3M9.2 13.2l5.6 3.3',
  embed: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 6l-3 12',
  download: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14',
  clone: 'M9 9h10v10H9zM5 15V5h10',
  settings:
    'M12 9a3 3 0 110 6 3 3 0 010-6zM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8',
  // A book: what the agent knows.
  skills: 'M5 5.5A2.5 2.5 0 017.5 3H19v15H7.5A2.5 2.5 0 005 20.5zM5 20.5A2.5 2.5 0 017.5 18H19v3H7.5M9 7.5h6M9 11h4',
  // Bars of a chart: how conversations went.
  analytics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  delete: 'M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 11v5M13.5 11v5',
};

export function ActionTileIcon({ tile }: { tile: ActionTile }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="action-tile__icon">
      <path d={PATHS[tile]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
