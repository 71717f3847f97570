import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../tools/infra/index.js';
import { waitUntil } from './wait-until.js';

export const facePhoto = path.join(repoRoot, 'services/media/test-fixtures/face.jpg');

/**
 * Creates an agent as a user does (a prompt and a face photo on the create tab) and waits for
 * its card to reach Ready; returns its id. Usable in `beforeAll` (no expect inside).
 */
export async function createReadyAgent(page: Page, baseUrl: string, prompt: string): Promise<string> {
  await page.goto(`${baseUrl}/#create`);
  await page.getByTestId('panel-toggle-media').click();
  await page.getByTestId('media-input-image').setInputFiles(facePhoto);
  await page.getByTestId('media-card-image').waitFor();
  await page.getByTestId('create-prompt').fill(prompt);
  await page.getByTestId('create-generate').click();
  await waitUntil(
    'the my-agents tab',
    async () => new URL(page.url()).hash,
    (hash) => hash === '#my-agents',
    { timeout: 20_000 },
  );
  const card = page.getByTestId('agent-card').first();
  await waitUntil(
    'the new card to reach Ready',
    () => card.getAttribute('data-display-status'),
    (status) => status === 'success',
    {
      timeout: 60_000,
    },
  );
  const agentId = await card.getAttribute('data-agent-id');
  if (!agentId) throw new Error('the new card names no agent id');
  return agentId;
}
