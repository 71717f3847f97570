import { lazy, Suspense, useMemo } from 'react';
import { MainPage } from './main/components/MainPage';
import { readViewerParams } from '../shared/model/readViewerParams';
import { useSignUpReference } from './hooks/useSignUpReference';
import type { AppRoute } from './model/appRoute';
import { resolveRoute } from './model/resolveRoute';
import { NotFoundPage } from './NotFoundPage';
import { PanelSkeleton } from '../shared/components/PanelSkeleton';

// Only the workspace is in the first download; every other page loads when it is the one opened.
const OperatorPage = lazy(() =>
  import('../features/operator/components/OperatorPage').then((module) => ({ default: module.OperatorPage })),
);
const ViewerRoute = lazy(() => import('./viewer/ViewerRoute').then((module) => ({ default: module.ViewerRoute })));
const PublicCollectionPage = lazy(() =>
  import('../features/collections/components/PublicCollectionPage').then((module) => ({ default: module.PublicCollectionPage })),
);
const ReceiptsPage = lazy(() =>
  import('../features/plan/components/ReceiptsPage').then((module) => ({ default: module.ReceiptsPage })),
);
const SettingsPage = lazy(() =>
  import('../features/provider-settings/components/SettingsPage').then((module) => ({ default: module.SettingsPage })),
);
const ApiReferencePage = lazy(() =>
  import('../features/developer-docs/components/ApiReferencePage').then((module) => ({ default: module.ApiReferencePage })),
);
// GraphiQL and its editor are a chunk of their own (vite.config.ts), fetched only on /graphql.
const GraphiqlPage = lazy(() =>
  import('../features/developer-docs/components/GraphiqlPage').then((module) => ({ default: module.GraphiqlPage })),
);

/** The page for the path (read once: moving between pages is a full navigation), plus app-wide effects. */
export function AppRoutes() {
  useSignUpReference();
  const route = useMemo(() => resolveRoute(window.location.pathname, window.location.search), []);
  const viewerParams = useMemo(() => readViewerParams(window.location.search), []);

  return <Suspense fallback={<PanelSkeleton label="Loading" cards={2} />}>{pageFor(route, viewerParams)}</Suspense>;
}

function pageFor(route: AppRoute, viewerParams: ReturnType<typeof readViewerParams>) {
  switch (route.name) {
    case 'main':
      return <MainPage />;
    case 'viewer':
      return <ViewerRoute agentId={route.agentId} params={viewerParams} />;
    case 'collection':
      return <PublicCollectionPage userId={route.userId} collectionId={route.collectionId} />;
    case 'receipts':
      return <ReceiptsPage />;
    case 'settings':
      return <SettingsPage />;
    case 'operator':
      return <OperatorPage />;
    case 'apiReference':
      return <ApiReferencePage />;
    case 'graphiql':
      return <GraphiqlPage />;
    default:
      return <NotFoundPage />;
  }
}
