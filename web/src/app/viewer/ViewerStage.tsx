import type { ViewerAgentFieldsFragment } from '../../gql/graphql';
import { UNTITLED_AGENT } from '../../shared/model/untitledAgent';
import { ConversationView } from '../../features/conversation/components/ConversationView';
import { useFadingTitle } from '../../features/viewer/hooks/useFadingTitle';
import { ForegroundFrame } from '../../shared/viewer-overlays/ForegroundFrame';
import { QrOverlayStack } from '../../shared/viewer-overlays/QrOverlayStack';
import type { ViewerParams } from '../../shared/model/readViewerParams';
import './ViewerStage.css';

interface ViewerStageProps {
  agent: ViewerAgentFieldsFragment;
  params: ViewerParams;
}

/**
 * The agent full screen, ready to talk: its face, its name (fading after 5 s) and the conversation.
 * It puts the conversation feature on the viewer's page, so it lives in the app.
 */
export function ViewerStage({ agent, params }: ViewerStageProps) {
  const titleVisible = useFadingTitle();
  const name = agent.name || UNTITLED_AGENT;

  return (
    <section className="viewer-stage" aria-label={name} data-testid="viewer-stage">
      <ConversationView
        agent={{
          id: agent.id,
          name,
          imageUrl: agent.imageUrl ?? agent.posterUrl,
          posterUrl: agent.posterUrl,
          videoUrl: agent.videoUrl,
          movementClips: agent.movements,
          speech: agent.speech,
          modelType: agent.modelType,
          isOwner: agent.isOwner,
          presentsSlides: agent.presentsSlides,
        }}
        share={params.share}
        actions={agent.customActions}
        overlay={
          <>
            {agent.uiOverlay.foreground.enabled && <ForegroundFrame url={agent.uiOverlay.foreground.url} />}
            <QrOverlayStack entries={agent.uiOverlay.qr_code} />
          </>
        }
        embedded={params.embedded}
        title={
          <h1 className="viewer-stage__name" data-visible={titleVisible} data-testid="viewer-title">
            {name}
          </h1>
        }
      />
    </section>
  );
}
