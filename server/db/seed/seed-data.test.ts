// The generator on its own, without a database: determinism and the rules that
// must hold at every size, including the benchmark size.
import { isClosedDay } from '../../../lib/closed-days.ts';
import { describe, expect, it } from 'vitest';
import { STICKER_IDS, STICKER_SALE_PENDING, STICKER_SOLD } from '../../../lib/stickers.ts';
import { openOn } from '../../../lib/opening-hours.ts';
import { AGENT_TITLES } from '../../../lib/team-order.ts';
import { timeZoneOf } from '../../../lib/time-zones.ts';
import { DEALER_STATES } from './dealers.ts';
import { listingCounts } from './listings.ts';
import { generateSeedData } from './seed-data.ts';

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

describe('generateSeedData', () => {
  it('gives identical rows on every run', () => {
    const a = generateSeedData({ dealers: 30, listings: 300 });
    const b = generateSeedData({ dealers: 30, listings: 300 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('keeps a dealer the same whatever the total number of dealers', () => {
    const small = generateSeedData({ dealers: 10, listings: 100 });
    const large = generateSeedData({ dealers: 200, listings: 2000 });
    expect(large.dealers.slice(0, 10).map(({ description: _, ...d }) => d)).toEqual(
      small.dealers.map(({ description: _, ...d }) => d),
    );
  });

  it('still covers every sticker and every team title in a tiny seed', () => {
    const data = generateSeedData({ dealers: 3, listings: 40 });
    const stickers = new Set(data.homeListings.map((h) => h.stickerTypeId));
    for (const id of STICKER_IDS) expect(stickers).toContain(id);
    const titles = new Set(data.salesAgents.map((a) => a.salesAgentTitle));
    for (const title of AGENT_TITLES) expect(titles).toContain(title);
    expect(data.homeListings).toHaveLength(40);
  });

  it('holds Saturday events on the lot within the home center’s Saturday hours', () => {
    const data = generateSeedData({ dealers: 120, listings: 200 });
    const byId = new Map(data.dealers.map((d) => [d.dealerId, d]));
    let saturdays = 0;
    for (const event of data.events) {
      const dealer = byId.get(event.dealerId)!;
      const zone = timeZoneOf(dealer);
      const local = (at: Date) => {
        const parts = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          weekday: 'short',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        }).formatToParts(at);
        const part = (type: string) => parts.find((p) => p.type === type)!.value;
        return { day: part('weekday'), hour: Number(part('hour')) + Number(part('minute')) / 60 };
      };
      const starts = local(event.startsAt as Date);
      if (starts.day !== 'Sat') continue;
      saturdays++;
      const open = openOn(dealer.hours, 'Sat')!;
      expect(starts.hour, event.slug).toBeGreaterThanOrEqual(open.opens);
      expect(local(event.endsAt as Date).hour, event.slug).toBeLessThanOrEqual(open.closes);
    }
    expect(saturdays).toBeGreaterThan(20);
  });

  it('puts no event on a day the lots are closed (Christmas Eve, Thanksgiving)', () => {
    const data = generateSeedData({ dealers: 120, listings: 200 });
    const closed = data.events.filter((event) => isClosedDay((event.slug ?? '').slice(-10)));
    expect(data.events.length).toBeGreaterThan(100);
    expect(closed.map((event) => event.slug)).toEqual([]);
  });

  it('gives a parcel sold with its home one status, the home’s: never under contract or sold alone', () => {
    const data = generateSeedData();
    const landOf = new Map(data.landListings.map((land) => [land.landId, land]));
    const packages = data.homeListings.filter((home) => home.landId != null);
    expect(packages.length).toBeGreaterThan(50);
    for (const home of packages) {
      expect([STICKER_SOLD, STICKER_SALE_PENDING]).not.toContain(
        landOf.get(home.landId!)!.stickerTypeId,
      );
    }
    // Bare parcels still show every status.
    const bare = new Set(data.landListings.map((land) => land.stickerTypeId));
    expect(bare.has(STICKER_SALE_PENDING) && bare.has(STICKER_SOLD)).toBe(true);
  });

  it('rejects counts that are not whole numbers', () => {
    expect(() => generateSeedData({ dealers: -1 })).toThrow(/dealers/);
    expect(() => generateSeedData({ listings: 1.5 })).toThrow(/listings/);
  });

  it('scales to 1,000 home centers and 100,000 listings with unique keys', () => {
    const data = generateSeedData({ dealers: 1_000, listings: 100_000 });
    expect(data.dealers).toHaveLength(1_000);
    expect(data.homeListings).toHaveLength(100_000);
    const slugs = data.dealers.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((s) => DNS_LABEL.test(s))).toBe(true);
    const hosts = data.dealers.flatMap((d) => (d.hostName ? [d.hostName] : []));
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(new Set(data.dealers.map((d) => d.dealerNumber)).size).toBe(1_000);
    expect(data.dealers.every((d) => (DEALER_STATES as readonly string[]).includes(d.state))).toBe(
      true,
    );
    const serials = data.homeListings.flatMap((h) => (h.serialNumber ? [h.serialNumber] : []));
    expect(new Set(serials).size).toBe(serials.length);
    expect(new Set(data.homeListings.map((h) => h.stockNumber)).size).toBe(100_000);
    expect(new Set(data.landListings.map((l) => l.stockNumber)).size).toBe(
      data.landListings.length,
    );
    expect(data.homeListings.map((h) => h.inventoryId)).toEqual(
      Array.from({ length: 100_000 }, (_, i) => i + 1),
    );
  }, 60_000);
});

describe('listingCounts', () => {
  it('sums to the total with every dealer between about 0.55× and 1.65× the average', () => {
    const counts = listingCounts(1, 120, 1_800);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1_800);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...counts)).toBeLessThanOrEqual(25);
  });

  it('handles no listings and no dealers', () => {
    expect(listingCounts(1, 5, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(listingCounts(1, 0, 100)).toEqual([]);
  });
});
