import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface Secrets {
  SESSION_SECRET: string;
  STORAGE_SIGNING_SECRET: string;
  /** The embedded NATS server's password (the services and the gateway connect with it). */
  NATS_PASSWORD: string;
  /** Seals users' personal provider keys in the conversation service's database. */
  PROVIDER_KEYS_SECRET: string;
}

const NAMES = ['SESSION_SECRET', 'STORAGE_SIGNING_SECRET', 'NATS_PASSWORD', 'PROVIDER_KEYS_SECRET'] as const;

/**
 * Secrets from the environment, or generated once and kept in <dataDir>/secrets.json: a fresh
 * random value on every start would sign everyone out and break every signed URL.
 */
export async function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  const file = join(dataDir, 'secrets.json');
  const stored = await readStored(file);
  let changed = false;
  const secrets = {} as Secrets;
  for (const name of NAMES) {
    const fromEnv = env[name];
    if (fromEnv) {
      secrets[name] = fromEnv;
      continue;
    }
    const kept = stored[name];
    if (typeof kept === 'string' && kept.length >= 32) {
      secrets[name] = kept;
      continue;
    }
    secrets[name] = stored[name] = randomBytes(48).toString('base64url');
    changed = true;
  }
  if (changed) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600); // `mode` only applies when the file is created
  }
  return secrets;
}

async function readStored(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object; fix or delete it (deleting signs everyone out)`);
  }
  return parsed as Record<string, unknown>;
}
