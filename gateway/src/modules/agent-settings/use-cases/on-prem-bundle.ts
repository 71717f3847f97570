import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AgentId, catalog, type Agent } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { build } from 'esbuild';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { addMovementClips } from '../../shared/bundle-movements.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage'>;

const PAGE_DIR = new URL('../../../../../packages/avatar-player/on-prem/', import.meta.url);
export const ON_PREM_FORMAT_VERSION = 1;
export const MODEL_NOT_AVAILABLE = 'Model Not Available';

/** The owner's choices for the download: where the page asks for answers (blank: nowhere yet). */
export const OnPremQuery = z.object({
  endpoint: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'endpoint must start with http:// or https://')
    .default(''),
  model: z.string().trim().max(100).default(''),
});

let pageScript: Promise<Uint8Array> | null = null;

/** The page's script with the avatar player in it, bundled once per process from their sources. */
function onPremScript(): Promise<Uint8Array> {
  pageScript ??= build({
    entryPoints: [fileURLToPath(new URL('on-prem-page.ts', PAGE_DIR))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]!.contents);
  pageScript.catch(() => {
    pageScript = null;
  });
  return pageScript;
}

async function readAll(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const text = (value: string) => new TextEncoder().encode(value);

function configOf(agent: Agent, query: z.output<typeof OnPremQuery>) {
  const greetings = agent.custom_actions.greetings;
  return {
    formatVersion: ON_PREM_FORMAT_VERSION,
    endpoint: query.endpoint,
    model: query.model,
    apiKey: '',
    name: agent.name ?? 'Agent',
    systemPrompt: agent.system_prompt ?? '',
    language: agent.language,
    greeting: { enabled: greetings.enabled, instructions: greetings.opening_instructions },
  };
}

const README = `Running this agent on your own server
=====================================

1. Serve this folder with any static file server, e.g.  npx serve .  or  python3 -m http.server 8080
2. Open the page, press Start.
3. Answers come from an OpenAI-compatible endpoint set in config.json ("endpoint", "model",
   optional "apiKey"), e.g. a local Ollama at http://localhost:11434/v1 with "model": "llama3.2".
   Without one the agent greets and says it needs an endpoint.

The voice is your browser's speech synthesis; the mouth follows timings estimated from the text.
agent/ is the agent bundle (manifest.json and its media). Nothing here talks to the platform.
`;

/**
 * GET /api/agents/{id}/on-prem-bundle: the owner's agent as a zip that runs with no connection to
 * the platform: index.html, on-prem.js (the page and the avatar player), config.json, README.txt
 * and the agent bundle unpacked under agent/ (with its movement clips while dynamics is enabled).
 * Format: docs/on-prem-bundle.md.
 */
export async function onPremBundle(deps: Deps, ownerId: string, agentId: unknown, query: unknown) {
  const options = OnPremQuery.safeParse(query ?? {});
  if (!options.success) throw new AppError('BAD_INPUT', options.error.issues[0]?.message ?? 'Invalid request');
  const id = AgentId.safeParse(agentId);
  const agent = id.success
    ? await deps.bus.request(catalog.getAgent, { agentId: id.data, scope: { kind: 'owner', ownerId } })
    : null;
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  // No bundle yet (still generating), or its file is gone.
  if (!agent.record.model_key || !(await deps.storage.stat(agent.record.model_key)))
    throw new AppError('CONFLICT', MODEL_NOT_AVAILABLE);
  const [model, script, html] = await Promise.all([
    readAll(deps.storage, agent.record.model_key),
    onPremScript(),
    readFile(new URL('index.html', PAGE_DIR)),
  ]);
  const files: Zippable = {
    'index.html': text(html.toString('utf8')),
    'on-prem.js': script,
    'config.json': text(`${JSON.stringify(configOf(agent, options.data), null, 2)}\n`),
    'README.txt': text(README),
  };
  const bundle = unzipSync(model);
  await addMovementClips(agent, bundle, (key) => readAll(deps.storage, key));
  for (const [path, bytes] of Object.entries(bundle)) {
    // Media is compressed already: stored as it is.
    files[`agent/${path}`] = path.endsWith('.json') ? bytes : [bytes, { level: 0 }];
  }
  const zip = zipSync(files, { level: 6 });
  const name = (agent.name ?? 'agent').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'agent';
  return { fileName: `${name}-on-prem.zip`, bytes: zip };
}
