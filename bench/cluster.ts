// Load and faults on several processes behind HAProxy on one PostgreSQL
// (issue 15): throughput of 1, 2 and 4 processes, a long run at half of peak,
// PostgreSQL restarted mid-load, rolling restarts, and 50 copies of one lead.
// Loopback only, bounded in count and time; a PostgreSQL of its own (it is
// stopped mid-run), HAProxy from Debian's packages. After `npm run build`:
//   npm run bench:cluster             the figures of bench/README.md (about 16 minutes)
//   npm run bench:cluster -- --short  the same checks, briefly (CI: about 3 minutes)
// Exits 1 when a check fails (an error outside the outage, a lost or doubled
// write, a failed request during the restarts, more than one lead).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, type Cluster } from '../scripts/cluster.ts';
import { generateCookieKey, generateSigningKey } from '../server/identity/keys.ts';
import { apiRequest, callApi, signUpBuyer, type Buyer } from './lib/buyer.ts';
import { startPrivatePostgres, type PrivatePostgres } from './lib/private-postgres.ts';

const short = process.argv.includes('--short');
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const HOST = `localhost:${PORT}`;
const BASE = `http://${HOST}`;
const LOT_NUMBER = '1';
const plan = short
  ? { sizes: [1, 2], rowSeconds: 4, soakSeconds: 20, outageLoadSeconds: 20, restarts: 4 }
  : { sizes: [1, 2, 4], rowSeconds: 15, soakSeconds: 600, outageLoadSeconds: 60, restarts: 20 };
const CONNECTIONS = 16;
const failures: string[] = [];
const failedWith = (run: Run) =>
  run.failed === 0
    ? ''
    : ` (${[...run.failedWith].map(([code, n]) => `${code}: ${n}`).join(', ')})`;
const check = (ok: boolean, problem: string) => {
  if (!ok) failures.push(problem);
  return ok;
};

type Load = autocannon.Request;
type Run = {
  rps: number;
  total: number;
  failed: number;
  p50: number;
  p99: number;
  failedAt: number[];
  /** Failures by status code ('error': no answer). */
  failedWith: Map<number | 'error', number>;
};

/** One autocannon run over the requests in turn; every non-2xx and error is counted with its time. */
function startLoad(
  requests: Load[],
  seconds: number,
  overallRate?: number,
): { stop: () => void; result: Promise<Run> } {
  const failedAt: number[] = [];
  const failedWith = new Map<number | 'error', number>();
  let settle: (run: Run) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const result = new Promise<Run>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { host: HOST, 'accept-encoding': 'gzip' },
      requests: requests.map((request) => ({ ...request })),
      ...(overallRate ? { overallRate } : {}),
    },
    (error, done) => {
      if (error) fail(error);
      else
        settle({
          rps: done.requests.average,
          total: done.requests.total,
          failed: done.non2xx + done.errors + done.timeouts,
          p50: done.latency.p50,
          p99: done.latency.p99,
          failedAt,
          failedWith,
        });
    },
  );
  instance.on('response', (_client: unknown, statusCode: number) => {
    if (statusCode < 200 || statusCode >= 300) {
      failedAt.push(Date.now());
      failedWith.set(statusCode, (failedWith.get(statusCode) ?? 0) + 1);
    }
  });
  instance.on('reqError', () => {
    failedAt.push(Date.now());
    failedWith.set('error', (failedWith.get('error') ?? 0) + 1);
  });
  return { stop: () => instance.stop(), result };
}

const load = (requests: Load[], seconds: number, overallRate?: number) =>
  startLoad(requests, seconds, overallRate).result;

const PUBLIC_PAGES = [
  '/',
  '/homes?where=37918',
  '/land?where=37918',
  '/about-us',
  '/learn/the-hud-code',
  '/special-offers',
];

async function publicLoad(): Promise<Load[]> {
  // The first home for sale the sitemap lists, as a search engine would send a visitor.
  const xml = await (await fetch(`${BASE}/sitemaps/homes-0.xml`)).text();
  const home = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  const pages = home ? [...PUBLIC_PAGES, new URL(home).pathname] : PUBLIC_PAGES;
  return pages.map((path) => ({ method: 'GET' as const, path }));
}

