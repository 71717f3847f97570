/** Spec 002 2.5 'Help needed' overlay: the pipeline waits for the user to mark the face. */
export function FaceHelpOverlay({ onMarkFace }: { onMarkFace: () => void }) {
  return (
    <div className="face-help" data-testid="agent-card-help">
      <p className="face-help__text">Locate facial features for better generation quality</p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={(event) => {
          event.stopPropagation();
          onMarkFace();
        }}
        data-testid="agent-card-mark-face"
      >
        Mark Face Points
      </button>
    </div>
  );
}
