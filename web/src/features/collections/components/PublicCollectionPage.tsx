import { useEffect, useState } from 'react';
import { Logo } from '../../../shared/components/Logo';
import { fetchCollectionPage, type CollectionPageAgent, type CollectionPageData } from '../api/collectionPage';
import './collections.css';

const PRODUCT_SITE = '/';
const untitled = (agent: CollectionPageAgent) => agent.name || 'Untitled Agent';
// The viewer learns which collection the visitor came from: a subscription to it pays for the talk.
const viewerOf = (agent: CollectionPageAgent, collectionId: string) =>
  `/view/${encodeURIComponent(agent.id)}?collection=${encodeURIComponent(collectionId)}`;

/**
 * /collections?userId&collectionId (spec 001): a brand's page of agents, grid or theater, its
 * logo, intro video and contact link; each agent opens the viewer. A private, missing or
 * mistyped collection reads the same: not available.
 */
export function PublicCollectionPage({ userId, collectionId }: { userId: string; collectionId: string }) {
  const [page, setPage] = useState<CollectionPageData | null | 'error' | 'loading'>('loading');
  const [introDone, setIntroDone] = useState(false);
  const [stage, setStage] = useState(0);

  useEffect(() => {
    let live = true;
    void fetchCollectionPage(userId, collectionId).then((result) => live && setPage(result));
    return () => {
      live = false;
    };
  }, [userId, collectionId]);

  useEffect(() => {
    if (page && typeof page === 'object') document.title = `${page.collection.name} · Avatarium`;
  }, [page]);

  if (page === 'loading')
    return <main className="collection-page collection-page--center" aria-busy="true" data-testid="collection-page-loading" />;
  if (page === null || page === 'error') {
    return (
      <main className="collection-page collection-page--center" data-testid="collection-unavailable">
        <Logo />
        <h1>{page === null ? 'This collection is not available' : 'The collection could not be loaded'}</h1>
        <p>{page === null ? 'The link may be wrong, or its owner has made it private.' : 'Please try again in a moment.'}</p>
        <a className="button button--primary" href="/">
          Go to Avatarium
        </a>
      </main>
    );
  }

  const { collection, agents } = page;
  const contact = collection.contact_link || PRODUCT_SITE;
  const showIntro = collection.heroshot_enabled && collection.heroshot_video && !introDone;
  const current = agents[Math.min(stage, agents.length - 1)];

  return (
    <main className="collection-page" data-testid="collection-page" data-layout={collection.layout}>
      <header className="collection-page__head">
        {collection.logo ? (
          <img className="collection-page__logo" src={collection.logo} alt={`${collection.name} logo`} />
        ) : (
          <Logo />
        )}
        <div className="collection-page__title">
          <h1>{collection.name}</h1>
          {collection.description && <p>{collection.description}</p>}
        </div>
        <a
          className="button button--ghost"
          href={`/?collectionId=${encodeURIComponent(collection.id)}#plan`}
          data-testid="collection-plans-link"
        >
          Plans
        </a>
        <a
          className="button button--secondary"
          href={contact}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="collection-contact-link"
        >
          Contact
        </a>
      </header>

      {showIntro && (
        <section className="collection-page__intro" data-testid="collection-intro">
          <video src={collection.heroshot_video!} autoPlay muted playsInline controls onEnded={() => setIntroDone(true)} />
          <button type="button" className="button button--ghost" onClick={() => setIntroDone(true)}>
            Skip intro
          </button>
        </section>
      )}

      {agents.length === 0 ? (
        <p className="collection-page__empty">No agents to show here yet.</p>
      ) : collection.layout === 'theater' && current ? (
        <section className="collection-theater" aria-label="Agents">
          <div className="collection-theater__stage" data-testid="collection-stage">
            {current.video_url ? (
              <video
                key={current.id}
                src={current.video_url}
                poster={current.poster ?? undefined}
                autoPlay
                muted
                loop
                playsInline
              />
            ) : (
              <img src={current.poster ?? current.image_url ?? ''} alt="" />
            )}
            <div className="collection-theater__caption">
              <h2>{untitled(current)}</h2>
              {current.description && <p>{current.description}</p>}
              <a className="button button--primary" href={viewerOf(current, collection.id)} data-testid="collection-launch">
                Talk to {untitled(current)}
              </a>
            </div>
          </div>
          <ul className="collection-theater__strip">
            {agents.map((agent, index) => (
              <li key={agent.id}>
                <button
                  type="button"
                  className={index === stage ? 'is-current' : ''}
                  onClick={() => setStage(index)}
                  aria-pressed={index === stage}
                  data-testid="collection-strip-item"
                >
                  {agent.poster ? <img src={agent.poster} alt="" /> : <span />}
                  <span>{untitled(agent)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <ul className="collection-page__grid" aria-label="Agents">
          {agents.map((agent) => (
            <li key={agent.id} className="card collection-page__agent">
              {agent.poster ? <img src={agent.poster} alt="" /> : <span className="collection-page__poster" />}
              <h2>{untitled(agent)}</h2>
              {agent.description && <p>{agent.description}</p>}
              <a className="button button--primary" href={viewerOf(agent, collection.id)} data-testid="collection-launch">
                Talk
              </a>
            </li>
          ))}
        </ul>
      )}
      <footer className="collection-page__footer">
        Made with <a href="/">Avatarium</a>
      </footer>
    </main>
  );
}
