// Tests only: a tiny MaxMind-format City database written in code (the
// MaxMind DB format, IPv4, 24-bit records), so IP location is tested without
// shipping a real database.
type Value = string | number | Value[] | { [key: string]: Value };

function control(type: number, size: number): Buffer {
  const extra: number[] = [];
  let bits = size;
  if (size >= 285) throw new Error('test writer: value too large');
  if (size >= 29) {
    bits = 29;
    extra.push(size - 29);
  }
  const head = type <= 7 ? [(type << 5) | bits] : [bits, type - 7];
  return Buffer.from([...head, ...extra]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** 32) {
      const bytes: number[] = [];
      for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
      return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]);
    }
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value);
    return Buffer.concat([control(3, 8), bytes]);
  }
  if (Array.isArray(value)) {
    return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  }
  const entries = Object.entries(value);
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([k, v]) => [encode(k), encode(v)]),
  ]);
}

function writeMmdb(networks: { network: string; prefix: number; record: Value }[]): Buffer {
  type Slot = { node: number } | { data: number } | null;
  const nodes: [Slot, Slot][] = [[null, null]];
  const data: Buffer[] = [];
  let length = 0;
  for (const { network, prefix, record } of networks) {
    const address = network.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
    const bytes = encode(record);
    const offset = length;
    data.push(bytes);
    length += bytes.length;
    let node = 0;
    for (let depth = 0; depth < prefix; depth++) {
      const bit = Math.floor(address / 2 ** (31 - depth)) % 2;
      const pair = nodes[node]!;
      if (depth === prefix - 1) {
        pair[bit] = { data: offset };
        break;
      }
      let next = pair[bit];
      if (!next || !('node' in next)) {
        nodes.push([null, null]);
        next = { node: nodes.length - 1 };
        pair[bit] = next;
      }
      node = next.node;
    }
  }
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  const record = (slot: Slot) =>
    slot === null ? count : 'node' in slot ? slot.node : count + 16 + slot.data;
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(record(left), index * 6, 3);
    tree.writeUIntBE(record(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: count,
    record_size: 24,
    ip_version: 4,
    database_type: 'Test-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_790_000_000,
    description: { en: 'test' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com'),
    metadata,
  ]);
}

/** The places the tests know: Knoxville by postal code, Richardson by coordinates, abroad, mid-ocean. */
export const testCityDatabase = () =>
  writeMmdb([
    {
      network: '8.8.8.0',
      prefix: 24,
      record: {
        country: { iso_code: 'US' },
        postal: { code: '37918' },
        location: { latitude: 36.01, longitude: -83.93 },
      },
    },
    {
      // No postal code: the nearest one to the coordinates (downtown Richardson, TX).
      network: '8.8.4.0',
      prefix: 24,
      record: {
        country: { iso_code: 'US' },
        location: { latitude: 32.9483, longitude: -96.7299 },
      },
    },
    {
      network: '1.1.1.0',
      prefix: 24,
      record: { country: { iso_code: 'AU' }, location: { latitude: -33.87, longitude: 151.21 } },
    },
    {
      // In the US but mid-ocean: no postal code within 50 miles.
      network: '9.9.9.0',
      prefix: 24,
      record: { country: { iso_code: 'US' }, location: { latitude: 30.5, longitude: -60.5 } },
    },
  ]);
