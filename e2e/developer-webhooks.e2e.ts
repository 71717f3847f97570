import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedWith, startWebhookReceiver } from '../testkit/developer/webhook-receiver.js';
import { screenshot } from './support/browser.js';
import { overflowsSideways, phoneOwner } from './support/phone-owner.js';

// Developer platform, part 2 (issue 29): on a phone-width Developer tab an owner adds a webhook
// endpoint (a local receiver), sees its secret once, sends a test event the receiver can verify,
// reads the delivery log, turns the endpoint off and deletes it.

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ browser, page } = await phoneOwner(baseUrl, 'webhooks'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.stop();
});

describe('webhooks on the Developer tab (390 px)', () => {
  it('adds an endpoint shown once, sends a verified test event, logs it, disables and deletes it', async () => {
    await page.goto(`${baseUrl}/#developer`);
    await page.getByTestId('webhooks-empty').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'developer-webhooks-empty-390');

    await page.getByTestId('webhook-new').click();
    await page.getByTestId('webhook-create-dialog').waitFor();
    await page.getByTestId('webhook-url').fill('https://10.0.0.1/hooks');
    await page.getByTestId('webhook-create').click();
    await expect.poll(() => page.getByTestId('webhook-problem').textContent()).toContain('public address');

    await page.getByTestId('webhook-url').fill(`${receiver.url}/e2e`);
    await page.getByTestId('webhook-description').fill('My server');
    await page.getByTestId('webhook-event-conversation.ended').check();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'developer-webhooks-create-390');
    await page.getByTestId('webhook-create').click();
    const field = page.getByTestId('webhook-secret');
    await field.waitFor();
    const secret = await field.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'developer-webhooks-reveal-390');
    await page.getByTestId('webhook-done').click();

    const row = page.getByTestId('webhook-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(`${receiver.url}/e2e`);
    expect(await row.textContent()).toContain('conversation.ended');
    expect(await page.content()).not.toContain(secret);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'developer-webhooks-list-390');

    await row.getByTestId('webhook-test').click();
    await expect.poll(() => receiver.at('/e2e').length, { timeout: 10_000 }).toBe(1);
    const [request] = receiver.at('/e2e');
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'webhook.test' });
    expect(signedWith(secret, request!)).toBe(true);

    await row.getByTestId('webhook-log').click();
    const log = page.getByTestId('webhook-deliveries-dialog');
    await log.waitFor();
    await expect.poll(() => log.getByTestId('webhook-delivery').first().textContent(), { timeout: 10_000 }).toContain('HTTP 200');
    expect(await log.textContent()).toContain('Delivered');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'developer-webhooks-log-390');
    await log.getByTestId('webhook-resend').first().click();
    await expect.poll(() => receiver.at('/e2e').length, { timeout: 10_000 }).toBe(2);
    expect(receiver.at('/e2e')[1]!.headers['avatarium-event-id']).toBe(request!.headers['avatarium-event-id']);
    await expect.poll(() => log.getByTestId('webhook-delivery').count(), { timeout: 10_000 }).toBe(2);
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });

    await row.getByTestId('webhook-enabled').click();
    await expect.poll(() => row.getByTestId('webhook-enabled').isChecked()).toBe(false);
    await expect.poll(() => row.textContent()).toContain('Disabled');

    await row.getByTestId('webhook-delete').click();
    await page.getByTestId('webhook-delete-confirm').click();
    await page.getByTestId('webhooks-empty').waitFor();
  });
});
