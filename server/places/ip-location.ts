// Where a caller's IP address is (SPEC §5: the second location source, after
// the postal code). Without an IP database the answer is always "no value",
// so the precedence simply moves on to the search text.
import { readFile } from 'node:fs/promises';
import { Reader, type CityResponse } from 'mmdb-lib';
import type { DomainContext } from '../domain/context.ts';
import { locationByPostalCode, nearestLocation, type Location } from '../domain/places.ts';
import { isPublicIp, normalizeIp } from './ip-address.ts';

export interface IpLocationProvider {
  /** The place of a public IP address, or null when unknown. */
  lookup(ip: string): Promise<Location | null>;
}

/** No IP database configured: every address is unknown. */
export const noIpLocation: IpLocationProvider = { lookup: async () => null };

/**
 * Reads a MaxMind-format city database (GeoLite2-City or GeoIP2-City, .mmdb).
 * The record's postal code is used when our table has it; otherwise the
 * postal code nearest the record's coordinates (within 50 miles). Addresses
 * outside the US give null: the locations table is US only.
 */
export function createMmdbIpLocationProvider(options: {
  ctx: DomainContext;
  /** The .mmdb file, read once on first use. */
  file?: string;
  /** Or its bytes (tests). */
  buffer?: Buffer;
  /** A broken database must not break the location query: it is reported here and answers null. */
  onError?: (error: unknown) => void;
}): IpLocationProvider {
  let reader: Promise<Reader<CityResponse>> | null = null;
  const open = () => {
    reader ??= (
      options.buffer ? Promise.resolve(options.buffer) : readFile(options.file ?? '')
    ).then((bytes) => new Reader<CityResponse>(bytes));
    return reader;
  };
  return {
    async lookup(ip) {
      if (!isPublicIp(ip)) return null;
      let record: CityResponse | null;
      try {
        record = (await open()).get(normalizeIp(ip));
      } catch (error) {
        options.onError?.(error);
        return null;
      }
      if (!record) return null;
      const country = record.country?.iso_code;
      if (country && country !== 'US') return null;
      const postalCode = record.postal?.code;
      if (postalCode) {
        const byCode = await locationByPostalCode(options.ctx, postalCode);
        if (byCode) return byCode;
      }
      const { latitude, longitude } = record.location ?? {};
      if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
      return nearestLocation(options.ctx, { latitude, longitude });
    },
  };
}

/**
 * The provider for this process: the database named by GEOIP_DATABASE (the
 * path server/env.ts checks at start), else none.
 */
export function ipLocationProviderFor(
  ctx: DomainContext,
  geoipDatabase: string | null | undefined,
  onError?: (error: unknown) => void,
): IpLocationProvider {
  return geoipDatabase
    ? createMmdbIpLocationProvider({ ctx, file: geoipDatabase, onError })
    : noIpLocation;
}
