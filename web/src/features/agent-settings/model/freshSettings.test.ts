import { describe, expect, it } from 'vitest';
import { readFreshSettings, SETTINGS_LOAD_FAILURES } from './freshSettings';

const known = { id: 'A12BCD3456', uiOverlay: { foreground: { url: '/overlays/frame-1.png' } } };
const fresh = { id: 'A12BCD3456', uiOverlay: { foreground: { url: '/overlays/frame-2.png' } } };
const failing = () => Promise.reject(new TypeError('Failed to fetch'));

describe('a settings sub-dialog reads its settings when it opens (spec 001 sections 7 and 8)', () => {
  it('opens on what the server holds now', async () => {
    expect(await readFreshSettings(async () => fresh, known, SETTINGS_LOAD_FAILURES.qrCode)).toEqual({
      settings: fresh,
      failure: null,
    });
  });

  it('says the QR code settings could not be loaded when the read fails', async () => {
    const outcome = await readFreshSettings(failing, known, SETTINGS_LOAD_FAILURES.qrCode);
    expect(outcome.settings).toBe(known);
    expect(outcome.failure).toEqual({ title: 'Failed to load data', description: 'Could not load QR code settings' });
  });

  it('says the foreground overlay settings could not be loaded when the read fails or finds no agent', async () => {
    const expected = { title: 'Failed to load data', description: 'Could not load foreground overlay settings' };
    expect((await readFreshSettings(failing, known, SETTINGS_LOAD_FAILURES.foreground)).failure).toEqual(expected);
    expect((await readFreshSettings(async () => null, known, SETTINGS_LOAD_FAILURES.foreground)).failure).toEqual(expected);
  });

  it('says the custom actions data could not be loaded when the read fails', async () => {
    expect((await readFreshSettings(failing, known, SETTINGS_LOAD_FAILURES.customActions)).failure).toEqual({
      title: 'Error',
      description: 'Failed to load custom actions data',
    });
  });
});
