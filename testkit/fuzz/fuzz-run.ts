import fc from 'fast-check';
import { badBody, bodyHeaders, badSegment, deepNesting, malformedJson, unicode, badValue } from './bad-inputs.js';
import { mutationTargets, restTargets, type MutationTarget, type RestTarget } from './fuzz-targets.js';

export interface FuzzOptions {
  /** The gateway, `http://127.0.0.1:<port>`. */
  url: string;
  /** A signed-in user's `avatarium_session=...`; each case goes with it or signed out. */
  cookie: string;
  /** Cases in all, shared out over the targets. */
  runs: number;
  /** A request slower than this is a hang. */
  timeoutMs?: number;
  seed?: number;
}

export interface FuzzSummary {
  cases: number;
  ms: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
}

interface Sent {
  status: number;
  contentType: string;
  body: any;
}

/** One request; a refused connection or a timeout throws (and fails the property). */
async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Sent> {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the check below says so
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

/** Why an answer to a bad input is wrong, or null when it is right. */
function restProblem(target: RestTarget, sent: Sent): string | null {
  if (sent.status >= 500) return `answered ${sent.status}`;
  if (!/^application\/json/.test(sent.contentType)) return `answered ${sent.contentType || 'no content type'}, not JSON`;
  if (!target.mayAccept && sent.status < 400) return `accepted a bad input with ${sent.status}`;
  return null;
}

function graphqlProblem(target: MutationTarget | null, sent: Sent): string | null {
  if (sent.status >= 500) return `answered ${sent.status}`;
  if (!/^application\/(graphql-response\+)?json/.test(sent.contentType)) return `answered ${sent.contentType}, not JSON`;
  if (target && !target.mayAccept && sent.status === 200) {
    const value = Object.values((sent.body?.data as Record<string, any> | null) ?? {})[0];
    if (value === true || value?.ok === true) return 'accepted a bad input';
  }
  return null;
}

const fill = (path: string, segment: string) => path.replace(/:\w+|\*\w+/g, segment);

function restCase(target: RestTarget) {
  const [method, path] = target.key.split(' ') as [string, string];
  const names = Object.keys(target.fields);
  const query =
    method === 'GET' && names.length > 0
      ? fc
          .array(fc.tuple(fc.constantFrom(...names, '__proto__', '$where'), badSegment), { minLength: 1, maxLength: 4 })
          .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`)
      : fc.constant('');
  return fc
    .record({
      signedIn: fc.boolean(),
      segment: badSegment,
      query,
      body: method === 'GET' ? fc.constant(undefined) : badBody(target.fields),
      headers: method === 'GET' ? fc.constant({}) : bodyHeaders,
    })
    .map((c) => ({ ...c, method, path: fill(path, c.segment) + c.query }));
}

function mutationCase(target: MutationTarget) {
  const names = Object.keys(target.variables);
  const variables =
    names.length === 0
      ? fc.dictionary(unicode, unicode, { maxKeys: 3 })
      : fc
          .constantFrom(...names)
          .chain((bad) =>
            fc.tuple(
              fc.constant(bad),
              badValue(target.variables[bad]!),
              fc.tuple(...names.map((name) => badValue(target.variables[name]!))),
            ),
          )
          .map(([bad, value, others]) => ({ ...Object.fromEntries(names.map((name, i) => [name, others[i]])), [bad]: value }));
  const body = fc.oneof(
    { arbitrary: variables.map((vars) => JSON.stringify({ query: target.document, variables: vars })), weight: 8 },
    { arbitrary: malformedJson, weight: 1 },
    {
      arbitrary: deepNesting.map((nested) => `{"query":${JSON.stringify(target.document)},"variables":{"x":${nested}}}`),
      weight: 1,
    },
  );
  return fc.record({ signedIn: fc.boolean(), body });
}

/** Documents no client sends: deep selections, alias floods, garbage, operator-shaped variables. */
const badDocument = fc.oneof(
  fc.integer({ min: 20, max: 2000 }).map((depth) => `{ ${'myAgents { id '.repeat(depth)}${'}'.repeat(depth)} }`),
  fc.integer({ min: 100, max: 5000 }).map((count) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ping`).join(' ')} }`),
  fc
    .integer({ min: 100, max: 3000 })
    .map((count) => `{ ${Array.from({ length: count }, (_, i) => `c${i}: creditBalance { balance }`).join(' ')} }`),
  unicode,
  fc.constantFrom('{ __schema { types { name } } }', 'mutation { signOut } mutation { signOut }', '{ ping @skip(if: "x") }'),
);

/**
 * Sends bad inputs to every REST route and every GraphQL mutation (and bad documents to
 * /graphql), asserting each answer is JSON, never 5xx, never an acceptance of the bad input,
 * and never slower than the timeout. Throws fast-check's report on the first failure.
 */
export async function fuzzGateway(options: FuzzOptions): Promise<FuzzSummary> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const targets = restTargets.length + mutationTargets.length + 1;
  // Rounded up: with more targets than runs every target still gets one case, and the total never falls short.
  const numRuns = Math.max(1, Math.ceil(options.runs / targets));
  const summary: FuzzSummary = { cases: 0, ms: 0, statuses: {} };
  const started = performance.now();
  const parameters = { numRuns, seed: options.seed, endOnFailure: numRuns > 100 };
  const count = (sent: Sent) => {
    summary.cases += 1;
    summary.statuses[sent.status] = (summary.statuses[sent.status] ?? 0) + 1;
  };
  const cookieOf = (signedIn: boolean): Record<string, string> => (signedIn ? { cookie: options.cookie } : {});

  for (const target of restTargets) {
    await fc.assert(
      fc.asyncProperty(restCase(target), async (c) => {
        const sent = await send(
          options.url + c.path,
          { method: c.method, headers: { ...c.headers, ...cookieOf(c.signedIn) }, body: c.body },
          timeoutMs,
        );
        count(sent);
        const problem = restProblem(target, sent);
        if (problem) throw new Error(`${target.key}: ${problem}: ${JSON.stringify(sent.body).slice(0, 300)}`);
      }),
      parameters,
    );
  }
  for (const target of [...mutationTargets, null]) {
    const cases = target
      ? mutationCase(target)
      : fc.record({ signedIn: fc.boolean(), body: badDocument.map((query) => JSON.stringify({ query })) });
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const headers = { 'content-type': 'application/json', ...cookieOf(c.signedIn) };
        const sent = await send(`${options.url}/graphql`, { method: 'POST', headers, body: c.body }, timeoutMs);
        count(sent);
        const problem = graphqlProblem(target, sent);
        if (problem)
          throw new Error(`${target?.key ?? 'GraphQL document'}: ${problem}: ${JSON.stringify(sent.body).slice(0, 300)}`);
      }),
      parameters,
    );
  }
  summary.ms = performance.now() - started;
  return summary;
}
