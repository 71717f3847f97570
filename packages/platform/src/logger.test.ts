import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('writes one JSON object per line with service, level and fields', () => {
    const lines: string[] = [];
    createLogger('credits', 'info', { replica: 1 }, (line) => lines.push(line)).info('ready', { port: 1 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', service: 'credits', msg: 'ready', replica: 1, port: 1 });
  });

  it('never writes secrets, however deep', () => {
    const lines: string[] = [];
    createLogger('gateway', 'info', {}, (line) => lines.push(line)).warn('x', {
      body: { email: 'a@b.c', password: 'hunter22', nested: { apiKey: 'sk-123', cookie: 'sid=1' } },
      headers: { authorization: 'Bearer t' },
    });
    expect(lines[0]).not.toMatch(/hunter22|sk-123|sid=1|Bearer/);
    expect(lines[0]).toContain('a@b.c');
  });

  it('drops lines below its level', () => {
    const lines: string[] = [];
    const logger = createLogger('x', 'warn', {}, (line) => lines.push(line));
    logger.info('hidden');
    logger.error('shown');
    expect(lines).toHaveLength(1);
  });
});
