import { describe, expect, it } from 'vitest';
import { agentExportJson } from './agentExportJson';
import { exportFileName } from './exportFileName';
import { modelFileName } from './modelFileName';
import { safeFileName } from './safeFileName';

describe('file names (spec 002 section 9)', () => {
  it('names the model {name}-model.imx and the export {name}.json', () => {
    expect(modelFileName('Captain Whiskers')).toBe('Captain Whiskers-model.imx');
    expect(exportFileName('Captain Whiskers')).toBe('Captain Whiskers.json');
  });

  it('replaces characters file systems refuse and trims what would hide or break the file', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(safeFileName('  many   spaces\n\there ')).toBe('many spaces here');
    expect(safeFileName('..hidden')).toBe('hidden');
    expect(safeFileName('trailing dots...')).toBe('trailing dots');
    expect(safeFileName('x'.repeat(300))).toHaveLength(100);
    expect(safeFileName('Zoë 🦊')).toBe('Zoë 🦊');
  });

  it('falls back to Untitled Agent for a missing or empty name', () => {
    expect(modelFileName(null)).toBe('Untitled Agent-model.imx');
    expect(exportFileName('   ')).toBe('Untitled Agent.json');
    expect(exportFileName('...')).toBe('Untitled Agent.json');
  });

  it('exports name, prompt and tags only', () => {
    expect(JSON.parse(agentExportJson({ name: 'Ada', prompt: 'A mathematician', tags: ['history'] }))).toEqual({
      name: 'Ada',
      prompt: 'A mathematician',
      tags: ['history'],
    });
    expect(JSON.parse(agentExportJson({ name: null, prompt: 'p' }))).toEqual({ name: 'Untitled Agent', prompt: 'p', tags: [] });
  });
});
