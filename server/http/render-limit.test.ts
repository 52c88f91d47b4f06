import { describe, expect, it } from 'vitest';
import { createRenderLimiter } from './render-limit.ts';

describe('createRenderLimiter', () => {
  it('lets a client spend its burst, then refuses with when to come back, then refills', async () => {
    let time = 0;
    const limiter = createRenderLimiter({
      burst: 3,
      perSecond: 2,
      concurrent: 10,
      queue: 10,
      now: () => time,
    });
    for (let i = 0; i < 3; i++) {
      const ticket = await limiter.acquire('203.0.113.7');
      expect(ticket.ok).toBe(true);
      if (ticket.ok) ticket.release();
    }
    expect(await limiter.acquire('203.0.113.7')).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 1,
    });
    // Another client is not held by the first.
    expect((await limiter.acquire('198.51.100.1')).ok).toBe(true);
    time += 500;
    expect((await limiter.acquire('203.0.113.7')).ok).toBe(true);
    // The site's own refreshes are not counted against anyone.
    expect((await limiter.acquire(null)).ok).toBe(true);
  });

  it('runs at most `concurrent` at once, in order, and refuses past the queue with 503', async () => {
    const limiter = createRenderLimiter({ burst: 100, perSecond: 1, concurrent: 2, queue: 1 });
    const first = await limiter.acquire('a');
    const second = await limiter.acquire('b');
    let thirdStarted = false;
    const third = limiter.acquire('c').then((ticket) => {
      thirdStarted = true;
      return ticket;
    });
    await Promise.resolve();
    expect(thirdStarted).toBe(false);
    expect(limiter.stats()).toMatchObject({ running: 2, waiting: 1 });
    expect(await limiter.acquire('d')).toEqual({ ok: false, status: 503, retryAfterSeconds: 1 });
    if (first.ok) first.release();
    // Releasing twice frees one turn only.
    if (first.ok) first.release();
    const ticket = await third;
    expect(thirdStarted).toBe(true);
    expect(limiter.stats()).toMatchObject({ running: 2, waiting: 0 });
    if (ticket.ok) ticket.release();
    if (second.ok) second.release();
    expect(limiter.stats()).toMatchObject({ running: 0 });
  });
});