/** The portal's first call on every page (SPEC §4): the user, profile, planner and collections; never cached. */
function portalLoad(buyer: Buyer): Load[] {
  const request = apiRequest(
    'getUser',
    {
      includeProfile: true,
      includePlannerProgress: true,
      includeRetailCollections: true,
      includeCorpCollections: true,
      profileType: 'retail',
      lotNumber: LOT_NUMBER,
      userId: null,
    },
    buyer.accessToken,
  );
  return [
    {
      ...request,
      // The token of the moment: the run outlives one token (refreshed below).
      setupRequest: (sent: autocannon.Request) => ({
        ...sent,
        headers: { ...sent.headers, authorization: `Bearer ${buyer.accessToken}` },
      }),
    },
  ];
}

const mixed = (pages: Load[], portal: Load[]) => [...pages, ...portal, ...portal];

function leadContent(buyer: Buyer, dealerNumber: string, submissionId: string) {
  return {
    content: {
      FirstName: 'Lee',
      LastName: 'Loader',
      EmailAddress: buyer.email,
      PortalName: 'Retail',
      DealerNumber: dealerNumber,
      Message: 'Load test',
      SubmissionId: submissionId,
    },
  };
}

/** Sends one lead until it is answered, as the portal's form does after a lost answer. */
async function sendLeadUntilAnswered(
  buyer: Buyer,
  dealerNumber: string,
  submissionId: string,
  deadline: number,
): Promise<{ leadId: number | null; attempts: number }> {
  let attempts = 0;
  while (Date.now() < deadline) {
    attempts++;
    try {
      const answer = await callApi(
        BASE,
        'postPortalLeadForm',
        leadContent(buyer, dealerNumber, submissionId),
        buyer.accessToken,
      );
      const lead = answer.body.data?.postPortalLeadForm as { leadId: number } | undefined;
      if (answer.status === 200 && lead) return { leadId: Number(lead.leadId), attempts };
    } catch {
      // No answer (the process or the database away): try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { leadId: null, attempts };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const say = (line: string) => console.log(line);

let postgres: PrivatePostgres | null = null;
let cluster: Cluster | null = null;
/** The buyers' token renewals (below), and the round of them in flight. */
let renewal: ReturnType<typeof setInterval> | undefined;
let renewing: Promise<unknown> = Promise.resolve();
let exitCode = 0;
try {
  postgres = await startPrivatePostgres();
  postgres.createDatabase('homes');
  const databaseUrl = postgres.url('homes');
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => {});
  // One pair of keys for every cluster of the run: a buyer's token stays good from one to the next.
  const env = {
    LOG_LEVEL: 'error',
    STAFF_PASSWORD: undefined,
    OIDC_SIGNING_KEYS: JSON.stringify({ keys: [await generateSigningKey()] }),
    OIDC_COOKIE_KEYS: [generateCookieKey(), generateCookieKey()].join(','),
  };
  // Every buyer's token renewed well within its 10 minutes, as the browser does.
  const buyers: Buyer[] = [];
  renewal = setInterval(
    () => {
      // Between two clusters nothing answers: the browser renews at its next chance, so does this.
      if (!cluster) return;
      renewing = Promise.all(
        buyers.map((buyer) =>
          buyer
            .refresh()
            .catch((error: unknown) => failures.push(`a token renewal failed: ${String(error)}`)),
        ),
      );
      // The short run renews every minute, so CI sees renewals work too.
    },
    (short ? 1 : 4) * 60_000,
  );
  renewal.unref();
  const start = (processes: number) =>
    startCluster({ processes, databaseUrl, port: PORT, env, output: 'ignore' });

  // Throughput: the same loads on 1, 2 and 4 processes (the first start seeds the database).
  say(`## Throughput (${plan.rowSeconds} s a row, ${CONNECTIONS} connections, gzip)`);
  say('');
  say('| Processes | Public pages req/s | Portal API req/s | Public p99 ms | API p99 ms |');
  say('| --- | --- | --- | --- | --- |');
  let buyer: Buyer | null = null;
  let pages: Load[] = [];
  const peaks = new Map<number, number>();
  for (const size of plan.sizes) {
    cluster = await start(size);
    if (!buyer) buyers.push((buyer = await signUpBuyer(BASE, cluster.dataDirs, LOT_NUMBER)));
    pages = await publicLoad();
    await load(pages, 2);
    const publicRun = await load(pages, plan.rowSeconds);
    const apiRun = await load(portalLoad(buyer), plan.rowSeconds);
    check(publicRun.failed === 0, `${size} processes: ${publicRun.failed} public requests failed`);
    check(apiRun.failed === 0, `${size} processes: ${apiRun.failed} API calls failed`);
    peaks.set(size, (await load(mixed(pages, portalLoad(buyer)), plan.rowSeconds)).rps);
    say(
      `| ${size} | ${fmt(publicRun.rps)} | ${fmt(apiRun.rps)} | ${publicRun.p99} | ${apiRun.p99} |`,
    );
    if (size !== plan.sizes.at(-1)) {
      const stopping = cluster;
      cluster = null;
      await renewing;
      await stopping.stop();
    }
  }
  if (!cluster || !buyer) throw new Error('no cluster');
  const size = plan.sizes.at(-1)!;
  const mixedLoad = mixed(pages, portalLoad(buyer));
  const half = Math.max(1, Math.floor(peaks.get(size)! / 2));
  say('');
  say(
    `Mixed load (public pages and API calls, one in two) at peak on ${size}: ${fmt(peaks.get(size)!)} req/s; half of it: ${fmt(half)} req/s.`,
  );

  // A long run at half of peak.
  const soak = await load(mixedLoad, plan.soakSeconds, half);
  say('');
  say(
    `## ${plan.soakSeconds} s at half of peak on ${size} processes: ${fmt(soak.total)} requests, ${soak.failed} failed${failedWith(soak)}, p50 ${soak.p50} ms, p99 ${soak.p99} ms`,
  );
  check(soak.failed === 0, `${soak.failed} requests failed at half of peak`);

  // PostgreSQL restarted mid-load, with leads sent (and resent until answered) throughout.
  const [{ dealer_number: dealerNumber }] = (
    await db.query<{ dealer_number: string }>(
      'select dealer_number from dealers where lot_number = $1',
      [LOT_NUMBER],
    )
  ).rows as [{ dealer_number: string }];
  const writers = await Promise.all(
    Array.from({ length: 3 }, () => signUpBuyer(BASE, cluster!.dataDirs, LOT_NUMBER)),
  );
  buyers.push(...writers);
  const loadStart = Date.now();
  const loadSeconds = plan.outageLoadSeconds;
  const running = load(mixedLoad, loadSeconds, half);
  const sent: {
    buyer: Buyer;
    submissionId: string;
    result: Promise<{ leadId: number | null; attempts: number }>;
  }[] = [];
  /** One new lead from each writer, resent until answered. */
  const sendRound = () => {
    for (const writer of writers) {
      const submissionId = randomUUID();
      sent.push({
        buyer: writer,
        submissionId,
        result: sendLeadUntilAnswered(
          writer,
          dealerNumber,
          submissionId,
          loadStart + (loadSeconds + 60) * 1000,
        ),
      });
    }
  };
  const writing = (async () => {
    // Each writer sends a lead every so often (within the 10 an hour a buyer may send).
    for (let round = 0; round < 6; round++) {
      sendRound();
      await new Promise((resolve) => setTimeout(resolve, (loadSeconds * 1000) / 7));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, (loadSeconds * 1000) / 3));
  const outageStart = Date.now();
  postgres.stop('fast');
  // One more lead from each writer while the database is away: each must be
  // resent until answered, and stored once.
  sendRound();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  postgres.start();
  const outageEnd = Date.now();
  const outageRun = await running;
  await writing;
  const written = await Promise.all(sent.map(async (s) => ({ ...s, ...(await s.result) })));
  const before = outageRun.failedAt.filter((t) => t < outageStart).length;
  const lastFailure = Math.max(outageEnd, ...outageRun.failedAt);
  const during = outageRun.failedAt.filter((t) => t >= outageStart).length;
  // Recovery: the last failure after the database came back.
  const recoverySeconds = (lastFailure - outageEnd) / 1000;
  const readiness = await Promise.all(
    cluster.processUrls.map(async (url) => (await fetch(`${url}/readyz`)).status),
  );
  // Every write whole or absent: one lead for each submission, answered, with its user marked.
  const stored = await db.query<{ submission_key: string; count: string; marked: boolean }>(
    `select l.submission_key, count(*) as count, bool_and(u.lead_form_submitted) as marked
       from leads l join users u on u.user_id = l.user_id
      where l.user_id = any($1::uuid[]) group by l.submission_key`,
    [writers.map((w) => w.userId)],
  );
  const byKey = new Map(stored.rows.map((row) => [row.submission_key, row]));
  const answered = written.filter((w) => w.leadId !== null).length;
  const whole = written.every((w) => {
    const row = byKey.get(w.submissionId);
    return w.leadId !== null && row !== undefined && Number(row.count) === 1 && row.marked;
  });
  const retried = written.filter((w) => w.attempts > 1).length;
  say('');
  say(
    `## PostgreSQL stopped ('fast') and started 3 s later, ${((outageStart - loadStart) / 1000).toFixed(0)} s into ${loadSeconds} s at half of peak on ${size} processes`,
  );
  say('');
  say(
    `- requests: ${fmt(outageRun.total)}; failed before the outage: ${before}; failed from its start on: ${during}${failedWith(outageRun)}`,
  );
  say(
    `- the last failure came ${recoverySeconds.toFixed(1)} s after PostgreSQL was back; /readyz of each process afterwards: ${readiness.join(', ')} (no process restarted)`,
  );
  say(
    `- leads: ${written.length} sent by ${writers.length} buyers, ${answered} answered, ${retried} of them after a retry; stored: ${stored.rows.length} submissions, each once, with its buyer marked: ${whole ? 'yes' : 'NO'}; other rows: ${stored.rows.length - written.length}`,
  );
  check(before === 0, `${before} requests failed before PostgreSQL stopped`);
  check(
    [...outageRun.failedWith.keys()].every((code) => code === 503),
    `during the outage a request failed otherwise than 503 and Retry-After${failedWith(outageRun)}`,
  );
  check(recoverySeconds <= 10, `failures went on ${recoverySeconds} s after PostgreSQL was back`);
  check(
    readiness.every((status) => status === 200),
    'a process was not ready after the outage',
  );
  check(
    whole && stored.rows.length === written.length,
    'a lead was lost, doubled or partly written',
  );
  check(retried >= writers.length, 'the leads sent during the outage were not resent');

  // Rolling restarts under load: each process in turn gets SIGTERM and starts again.
  const rollingStart = Date.now();
  const rollingRun = startLoad(mixedLoad, 900, half);
  for (let i = 0; i < plan.restarts; i++) await cluster.restart(i % size);
  // A moment for the last one to take requests again, then the load stops.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  rollingRun.stop();
  const rolled = await rollingRun.result;
  const rollingSeconds = (Date.now() - rollingStart) / 1000;
  say('');
  say(
    `## ${plan.restarts} rolling restarts (SIGTERM, one process at a time, each back before the next) in ${rollingSeconds.toFixed(0)} s at half of peak on ${size} processes: ${fmt(rolled.total)} requests, ${rolled.failed} failed${failedWith(rolled)}`,
  );
  check(rolled.failed === 0, `${rolled.failed} requests failed during the rolling restarts`);

  // 50 copies of one lead at once, spread over the processes.
  const racer = writers[0]!;
  const submissionId = randomUUID();
  // A copy whose connection was lost before its answer is sent again, as the
  // portal's form does (same submission): what counts is that one lead is stored.
  let resent = 0;
  const copies = await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await callApi(
            BASE,
            'postPortalLeadForm',
            leadContent(racer, dealerNumber, submissionId),
            racer.accessToken,
          );
        } catch (error) {
          if (attempt === 3) throw error;
          resent++;
        }
      }
    }),
  );
  const leadIds = new Set(
    copies.map(
      (copy) => (copy.body.data?.postPortalLeadForm as { leadId: number } | undefined)?.leadId,
    ),
  );
  const statuses = new Set(copies.map((copy) => copy.status));
  const rows = await db.query('select lead_id from leads where submission_key = $1', [
    submissionId,
  ]);
  say('');
  say(
    `## 50 copies of one lead at once: ${rows.rowCount} lead stored; answers: ${[...statuses].join(', ')}, ${leadIds.size} distinct lead id${resent > 0 ? `; ${resent} sent again after a lost connection` : ''}`,
  );
  check(
    rows.rowCount === 1 && leadIds.size === 1 && !leadIds.has(undefined),
    'the copies were not one lead',
  );
  await db.end();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  // No renewal may start, or still run, once the cluster is going away.
  clearInterval(renewal);
  const stopping = cluster;
  cluster = null;
  await renewing;
  await stopping?.stop();
  await postgres?.close();
}
if (failures.length > 0) {
  console.error(`\nFailed checks:\n- ${failures.join('\n- ')}`);
  exitCode = 1;
}
process.exit(exitCode);
