import { LineIcon } from '../../../shared/components/LineIcon';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { CREATE_PANELS, type CreatePanelId } from '../model/createPanels';
import './PanelToggles.css';

interface PanelTogglesProps {
  open: CreatePanelId | null;
  onToggle: (panel: CreatePanelId) => void;
  mediaCount: number;
}

/** The four panel toggles; opening one closes the others (short labels on mobile). */
export function PanelToggles({ open, onToggle, mediaCount }: PanelTogglesProps) {
  const isMobile = useIsMobile();
  return (
    <div className="panel-toggles" role="group" aria-label="Creation options">
      {CREATE_PANELS.map((panel) => {
        const expanded = open === panel.id;
        return (
          <button
            key={panel.id}
            type="button"
            className={expanded ? 'panel-toggle panel-toggle--open' : 'panel-toggle'}
            aria-expanded={expanded}
            aria-controls={`create-panel-${panel.id}`}
            aria-label={isMobile ? panel.label : undefined}
            onClick={() => onToggle(panel.id)}
            data-testid={`panel-toggle-${panel.id}`}
          >
            <LineIcon d={panel.icon} viewBox="0 0 24 24" size={17} strokeWidth={1.7} />
            <span>{isMobile ? panel.shortLabel : panel.label}</span>
            {panel.id === 'media' && mediaCount > 0 && (
              <span className="panel-toggle__count" aria-label={`${mediaCount} selected`}>
                {mediaCount}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
