import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectProcessMetrics, metricsRegistry } from '@avatarium/platform';
import { repoRoot } from './infra/index.js';

// The dashboard and the alerts ship beside the code: a metric renamed or removed in the code
// must not leave a panel or an alert silently empty.
const read = (file: string) => readFile(`${repoRoot}/${file}`, 'utf8');

/** Every metric name the code defines (the source files that call counter / histogram / gauge). */
async function definedMetricNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await productionSources()) {
    for (const match of (await readFile(file, 'utf8')).matchAll(/'(avatarium_[a-z_]+)'/g)) names.add(match[1]!);
  }
  collectProcessMetrics();
  for (const metric of await metricsRegistry.getMetricsAsJSON()) names.add(metric.name);
  return names;
}

/** The production TypeScript files (no tests) under gateway, services and packages. */
async function productionSources(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'generated') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
    }
  };
  for (const top of ['gateway/src', 'services', 'packages']) await walk(path.join(repoRoot, top));
  return out;
}

const SUFFIXES = /_(bucket|count|sum)$/;

function namesIn(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/\b((?:avatarium|process|nodejs)_[a-z0-9_]+)/g)].map((match) => match[1]!.replace(SUFFIXES, '')),
    ),
  ];
}

describe('monitoring configuration (deploy/)', () => {
  it('names only metrics the code exports, in the Grafana dashboard and the Prometheus alerts', async () => {
    const defined = await definedMetricNames();
    const dashboard = JSON.parse(await read('deploy/grafana/dashboards/avatarium.json')) as {
      panels: Array<{ targets?: Array<{ expr: string }> }>;
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(15);
    const used = [...namesIn(exprs.join('\n')), ...namesIn(await read('deploy/prometheus/alerts.yml'))];
    expect(used.filter((name) => !defined.has(name) && !defined.has(`${name}_total`.replace(/_total_total$/, '_total')))).toEqual(
      [],
    );
  });

  it('scrapes every service that has a main, on the admin port the compose file gives them', async () => {
    const prometheus = await read('deploy/prometheus/prometheus.yml');
    const { findServices } = await import('./start/find-services.js');
    for (const service of await findServices(repoRoot)) expect(prometheus).toContain(service.name);
    expect(await read('.env.example')).toMatch(/^METRICS_PORT=9464$/m);
    expect(prometheus).toContain('port: 9464');
  });
});
