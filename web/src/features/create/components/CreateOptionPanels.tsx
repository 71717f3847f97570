import type { ReactNode } from 'react';
import { CREATE_PANELS, type CreatePanelId } from '../model/createPanels';
import type { ModelChoice, SelectedMediaMap } from '../model/creationRequest';
import type { InspirationState } from '../model/inspirationState';
import type { MediaKind } from '../model/mediaKinds';
import { HelpTips } from './HelpTips';
import { MediaUploads } from './MediaUploads';
import { ModelSelection } from './ModelSelection';
import { PromptIdeas } from './PromptIdeas';
import './CreateOptionPanels.css';

interface CreateOptionPanelsProps {
  open: CreatePanelId | null;
  model: ModelChoice;
  onModelChange: (model: ModelChoice) => void;
  media: SelectedMediaMap;
  onSelectMedia: (kind: MediaKind, file: File) => void;
  onRemoveMedia: (kind: MediaKind) => void;
  inspiration: InspirationState;
  onUsePrompt: (prompt: string) => void;
  busy: boolean;
}

/**
 * The four panels under the prompt; only the open one shows. Closed panels stay mounted
 * (hidden) so chosen media, their previews and file inputs live on.
 */
export function CreateOptionPanels(props: CreateOptionPanelsProps) {
  const content: Record<CreatePanelId, ReactNode> = {
    model: <ModelSelection model={props.model} onChange={props.onModelChange} disabled={props.busy} />,
    media: (
      <MediaUploads media={props.media} onSelect={props.onSelectMedia} onRemove={props.onRemoveMedia} disabled={props.busy} />
    ),
    ideas: props.open === 'ideas' && <PromptIdeas inspiration={props.inspiration} onUsePrompt={props.onUsePrompt} />,
    help: <HelpTips />,
  };

  return (
    <>
      {CREATE_PANELS.map((panel) => (
        <section
          key={panel.id}
          id={`create-panel-${panel.id}`}
          className="create-panel"
          aria-label={panel.label}
          hidden={props.open !== panel.id}
          data-testid={`create-panel-${panel.id}`}
        >
          <h2 className="create-panel__title">{panel.label}</h2>
          {content[panel.id]}
        </section>
      ))}
    </>
  );
}
