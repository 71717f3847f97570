import { Logo } from '../shared/components/Logo';
import './main/components/main.css';

/** Any path other than the root, until its screen exists. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <Logo />
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">There is nothing at {window.location.pathname} yet.</p>
      <a className="button button--primary" href="/#create">
        Back to Avatarium
      </a>
    </main>
  );
}
