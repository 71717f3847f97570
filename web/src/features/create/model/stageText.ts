import type { CreationStage } from './creationTypes';

const MEDIA_LABEL = { image: 'image', video: 'video', audio: 'voice sample' } as const;

/** The status line's text for a creation stage. */
export function stageText(stage: CreationStage): string {
  switch (stage.kind) {
    case 'checking':
      return 'Checking your credit balance...';
    case 'uploading': {
      const of = stage.count > 1 ? ` (${stage.position} of ${stage.count})` : '';
      return `Uploading ${MEDIA_LABEL[stage.media]}${of}... ${Math.round(stage.percent)}%`;
    }
    case 'starting':
      return 'Starting generation...';
  }
}
