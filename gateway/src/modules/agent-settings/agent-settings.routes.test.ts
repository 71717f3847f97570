import { agentSettings } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatingAgentOf, publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { smallPng } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const overlayOf = (client: TestClient, id: string) => client.get(`/api/agents/${id}/ui-overlay`);
const putOverlay = (client: TestClient, id: string, json: unknown) =>
  client.request('PUT', `/api/agents/${id}/ui-overlay`, { json });
const patchAgent = (client: TestClient, id: string, json: unknown) => client.request('PATCH', `/api/agents/${id}`, { json });

function imageForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const customActions = {
  greetings: { opening_instructions: 'Welcome the visitor to the bakery and ask what they would like.', enabled: true },
  auto_refresh: { enabled: true, idle_timeout: 120 },
  keyword_triggers: {
    enabled: true,
    triggers: [
      { keywords: ['  menu ', 'prices'], url: 'https://example.com/menu' },
      { keywords: [], url: 'https://example.com/dropped' },
      { keywords: ['contact'], url: '' },
    ],
  },
  session_timeout: { enabled: true, timeout_seconds: 600, timeout_message: '', redirect_url: '  ' },
};

describe('UI overlay (GET and PUT /api/agents/{id}/ui-overlay)', () => {
  it('starts empty, saves QR codes (blank ones dropped, title defaulted) and a frame, and reads them back', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await overlayOf(owner.client, agent.id)).data).toEqual({
      success: true,
      ui_overlay: { qr_code: [], foreground: { enabled: false, url: '' } },
    });
    const saved = await putOverlay(owner.client, agent.id, {
      qr_code: [
        { original_url: 'https://example.com/menu', enabled: true, title: '' },
        { original_url: '   ', enabled: true },
        { original_url: 'https://example.com/offer', enabled: false, title: 'Offer' },
      ],
      foreground: { enabled: true, url: '/overlays/frame-2.png' },
    });
    expect(saved.status).toBe(200);
    const expected = {
      qr_code: [
        { original_url: 'https://example.com/menu', enabled: true, title: 'Scan me' },
        { original_url: 'https://example.com/offer', enabled: false, title: 'Offer' },
      ],
      foreground: { enabled: true, url: '/overlays/frame-2.png' },
    };
    expect(saved.data.ui_overlay).toEqual(expected);
    expect((await overlayOf(owner.client, agent.id)).data.ui_overlay).toEqual(expected);
    expect((await storedAgent(stack, agent))?.ui_overlay).toEqual(expected);
  });

  it('accepts the older single-object QR form and the legacy border path, migrated', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const saved = await putOverlay(owner.client, agent.id, {
      ui_overlay: {
        qr_code: { original_url: 'https://example.com', enabled: true, title: 'Hi' },
        foreground: { enabled: true, url: '/border/border-3.png' },
      },
    });
    expect(saved.data.ui_overlay).toEqual({
      qr_code: [{ original_url: 'https://example.com', enabled: true, title: 'Hi' }],
      foreground: { enabled: true, url: '/overlays/frame-3.png' },
    });
  });

  it('refuses a bad URL, a switched-on frame without an image, a foreign image, and too many QR codes', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const none = { enabled: false, url: '' };
    const cases: Array<[unknown, string]> = [
      [{ qr_code: [{ original_url: 'javascript:alert(1)' }], foreground: none }, 'https://'],
      [{ qr_code: [], foreground: { enabled: true, url: '' } }, 'needs an image'],
      [
        {
          qr_code: [],
          foreground: { enabled: true, url: '/api/overlay-images/abcdefghijkl/00000000-0000-4000-8000-000000000000.png' },
        },
        'Invalid overlay image',
      ],
      [
        { qr_code: [], foreground: { enabled: true, url: 'https://elsewhere.example/frame.png' } },
        'an example frame or an uploaded image',
      ],
      [{ qr_code: Array.from({ length: 7 }, () => ({ original_url: 'https://example.com' })), foreground: none }, 'at most 6'],
    ];
    for (const [body, message] of cases) {
      const refused = await putOverlay(owner.client, agent.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.data.error).toContain(message);
    }
    expect((await storedAgent(stack, agent))?.ui_overlay).toEqual(agentSettings.DEFAULT_UI_OVERLAY);
  });

  it('uploads a frame image sniffed by content (10 MB, images only) and serves it to anyone; a gone image is a 404', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const png = await smallPng();
    const upload = await owner.client.request('POST', `/api/agents/${agent.id}/ui-overlay/foreground`, {
      body: imageForm(png, 'frame.txt', 'text/plain'),
    });
    expect(upload.status).toBe(200);
    expect(upload.data.url).toMatch(new RegExp(`^/api/overlay-images/${agent.id}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(stack.url + upload.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const saved = await putOverlay(owner.client, agent.id, { qr_code: [], foreground: { enabled: true, url: upload.data.url } });
    expect(saved.data.ui_overlay.foreground.url).toBe(upload.data.url);

    const text = await owner.client.request('POST', `/api/agents/${agent.id}/ui-overlay/foreground`, {
      body: imageForm(Buffer.from('<html><script>alert(1)</script></html>'), 'frame.png', 'image/png'),
    });
    expect(text.status).toBe(400);
    expect(text.data.error).toBe('Invalid file type');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await owner.client.request('POST', `/api/agents/${agent.id}/ui-overlay/foreground`, {
      body: imageForm(big, 'big.png', 'image/png'),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.data.error).toBe('File size must be less than 10MB');
    const gone = await fetch(`${stack.url}/api/overlay-images/${agent.id}/00000000-0000-4000-8000-000000000000.png`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: 'Invalid overlay image' });
  });

  it('lets anyone who may view a public agent read its overlay, and only the owner change it', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    expect((await overlayOf(stack.client(), agent.id)).status).toBe(200);
    const body = { qr_code: [], foreground: { enabled: false, url: '' } };
    expect((await putOverlay(stack.client(), agent.id, body)).status).toBe(401);
    const stranger = await signedInUser(stack);
    const forbidden = await putOverlay(stranger.client, agent.id, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.data.error).toBe('You do not own this agent');
    const privateOne = await readyAgentOf(stack, owner.userId);
    expect((await overlayOf(stranger.client, privateOne.id)).status).toBe(404);
  });
});

describe('custom actions (PATCH /api/agents/{id} {custom_actions})', () => {
  it('saves the four actions: triggers without keywords or URL dropped, keywords trimmed, defaults filled', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const saved = await patchAgent(owner.client, agent.id, { custom_actions: customActions });
    expect(saved.status).toBe(200);
    const expected = {
      greetings: { opening_instructions: customActions.greetings.opening_instructions, enabled: true, allow_interruption: true },
      auto_refresh: { enabled: true, idle_timeout: 120 },
      keyword_triggers: { enabled: true, triggers: [{ keywords: ['menu', 'prices'], url: 'https://example.com/menu' }] },
      session_timeout: {
        enabled: true,
        timeout_seconds: 600,
        timeout_message: 'Session has timed out. Thank you for your time!',
        redirect_url: null,
      },
    };
    expect(saved.data.custom_actions).toEqual(expected);
    expect((await storedAgent(stack, agent))?.custom_actions).toEqual(expected);
    expect((await owner.client.get(`/api/agents/${agent.id}`)).data.custom_actions).toEqual(expected);
  });

  it('refuses timeouts off the sliders, duplicate keywords and a bad redirect, with nothing changed', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const bad: Array<[object, string]> = [
      [{ auto_refresh: { enabled: true, idle_timeout: 45 } }, 'at least 60'],
      [{ auto_refresh: { enabled: true, idle_timeout: 1830 } }, 'at most 1800'],
      [{ session_timeout: { enabled: true, timeout_seconds: 100 } }, 'steps of 30'],
      [{ session_timeout: { enabled: true, timeout_seconds: 3630 } }, 'at most 3600'],
      [{ session_timeout: { enabled: true, redirect_url: 'not a url' } }, 'https://'],
      [
        { keyword_triggers: { enabled: true, triggers: [{ keywords: ['Menu', 'menu '], url: 'https://example.com' }] } },
        'unique',
      ],
    ];
    for (const [change, message] of bad) {
      const refused = await patchAgent(owner.client, agent.id, { custom_actions: { ...customActions, ...change } });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.data.error).toContain(message);
    }
    expect((await storedAgent(stack, agent))?.custom_actions).toEqual(agentSettings.DEFAULT_CUSTOM_ACTIONS);
    const mixed = await patchAgent(owner.client, agent.id, { custom_actions: customActions, name: 'x' });
    expect(mixed.status).toBe(400);
  });

  it('is the owner’s alone (401 signed out, 403 another user of a public agent)', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    expect((await patchAgent(stack.client(), agent.id, { custom_actions: customActions })).status).toBe(401);
    const stranger = await signedInUser(stack);
    expect((await patchAgent(stranger.client, agent.id, { custom_actions: customActions })).status).toBe(403);
  });
});

describe('deployment (PUT /api/agents/{id}/sharing {share:{deployment}}) and model (PUT /api/agents/{id}/model)', () => {
  it('sets the deployment type, keeps anonymous access as it was, and refuses an unknown type', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const put = (json: unknown) => owner.client.request('PUT', `/api/agents/${agent.id}/sharing`, { json });
    const gadget = await put({ share: { deployment: 'gadget' } });
    expect(gadget.status).toBe(200);
    expect(gadget.data.share).toEqual({ anonymous_enabled: false, deployment: 'gadget' });
    const both = await put({ share: { deployment: 'on-prem', anonymous_enabled: true } });
    expect(both.data.share).toEqual({ anonymous_enabled: true, deployment: 'on-prem' });
    const bad = await put({ share: { deployment: 'ftp' } });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('share.deployment must be weblink, gadget, embedding or on-prem');
    expect((await storedAgent(stack, agent))?.share).toEqual({ anonymous_enabled: true, deployment: 'on-prem' });
  });

  it('switches the model both ways without a GPU host (Expression plays in the browser)', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const put = (json: unknown) => owner.client.request('PUT', `/api/agents/${agent.id}/model`, { json });
    const expression = await put({ model: 'expression' });
    expect(expression.data).toEqual({ success: true, model: 'expression', regenerating: false, error: null });
    expect((await storedAgent(stack, agent))?.model_type).toBe('expression');
    expect((await put({ model: 'turbo' })).data.error).toBe("model must be 'essence' or 'expression'");
    const essence = await put({ model: 'essence' });
    expect(essence.data).toEqual({ success: true, model: 'essence', regenerating: false, error: null });
    expect((await storedAgent(stack, agent))?.model_type).toBe('essence');
    const stranger = await signedInUser(stack);
    expect((await stranger.client.request('PUT', `/api/agents/${agent.id}/model`, { json: { model: 'essence' } })).status).toBe(
      404,
    );
    // No model yet because it is still being made: nothing to switch or regenerate.
    const generating = await generatingAgentOf(stack, owner.userId);
    const early = await owner.client.request('PUT', `/api/agents/${generating.id}/model`, { json: { model: 'essence' } });
    expect(early.status).toBe(409);
    expect(early.data.error).toBe('This agent is still being generated: change its model once it is ready.');
  });
});
