import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';

// Docs that are always right (issue 29): at 390 px the public API reference read from
// /api/openapi.json, then GraphiQL at /graphql for a signed-in developer (introspection allowed
// to them in production, as `npm start` runs it), a query run in it; no CSP violation anywhere.

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

// Runs in every page (plain text: the root tsconfig has no DOM types): each CSP refusal is reported to the test.
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (event) =>
  window.reportCsp([event.violatedDirective, event.blockedURI, location.pathname, event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber].join(' ')));`;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.exposeFunction('reportCsp', (violation: string) => problems.push(`CSP violation: ${violation}`));
  await context.addInitScript({ content: REPORT_CSP });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const overflowsSideways = () =>
  page.evaluate(() => {
    type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
    const root = (globalThis as unknown as Root).document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

describe('developer docs (390 px)', () => {
  it('shows the REST reference to anyone: operations by tag, their auth, scope and body, keyboard reachable', async () => {
    await page.goto(`${baseUrl}/docs/api`);
    await page.getByRole('heading', { name: 'API reference' }).waitFor();
    await page.getByRole('heading', { name: 'Developer', exact: true }).waitFor();
    expect(await page.locator('details.api-operation').count()).toBeGreaterThan(100);

    await page.getByLabel('Find an operation').fill('POST developer keys');
    const create = page.locator('details#postDeveloperKeys');
    await create.waitFor();
    // Keyboard: focus the operation's summary and open it with Enter.
    await create.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => create.getAttribute('open')).not.toBeNull();
    const text = await create.textContent();
    expect(text).toContain('Create an API key');
    expect(text).toContain('Not with a key: the owner’s session only');
    expect(text).toContain('"scopes"');
    expect(await overflowsSideways()).toBe(false);
    await screenshot(page, 'developer-docs-reference-390');

    await page.getByLabel('Find an operation').fill('GET agents id image');
    const image = page.locator('details#getAgentsIdImage');
    await image.locator('summary').click();
    expect(await image.textContent()).toContain('agents:read');

    await page.getByLabel('Find an operation').fill('no such operation anywhere');
    await page.getByText('No operation matches').waitFor();
  });

  it('asks a signed-out browser at /graphql to sign in', async () => {
    await page.goto(`${baseUrl}/graphql`);
    await page.getByTestId('graphiql-sign-in').waitFor();
  });

  it('gives a signed-in developer GraphiQL at /graphql: the schema docs load and a query runs', async () => {
    const email = `docs-${Date.now()}@example.com`;
    const signUp = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { email, password: 'correct horse battery' } });
    expect(signUp.status()).toBe(201);

    await page.goto(`${baseUrl}/#developer`);
    const reference = page.getByRole('link', { name: 'REST API reference' });
    await reference.waitFor();
    expect(await reference.getAttribute('href')).toBe('/docs/api');
    expect(await page.getByRole('link', { name: 'GraphQL explorer' }).getAttribute('href')).toBe('/graphql');
    await screenshot(page, 'developer-docs-card-390');

    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    // The schema came by introspection (allowed to a signed-in developer): the docs list the root types.
    await page
      .getByRole('button', { name: /Documentation Explorer/ })
      .first()
      .click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => page.locator('.result-window').textContent(), { timeout: 15_000 }).toContain(email);
    // At 390 px nothing runs off the side: the docs sit above the editor.
    expect(await overflowsSideways()).toBe(false);
    expect(await page.locator('.graphiql-container').evaluate((element) => element.scrollLeft)).toBe(0);
    await screenshot(page, 'developer-docs-graphiql-390');
  });

  it('had no CSP violation and no script error on any of these pages', async () => {
    expect(problems.filter((problem) => /CSP violation|Content Security Policy|Refused to/i.test(problem))).toEqual([]);
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
  });
});
