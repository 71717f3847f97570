import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portsInUse } from '../infra/index.js';
import { adminPorts, portClashMessage } from './admin-ports.js';

describe("npm start's ports", () => {
  it('puts each service at METRICS_PORT_BASE plus its place in name order', () => {
    const ports = adminPorts(['media', 'catalog', 'credits'], 4000, {});
    expect([...ports]).toEqual([
      ['catalog', 4100],
      ['credits', 4101],
      ['media', 4102],
    ]);
    expect(adminPorts(['media'], 4000, { METRICS_PORT_BASE: '9000' }).get('media')).toBe(9000);
  });

  it('finds a port another process holds and says which one and how to move', async () => {
    const held = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => held.listen(port, '127.0.0.1', resolve));
    try {
      const free = await freePort();
      expect(await portsInUse([port, free])).toEqual([port]);
    } finally {
      held.close();
    }
    expect(portClashMessage(new Map([['media metrics', 4102]]), 4000)).toBe(
      "port 4102 (media metrics) already in use: stop the other process or move the services' metrics ports with METRICS_PORT_BASE (e.g. METRICS_PORT_BASE=5100 npm start)",
    );
    expect(
      portClashMessage(
        new Map([
          ['gateway', 4000],
          ['catalog metrics', 4100],
        ]),
        4000,
      ),
    ).toBe(
      'ports 4000 (gateway), 4100 (catalog metrics) already in use: stop the other process or start with another PORT (e.g. PORT=5000 npm start)',
    );
    expect(portClashMessage(new Map(), 4000)).toBeNull();
  });
});
