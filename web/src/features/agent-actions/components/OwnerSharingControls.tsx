import { useState } from 'react';
import type { AgentShareFieldsFragment } from '../../../gql/graphql';
import { useAgentVisibility } from '../hooks/useAgentVisibility';
import { useAnonymousAccess } from '../hooks/useAnonymousAccess';
import { ChangeCategoryDialog } from './ChangeCategoryDialog';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { ToggleSwitch } from '../../../shared/components/ToggleSwitch';

/**
 * Spec 002 2.11 / 4.3, owner only: community visibility (making it public asks for the
 * category first) and anonymous access. Both show the cache's state, which the mutations
 * update optimistically and roll back on failure.
 */
export function OwnerSharingControls({ agent }: { agent: AgentShareFieldsFragment }) {
  const visibility = useAgentVisibility();
  const anonymous = useAnonymousAccess();
  const [choosingCategory, setChoosingCategory] = useState(false);
  const isPublic = agent.visibility === 'public';

  return (
    <section className="share-section" aria-labelledby="share-owner-title">
      <h3 id="share-owner-title" className="share-section__title">
        Sharing settings
      </h3>
      <ToggleSwitch
        label="Show in Community"
        description={isPublic ? `Public under ${agent.category}` : 'Private: only visible to you'}
        checked={isPublic}
        disabled={visibility.updating}
        onChange={(makePublic) => (makePublic ? setChoosingCategory(true) : void visibility.update(agent, false))}
        testId="visibility-toggle"
      />
      <ToggleSwitch
        label="Anonymous access"
        description={
          agent.anonymousEnabled ? 'Anyone with the link; you cover usage' : 'Viewers sign in and use their own credits'
        }
        checked={agent.anonymousEnabled}
        disabled={anonymous.updating}
        onChange={(enabled) => void anonymous.update(agent.id, enabled)}
        testId="anonymous-toggle"
      />
      {choosingCategory && (
        <DialogErrorBoundary onClose={() => setChoosingCategory(false)}>
          <ChangeCategoryDialog
            title="Choose a Category"
            current={agent.category}
            confirmLabel="Make Public"
            busy={visibility.updating}
            onClose={() => setChoosingCategory(false)}
            onConfirm={(category) => {
              void visibility.update(agent, true, category).then(() => setChoosingCategory(false));
            }}
          />
        </DialogErrorBoundary>
      )}
    </section>
  );
}
