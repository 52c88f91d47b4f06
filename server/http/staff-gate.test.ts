import express from 'express';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { staffGate } from './staff-gate.ts';

async function withGate(
  options: { password: string | undefined; production: boolean },
  run: (url: string) => Promise<void>,
) {
  const app = express();
  app.use('/staff', staffGate(options));
  app.get('/staff/page', (_req, res) => void res.send('staff page'));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/staff/page`);
  } finally {
    server.close();
  }
}

const basic = (password: string) => `Basic ${Buffer.from(`staff:${password}`).toString('base64')}`;

describe('staff pages', () => {
  it('ask for the staff password, and open with it only', async () => {
    await withGate({ password: 'correct horse battery', production: true }, async (url) => {
      const none = await fetch(url);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Basic realm="Staff"/);
      expect((await fetch(url, { headers: { authorization: basic('wrong one!!!') } })).status).toBe(
        401,
      );
      const open = await fetch(url, { headers: { authorization: basic('correct horse battery') } });
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe('private, no-store');
      expect(await open.text()).toBe('staff page');
    });
  });

  it('do not exist in production without a password, and are open in development', async () => {
    await withGate({ password: undefined, production: true }, async (url) => {
      const answer = await fetch(url);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('The Page You Were Looking For Was Not Found');
    });
    await withGate({ password: undefined, production: false }, async (url) => {
      expect((await fetch(url)).status).toBe(200);
    });
  });
});
