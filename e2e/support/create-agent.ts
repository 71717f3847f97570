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
  // The create tab keeps its panels open between creations in one page: open, never toggle shut.
  const mediaToggle = page.getByTestId('panel-toggle-media');
  if ((await mediaToggle.getAttribute('aria-expanded')) !== 'true') await mediaToggle.click();
  await page.getByTestId('media-input-image').setInputFiles(facePhoto);
  await page.getByTestId('media-card-image').waitFor();
  await page.getByTestId('create-prompt').fill(prompt);
  // The new agent's id from the server's reply: on my-agents the cached list (without it) shows
  // first, so "the first card" can still be an older, ready agent for a moment.
  // The web app starts it with its createAgent mutation (issue 25 finding 4).
  const generated = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'CreateAgent',
  );
  await page.getByTestId('create-generate').click();
  const reply = (await (await generated).json()) as { data?: { createAgent?: { ok: boolean; agentId: string | null } } };
  const agentId = reply.data?.createAgent?.agentId;
  if (!reply.data?.createAgent?.ok || !agentId) throw new Error(`the generation was not started: ${JSON.stringify(reply)}`);
  await waitUntil(
    'the my-agents tab',
    async () => new URL(page.url()).hash,
    (hash) => hash === '#my-agents',
    { timeout: 20_000 },
  );
  const card = page.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`);
  await waitUntil(
    'the new card to reach Ready',
    () => card.getAttribute('data-display-status'),
    (status) => status === 'success',
    {
      timeout: 60_000,
    },
  );
  return agentId;
}
