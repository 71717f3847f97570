import { currentSpan, tracingOn } from './tracing/trace-context.js';

type Level = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Values under these keys never reach a log line, however deep they sit.
const secretKey = /pass(word)?|secret|token|cookie|authorization|api[-_]?key|session/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, secretKey.test(key) ? '[redacted]' : redact(inner, depth + 1)]),
  );
}

/** Structured JSON lines on stdout, one object per event. */
export function createLogger(
  service: string,
  level: Level | 'silent' = 'info',
  bindings: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const log =
    (lvl: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (rank[lvl] < rank[level]) return;
      // With tracing on, a line written inside a span names its trace: logs and traces join up.
      const span = tracingOn() ? currentSpan() : undefined;
      const trace = span ? { trace_id: span.traceId, span_id: span.spanId } : {};
      const entry = { time: new Date().toISOString(), level: lvl, service, msg, ...trace, ...bindings, ...fields };
      write(JSON.stringify(redact(entry)));
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (more) => createLogger(service, level, { ...bindings, ...more }, write),
  };
}
