const LINKS = [
  {
    href: '/docs/api',
    title: 'REST API reference',
    text: 'Every /api path with its parameters, bodies, answers and the API key scope it needs.',
  },
  {
    href: '/graphql',
    title: 'GraphQL explorer',
    text: 'GraphiQL on the live schema: browse the docs, run queries with your session or a key.',
  },
  {
    href: '/api/openapi.json',
    title: 'OpenAPI 3.1 document',
    text: 'The same reference as JSON, for client generators and API tools.',
  },
];

/** The Developer tab's documentation (issue 29): always the running server's own, self-hosted. */
export function DocumentationCard() {
  return (
    <section className="card developer__card developer-docs-card" aria-labelledby="developer-docs-title">
      <h2 id="developer-docs-title" className="developer__card-title">
        <svg className="developer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M6 3.5h9l3 3V20.5H6zM9 10h6M9 13.5h6M9 17h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Documentation
      </h2>
      <ul className="developer-docs-card__links">
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="developer-docs-card__link">
              {link.title}
            </a>
            <p className="developer__card-text">{link.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
