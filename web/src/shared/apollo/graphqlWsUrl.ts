/** The graphql-ws endpoint on the page's own host, so the session cookie travels with it. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/graphql`;
}
