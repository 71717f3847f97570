import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { faqLeafletPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { flateBombPdf, imageBombPdf } from '../../../../testkit/knowledge/pdf-bombs.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

// Issue 30, finding 3: PDF bombs through the real routes and services (all in this process, so
// its RSS is the knowledge service's too).
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const MB = 1024 * 1024;

async function uploadPdf(client: TestClient, agentId: string, bytes: Uint8Array, name: string) {
  const sent = await sendFiles(client, [{ name, bytes: Buffer.from(bytes), type: 'application/pdf' }], agentId);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.uploads[0].storagePath as string;
}

describe('PDF bombs sent to the FAQ and slides routes', () => {
  it('end failed with the reason, at once and side by side, the process staying small; a normal PDF still works', async () => {
    const owner = await signedInUser(stack);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => readyAgentOf(stack, owner.userId)));
    const flate = await uploadPdf(owner.client, first!.id, await flateBombPdf(1024), 'flate.pdf');
    const image = await uploadPdf(owner.client, second!.id, await imageBombPdf(), 'image.pdf');
    const leaflet = await uploadPdf(owner.client, third!.id, await faqLeafletPdf(), 'leaflet.pdf');

    const before = process.memoryUsage.rss();
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const started = await Promise.all([
      owner.client.post('/api/knowledge/generate-slides', { pdf_file_url: flate, agent_id: first!.id }),
      owner.client.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: flate, agent_id: first!.id }),
      owner.client.post('/api/knowledge/generate-slides', { pdf_file_url: image, agent_id: second!.id }),
      owner.client.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: leaflet, agent_id: third!.id }),
    ]);
    for (const reply of started) expect(reply.status, JSON.stringify(reply.data)).toBe(200);

    const slidesOf = async (agentId: string) => (await owner.client.get(`/api/agents/${agentId}/slides`)).data.state;
    const faqOf = async (agentId: string) => (await owner.client.get(`/api/agents/${agentId}/knowledge`)).data.state;
    await expect.poll(async () => (await slidesOf(first!.id))?.status, { timeout: 60_000 }).toBe('failed');
    expect((await slidesOf(first!.id)).error).toBe(
      "Failed to generate slides: the PDF's compressed content expands to more than 64 MB",
    );
    await expect.poll(async () => (await faqOf(first!.id))?.status, { timeout: 60_000 }).toBe('failed');
    expect((await faqOf(first!.id)).error).toBe("Failed to process PDF: the PDF's compressed content expands to more than 64 MB");
    await expect.poll(async () => (await slidesOf(second!.id))?.status, { timeout: 60_000 }).toBe('failed');
    expect((await slidesOf(second!.id)).error).toBe(
      'Failed to generate slides: an image in the PDF is 50000 × 50000 pixels, larger than 40 megapixels',
    );
    await expect.poll(async () => (await faqOf(third!.id))?.status, { timeout: 60_000 }).toBe('uploaded');
    expect((await faqOf(third!.id)).preview.totalRows).toBe(3);
    clearInterval(sample);
    const after = process.memoryUsage.rss();
    console.log(
      `four PDF jobs at once (two bombs): rss before ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB, after ${Math.round(after / MB)} MB`,
    );
    expect((peak - before) / MB).toBeLessThan(500);
  });
});
