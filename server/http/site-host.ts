// Which host a request is for, decided once at the edge (issue 9, finding 3).
// The page cache's key, the home center lookup and the identity provider all
// read the one normalised host this returns, so a Host header that two parsers
// would read differently (`knoxville.localhost:3000:1`) cannot make one of them
// see the corporate site and another a home center's.
//
// Hosts the site answers to: PUBLIC_URL's, a home center's own host name, and
// `{slug}.localhost` of a home center when PUBLIC_URL is on localhost (the
// same origins its sign-in clients accept, server/identity/clients.ts). A
// loopback address (127.0.0.1, [::1], or localhost when PUBLIC_URL is
// elsewhere) is sent to PUBLIC_URL's origin, so a newcomer who typed the
// address is not stuck with a sign-in that cannot return there. Anything else
// is refused: the provider builds its discovery URLs from the host.
import { isIPv4 } from 'node:net';

export type HostCheck =
  /** One of ours: `host` is lower-case `name[:port]`, `hostName` the name alone. */
  | { kind: 'site'; host: string; hostName: string }
  /** A loopback address that is not PUBLIC_URL's: go to PUBLIC_URL instead. */
  | { kind: 'loopback' }
  /** Not a host name at all (two ports, a path, spaces). */
  | { kind: 'malformed' }
  /** A well-formed host that is not one of ours. */
  | { kind: 'foreign' };

export type SiteHostDealer = { hostName: string | null; slug: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/;

/** `Host` → lower-case name and port, or null when it is not `name[:port]`. */
export function parseHost(
  value: string | undefined | null,
): { hostName: string; port: number | null } | null {
  if (!value || value.length > 300) return null;
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  const name = match[1]!.replace(/\.$/, '');
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > 65535) return null;
  if (name.startsWith('[')) return IPV6_LITERAL.test(name) ? { hostName: name, port } : null;
  if (name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return null;
  return { hostName: name, port };
}

function isLoopbackName(hostName: string): boolean {
  return (
    hostName === 'localhost' ||
    hostName === '[::1]' ||
    (isIPv4(hostName) && hostName.startsWith('127.'))
  );
}

export function createHostCheck(options: {
  publicUrl: string;
  dealers: readonly SiteHostDealer[];
}): (host: string | undefined | null) => HostCheck {
  const site = new URL(options.publicUrl);
  const siteName = site.hostname.toLowerCase();
  const local = siteName === 'localhost';
  const names = new Set<string>([siteName]);
  for (const dealer of options.dealers) {
    if (dealer.hostName) names.add(dealer.hostName.toLowerCase());
    if (local) names.add(`${dealer.slug}.localhost`);
  }
  // The same few hosts arrive all day: remember their answers (ours only, so
  // a caller sending random hosts cannot grow it).
  const known = new Map<string, HostCheck>();
  return (value) => {
    const remembered = value === undefined || value === null ? undefined : known.get(value);
    if (remembered) return remembered;
    const answer = check(value);
    if (answer.kind === 'site' && known.size < 1000) known.set(value!, answer);
    return answer;
  };

  function check(value: string | undefined | null): HostCheck {
    const parsed = parseHost(value);
    if (!parsed) return { kind: 'malformed' };
    const { hostName, port } = parsed;
    if (names.has(hostName)) {
      return { kind: 'site', host: port === null ? hostName : `${hostName}:${port}`, hostName };
    }
    return isLoopbackName(hostName) ? { kind: 'loopback' } : { kind: 'foreign' };
  }
}
