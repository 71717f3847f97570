import { useState } from 'react';
import type { ViewerAgentFieldsFragment } from '../../../gql/graphql';
import { UNTITLED_AGENT } from '../../agents/model/untitledAgent';
import './ViewerStage.css';

/**
 * The agent full screen: its poster, its idle video over it (muted, looping) and its name.
 * Conversations come with their own issue; until then the viewer shows only the agent.
 */
export function ViewerStage({ agent }: { agent: ViewerAgentFieldsFragment }) {
  const [videoFailed, setVideoFailed] = useState(false);
  const poster = agent.posterUrl ?? agent.imageUrl;
  const name = agent.name || UNTITLED_AGENT;

  return (
    <section className="viewer-stage" aria-label={name} data-testid="viewer-stage">
      {poster && <img className="viewer-stage__media viewer-stage__poster" src={poster} alt="" />}
      {agent.videoUrl && !videoFailed && (
        <video
          className="viewer-stage__media"
          src={agent.videoUrl}
          poster={poster ?? undefined}
          muted
          loop
          autoPlay
          playsInline
          aria-hidden="true"
          onError={() => setVideoFailed(true)}
          data-testid="viewer-video"
        />
      )}
      {!poster && (!agent.videoUrl || videoFailed) && <div className="viewer-stage__placeholder" aria-hidden="true" />}
      <h1 className="viewer-stage__name">{name}</h1>
    </section>
  );
}
