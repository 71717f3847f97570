import type { ComponentProps } from 'react';
import { CollectionPlansEditor } from '../../../features/collection-plans/components/CollectionPlansEditor';
import { CollectionsView } from '../../../features/collections/components/CollectionsView';
import { MarkFaceDialog } from '../../../features/face-marking/components/MarkFaceDialog';
import { MyAgentsPanel } from '../../../features/my-agents/components/MyAgentsPanel';
import type { MyAgentsSlots } from '../../../features/my-agents/model/myAgentsSlots';

type MyAgentsTabProps = Omit<ComponentProps<typeof MyAgentsPanel>, keyof MyAgentsSlots>;

/** The my-agents tab with what it opens from other features: the collections (with their plans editor) and Mark Face. */
export function MyAgentsTab(props: MyAgentsTabProps) {
  return (
    <MyAgentsPanel
      {...props}
      renderCollections={(collections) => (
        <CollectionsView
          {...collections}
          renderPlansEditor={(collectionId) => <CollectionPlansEditor collectionId={collectionId} />}
        />
      )}
      renderMarkFace={(agent) => <MarkFaceDialog {...agent} />}
    />
  );
}
