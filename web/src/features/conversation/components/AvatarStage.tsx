import type { RefObject } from 'react';
import type { AvatarPlayerState } from '../hooks/useAvatarPlayer';

interface AvatarStageProps {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Shown while the player loads, and instead of it when it cannot play. */
  poster: string | null;
  playerState: AvatarPlayerState;
  speaking: boolean;
}

/** The agent's face: the player's canvas, with the poster over it until the first frame can be drawn. */
export function AvatarStage({ canvasRef, poster, playerState, speaking }: AvatarStageProps) {
  return (
    <div className="avatar-stage" data-player-state={playerState} data-speaking={speaking}>
      <canvas ref={canvasRef} className="avatar-stage__canvas" aria-hidden="true" data-testid="avatar-canvas" />
      {playerState !== 'ready' &&
        (poster ? (
          <img className="avatar-stage__poster" src={poster} alt="" data-testid="avatar-poster" />
        ) : (
          <div className="avatar-stage__placeholder" aria-hidden="true" />
        ))}
      {playerState === 'loading' && <span className="spinner avatar-stage__spinner" aria-hidden="true" />}
    </div>
  );
}
