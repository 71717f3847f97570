import { lazy, Suspense, useMemo } from 'react';
import { PublicCollectionPage } from '../features/collections/components/PublicCollectionPage';
import { MainPage } from '../features/main/components/MainPage';
import { ReceiptsPage } from '../features/plan/components/ReceiptsPage';
import { SettingsPage } from '../features/provider-settings/components/SettingsPage';
import { ViewerPage } from '../features/viewer/components/ViewerPage';
import { readViewerParams } from '../features/viewer/model/readViewerParams';
import { useSignUpReference } from './hooks/useSignUpReference';
import { resolveRoute } from './model/resolveRoute';
import { NotFoundPage } from './NotFoundPage';
import { PanelSkeleton } from '../shared/components/PanelSkeleton';

// Operators only: its code is not part of every visitor's first download.
const OperatorPage = lazy(() =>
  import('../features/operator/components/OperatorPage').then((module) => ({ default: module.OperatorPage })),
);

/** The page for the path (read once: moving between pages is a full navigation), plus app-wide effects. */
export function AppRoutes() {
  useSignUpReference();
  const route = useMemo(() => resolveRoute(window.location.pathname, window.location.search), []);
  const viewerParams = useMemo(() => readViewerParams(window.location.search), []);

  switch (route.name) {
    case 'main':
      return <MainPage />;
    case 'viewer':
      return <ViewerPage agentId={route.agentId} params={viewerParams} />;
    case 'collection':
      return <PublicCollectionPage userId={route.userId} collectionId={route.collectionId} />;
    case 'receipts':
      return <ReceiptsPage />;
    case 'settings':
      return <SettingsPage />;
    case 'operator':
      return (
        <Suspense fallback={<PanelSkeleton label="Loading the operator page" cards={3} />}>
          <OperatorPage />
        </Suspense>
      );
    default:
      return <NotFoundPage />;
  }
}
