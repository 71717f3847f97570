export type CreatePanelId = 'model' | 'media' | 'ideas' | 'help';

/** The four toggle panels, with their mobile (< 768 px) labels. */
export const CREATE_PANELS: readonly { id: CreatePanelId; label: string; shortLabel: string; icon: string }[] = [
  {
    id: 'model',
    label: 'Model Selection',
    shortLabel: 'Model',
    icon: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  },
  {
    id: 'media',
    label: 'Media Uploads',
    shortLabel: 'Media',
    icon: 'M4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M4 5.5h16v13H4zM15.5 9.5a1.5 1.5 0 1 0 0-.01',
  },
  {
    id: 'ideas',
    label: 'Prompt Ideas',
    shortLabel: 'Idea',
    icon: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  },
  {
    id: 'help',
    label: 'Help & Tips',
    shortLabel: 'Tip',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01',
  },
];
