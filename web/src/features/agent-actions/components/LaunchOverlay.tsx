import { useCyclingEmoji } from '../../../shared/hooks/useCyclingEmoji';
import { useModalDialog } from '../hooks/useModalDialog';
import './LaunchOverlay.css';

const LAUNCH_EMOJIS = ['🚀', '✨', '🤖', '🎭', '🌟'];

/** Spec 002 2.3: 'Launching your agent...' with an animated emoji and the agent's name. */
export function LaunchOverlay({ name }: { name: string }) {
  const ref = useModalDialog();
  const emoji = useCyclingEmoji(true, 500, LAUNCH_EMOJIS);
  return (
    <dialog
      ref={ref}
      className="launch-overlay"
      aria-live="polite"
      aria-label="Launching your agent"
      data-testid="launch-overlay"
      onCancel={(event) => event.preventDefault()}
    >
      <span className="launch-overlay__emoji" aria-hidden="true">
        {emoji}
      </span>
      <p className="launch-overlay__title">Launching your agent...</p>
      <p className="launch-overlay__name">{name}</p>
    </dialog>
  );
}
