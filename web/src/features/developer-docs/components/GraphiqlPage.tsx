import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import { useSession } from '../../../shared/session/useSession';
import { createGraphiqlFetcher } from '../model/graphiqlFetcher';
import './graphiqlPage.css';

const STARTER = `# The Avatarium GraphQL API: the schema is in the docs panel (the book icon).
# Run with Ctrl-Enter. Scripts send an API key as the header
# {"Authorization": "Bearer av_live_…"} (Headers tab below).
query Me {
  me {
    id
    email
  }
}
`;

/** GET /graphql in a browser (issue 29): GraphiQL on our own bundle, for signed-in developers. */
export function GraphiqlPage() {
  const session = useSession();
  // Results off the wire carry formatted errors; GraphiQL's type names the server-side GraphQLError.
  const fetcher = useMemo(() => createGraphiqlFetcher(window.location.origin) as GraphiQLProps['fetcher'], []);
  if (session.status === 'loading') return <PanelSkeleton label="Loading GraphiQL" cards={1} />;
  if (session.status === 'error') {
    return (
      <ErrorState
        title="Error Loading GraphiQL"
        message="We could not load your session."
        detail={session.message}
        onRetry={session.retry}
      />
    );
  }
  if (session.status === 'signedOut') {
    return (
      <main className="graphiql-page graphiql-page--signed-out">
        <SignInPrompt
          testId="graphiql-sign-in"
          title="Sign In to Explore the GraphQL API"
          description="The schema explorer is for signed-in developers. The REST reference is public at /docs/api."
        />
      </main>
    );
  }
  return (
    <main className="graphiql-page" aria-label="GraphiQL">
      <GraphiQL fetcher={fetcher} defaultQuery={STARTER} />
    </main>
  );
}
