import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';
import { E2E_OPERATOR_EMAIL } from './support/global-setup.js';

// For the people who run it (issue 31): the operator opens /operator on the running platform,
// sees every process and queue, watches a creation land in the media service's latencies, and
// reads the same from /metrics of the gateway and of media; nobody else gets in.

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(email: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { email, password: 'correct horse battery' } });
  if (response.status() !== 201) {
    // The operator may have signed up in an earlier test of this run.
    const signIn = await page.request.post(`${baseUrl}/api/auth/signin`, { data: { email, password: 'correct horse battery' } });
    if (signIn.status() !== 200) throw new Error(`sign-in failed: HTTP ${signIn.status()}`);
  }
  return page;
}

/** A sample's value from Prometheus text (the sum over the lines that match). */
function sampleSum(body: string, name: string, labelPart = ''): number {
  return body
    .split('\n')
    .filter((line) => line.startsWith(name) && line.includes(labelPart))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The media service's admin port under `npm start`: PORT + 100 + its place in name order. */
const mediaMetricsUrl = () => {
  const url = new URL(baseUrl);
  return `http://127.0.0.1:${Number(url.port) + 104}/metrics`;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the operator page and /metrics on the running platform', () => {
  it('shows the operator every process and queue, and a creation moving the media latencies and counters', async () => {
    const operator = await signedInPage(E2E_OPERATOR_EMAIL, 1280, 900);
    await operator.goto(`${baseUrl}/`);
    await operator.getByTestId('operator-link').click();
    await operator.waitForURL(`${baseUrl}/operator`);
    const processes = operator.getByRole('table', { name: 'Processes' });
    await processes.waitFor();
    for (const name of ['catalog', 'conversation', 'credits', 'gateway', 'knowledge', 'media']) {
      await processes.getByRole('cell', { name, exact: true }).first().waitFor();
    }
    await operator.getByRole('table', { name: 'JetStream streams and consumers' }).getByText('generation-worker').waitFor();

    const before = await (await fetch(mediaMetricsUrl())).text();
    const stepsBefore = sampleSum(before, 'avatarium_generation_step_duration_seconds_count', 'outcome="ok"');
    const creator = await signedInPage(`operator-e2e-creator-${Date.now()}@example.com`, 1280, 900);
    await createReadyAgent(creator, baseUrl, 'A calm lighthouse keeper named Ivo who explains the tides');

    // The page refreshes by itself every 5 s: the creation's steps show up in media's last hour.
    await operator.getByRole('cell', { name: 'Creation step: video' }).waitFor({ timeout: 20_000 });
    await screenshot(operator, 'operator-desktop');

    const after = await (await fetch(mediaMetricsUrl())).text();
    // One creation runs its six steps once each (persona, image, face, video, lip, model).
    expect(sampleSum(after, 'avatarium_generation_step_duration_seconds_count', 'outcome="ok"') - stepsBefore).toBe(6);
    expect(sampleSum(after, 'avatarium_nats_handled_duration_seconds_count', 'subject="media.generation.start"')).toBeGreaterThan(
      0,
    );
    const gateway = await fetch(`${baseUrl}/metrics`);
    expect(gateway.status).toBe(200);
    const gatewayBody = await gateway.text();
    // The web app creates through its createAgent mutation (issue 25 finding 4), not POST /api/generate-agent.
    expect(
      sampleSum(
        gatewayBody,
        'avatarium_graphql_operation_duration_seconds_count',
        'type="mutation",field="createAgent",outcome="ok"',
      ),
    ).toBeGreaterThanOrEqual(1);
    // Through a proxy (as a visitor would come) it is any unknown path: the web app, no metrics.
    const proxied = await fetch(`${baseUrl}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(await proxied.text()).not.toContain('avatarium_');
  }, 240_000);

  it('fits a phone: the tables scroll in their boxes, the page does not', async () => {
    const phone = await signedInPage(E2E_OPERATOR_EMAIL, 390, 844);
    await phone.goto(`${baseUrl}/operator`);
    await phone.getByRole('table', { name: 'Processes' }).waitFor();
    const overflow = Number(await phone.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'operator-phone');
  });

  it('keeps everyone else out, without a link to it', async () => {
    const visitor = await signedInPage(`not-an-operator-${Date.now()}@example.com`, 1280, 900);
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByTestId('settings-link').waitFor();
    expect(await visitor.getByTestId('operator-link').count()).toBe(0);
    await visitor.goto(`${baseUrl}/operator`);
    await visitor.getByText('Only operators can see the operator page.').waitFor();
    await visitor.getByRole('button', { name: 'Try Again' }).waitFor();
  });
});
