import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';

// Providers (issue 10): an owner adds their own key in /settings (a refused key is said so and
// kept in the field), points the agent's language model at it in the Providers dialog (the
// realtime switch resets the others), and a visitor's question is answered through that key.

const baseUrl = inject('baseUrl');
const providerKey = inject('providerKey');
const ownKeyReply = inject('ownKeyReply');

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let agentId = '';

async function newPage(width = 1280, height = 860): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage();
  const response = await owner.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `providers-owner-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  agentId = await createReadyAgent(owner, baseUrl, 'A calm librarian named Odile Brandt who recommends novels');
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('providers and personal keys', () => {
  it('an owner adds a key in Settings: a refused one is said so and stays in the field, a good one is shown masked', async () => {
    await owner.goto(`${baseUrl}/settings`);
    await owner.getByTestId('provider-keys-empty').waitFor();
    await owner.getByTestId('provider-key-platform').selectOption('openai');
    await owner.getByTestId('provider-key-input').fill('sk-e2e-wrong-key-000');
    await owner.getByTestId('provider-key-add').click();
    await expect
      .poll(() => owner.getByTestId('provider-key-problem').textContent())
      .toBe('The key was refused by openai (HTTP 401).');
    expect(await owner.getByTestId('provider-key-input').inputValue()).toBe('sk-e2e-wrong-key-000');
    await screenshot(owner, 'settings-key-refused-desktop');

    await owner.getByTestId('provider-key-input').fill(providerKey);
    await owner.getByTestId('provider-key-add').click();
    await owner.getByTestId('provider-key').first().waitFor();
    expect(await owner.getByTestId('provider-key-masked').textContent()).toBe(`••••${providerKey.slice(-4)}`);
    expect(await owner.getByTestId('provider-key-input').inputValue()).toBe('');
    expect(await owner.content()).not.toContain(providerKey);
    await owner.getByTestId('provider-key').getByRole('button', { name: 'Test' }).click();
    await expect.poll(() => owner.getByTestId('provider-key-check').textContent()).toBe('The key works.');
    await screenshot(owner, 'settings-keys-desktop');

    const phone = await newPage(390, 844);
    await phone.context().addCookies(await owner.context().cookies());
    await phone.goto(`${baseUrl}/settings`);
    await phone.getByTestId('provider-key').first().waitFor();
    await screenshot(phone, 'settings-keys-phone');
  });

  it('the Providers dialog applies the realtime rules and the agent answers through the key', { timeout: 240_000 }, async () => {
    await owner.goto(`${baseUrl}/#my-agents`);
    await owner.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
    await owner.getByTestId('action-tile-settings').click();
    await owner.getByTestId('agent-settings-dialog').waitFor();
    await owner.getByTestId('settings-tile-providers').click();
    await owner.getByTestId('providers-dialog').waitFor();
    await owner.getByTestId('providers-llm').locator('option', { hasText: 'OpenAI' }).waitFor({ state: 'attached' });
    await owner.getByTestId('providers-llm').selectOption({ label: 'OpenAI' });
    // Realtime on: one selector, the others back to the default; off again: they stay default.
    await owner.getByTestId('providers-realtime-switch').check();
    expect(await owner.getByTestId('providers-llm').count()).toBe(0);
    await owner.getByTestId('providers-realtime').waitFor();
    await owner.getByTestId('providers-realtime-switch').uncheck();
    expect(await owner.getByTestId('providers-llm').inputValue()).toBe('');
    await owner.getByTestId('providers-llm').selectOption({ label: 'OpenAI' });
    await screenshot(owner, 'settings-providers-desktop');
    await owner.getByTestId('providers-save').click();
    await owner.getByTestId('providers-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => owner.getByTestId('settings-tile-providers').textContent()).toContain('1 of 3 on your keys');

    const stored = await (await owner.request.get(`${baseUrl}/api/agents/${agentId}`)).json();
    expect(stored.providers.llm.mode).toBe('custom');

    await owner.goto(`${baseUrl}/view/${agentId}`);
    await expect.poll(() => owner.getByTestId('conversation').getAttribute('data-connection'), { timeout: 60_000 }).toBe('live');
    await owner.getByTestId('conversation-input').fill('Which book should I read next?');
    await owner.getByTestId('conversation-input').press('Enter');
    await expect
      .poll(() => owner.getByTestId('transcript-agent').last().textContent(), { timeout: 120_000 })
      .toContain(ownKeyReply);
    await screenshot(owner, 'viewer-own-key-desktop');
  });

  it(
    "with its speech on the owner's ElevenLabs key, the voice dialog picks from that account and designs there",
    { timeout: 120_000 },
    async () => {
      await owner.goto(`${baseUrl}/settings`);
      await owner.getByTestId('provider-key-platform').selectOption('elevenlabs');
      await owner.getByTestId('provider-key-input').fill(providerKey);
      await owner.getByTestId('provider-key-add').click();
      await expect.poll(() => owner.getByTestId('provider-key').count()).toBe(2);

      await owner.goto(`${baseUrl}/#my-agents`);
      await owner.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
      await owner.getByTestId('action-tile-settings').click();
      await owner.getByTestId('settings-tile-providers').click();
      await owner.getByTestId('providers-tts').locator('option', { hasText: 'ElevenLabs' }).waitFor({ state: 'attached' });
      // An ElevenLabs key speaks only: it is offered for text to speech, not for the model.
      expect(await owner.getByTestId('providers-llm').locator('option', { hasText: 'ElevenLabs' }).count()).toBe(0);
      await owner.getByTestId('providers-tts').selectOption({ label: 'ElevenLabs' });
      await owner.getByTestId('providers-save').click();
      await owner.getByTestId('providers-dialog').waitFor({ state: 'detached' });

      await owner.getByTestId('settings-tile-voice').click();
      await owner.getByTestId('provider-voices').waitFor();
      await expect.poll(() => owner.getByTestId('provider-voice-tab-default').textContent()).toBe('Default (2)');
      expect(await owner.getByTestId('provider-voice-tab-cloned').isDisabled()).toBe(true);
      await owner.getByTestId('provider-voice-select-pNInz6obpgDQGcFmaJgB').click();
      await expect
        .poll(() => owner.getByTestId('provider-voice-select-pNInz6obpgDQGcFmaJgB').textContent(), { timeout: 10_000 })
        .toBe('Selected');
      await screenshot(owner, 'settings-elevenlabs-voices-desktop');

      await owner.getByTestId('voice-design').click();
      await owner.getByTestId('design-prompt').fill('A warm storyteller with a soft Irish accent');
      await owner.getByTestId('design-generate').click();
      await owner.getByTestId('design-result').waitFor({ timeout: 30_000 });
      expect(await owner.getByTestId('design-result').textContent()).toContain('Designed by ElevenLabs');
      await owner.getByTestId('design-apply').click();
      await owner.getByTestId('design-voice-dialog').waitFor({ state: 'detached', timeout: 10_000 });
      const stored = await (await owner.request.get(`${baseUrl}/api/agents/${agentId}`)).json();
      expect(stored.voice_id).toMatch(/^designed_/);
    },
  );
});
