import { CollectionPlansView } from '../../../features/collection-plans/components/CollectionPlansView';
import { PlanPage } from '../../../features/plan/components/PlanPage';
import type { Session } from '../../../shared/session/useSession';

/** The plan tab; opened with a collectionId it shows that collection's plans (collection-plans) when it has any. */
export function PlanTab({ session }: { session: Session }) {
  return (
    <PlanPage
      session={session}
      renderCollectionPlans={({ collectionId, fallback }) => (
        <CollectionPlansView collectionId={collectionId} session={session} fallback={fallback} />
      )}
    />
  );
}
