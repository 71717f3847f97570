/** POST /api/agents/{id}/ui-overlay/foreground: the frame image; answers its url, or the server's reason. */
export async function uploadOverlayImage(agentId: string, file: File): Promise<{ url: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await fetch(`/api/agents/${encodeURIComponent(agentId)}/ui-overlay/foreground`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as { url?: string; error?: string } | null;
    if (response.ok && body?.url) return { url: body.url };
    return { error: body?.error || 'Upload failed' };
  } catch {
    return { error: 'Upload failed' };
  }
}
