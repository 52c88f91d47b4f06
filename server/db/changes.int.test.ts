// Decision 0009: a change made in one process reaches every process. Two buses
// stand for two processes on one PostgreSQL (TEST_DATABASE_URL): what one
// publishes, both hear; a listener whose connection drops hears again after
// it reconnects, and is told to forget what it kept. On PGlite, one process.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHANGES_CHANNEL,
  localChangeBus,
  postgresChangeBus,
  readChange,
  type ChangeBus,
  type SiteChange,
} from './changes.ts';
import { databaseUnderTest } from './test-database.ts';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUnderTest() === 'pg' && Boolean(url);
const quiet = { warn: () => {}, info: () => {} };

function heard(bus: ChangeBus): SiteChange[] {
  const all: SiteChange[] = [];
  bus.subscribe((change) => all.push(change));
  return all;
}

describe('changes', () => {
  it('reads only its own kinds from the channel', () => {
    expect(readChange('{"kind":"pricing"}')).toEqual({ kind: 'pricing' });
    expect(readChange('{"kind":"drop tables"}')).toBeNull();
    expect(readChange('not json')).toBeNull();
    expect(readChange(undefined)).toBeNull();
  });

  it('tells this process’s listeners in one process', async () => {
    const bus = localChangeBus();
    const got = heard(bus);
    await bus.publish({ kind: 'pricing' });
    expect(got).toEqual([{ kind: 'pricing' }]);
  });

  describe.skipIf(!onPostgres)('on PostgreSQL', () => {
    const pools: pg.Pool[] = [];
    const buses: ChangeBus[] = [];
    const open = (connect: () => pg.Client = () => new pg.Client({ connectionString: url })) => {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      pools.push(pool);
      const bus = postgresChangeBus({ pool, connect, logger: quiet, retryMs: 50 });
      buses.push(bus);
      return bus;
    };
    afterAll(async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      await Promise.all(pools.map((pool) => pool.end()));
    });

    it('reaches every process, the one that published included', async () => {
      const [a, b] = [open(), open()];
      await Promise.all([a.ready, b.ready]);
      const [fromA, fromB] = [heard(a), heard(b)];
      await a.publish({ kind: 'pricing' });
      await expect.poll(() => fromB).toEqual([{ kind: 'pricing' }]);
      await expect.poll(() => fromA).toEqual([{ kind: 'pricing' }]);
    });

    it('listens again after its connection drops, and forgets what it may have missed', async () => {
      const clients: pg.Client[] = [];
      const bus = open(() => {
        const client = new pg.Client({ connectionString: url });
        clients.push(client);
        return client;
      });
      await bus.ready;
      const got = heard(bus);
      // The database ends this process's listening connection (as a restart would).
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      const { rows } = await clients[0]!.query<{ pid: number }>('select pg_backend_pid() as pid');
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // Back, it says everything may have changed; then it hears again.
      await expect.poll(() => got.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      const before = got.length;
      await killer.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, '{"kind":"pricing"}']);
      await expect.poll(() => got.length, { timeout: 5_000 }).toBe(before + 1);
      await killer.end();
      expect(clients.length).toBeGreaterThanOrEqual(2);
    });
  });
});
