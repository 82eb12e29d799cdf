import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Server-side request forgery guard: an endpoint's address is typed by an agency, so without it
 * the portal could be made to POST into the operator's own network (a database's admin page, a
 * cloud metadata service). Every address the host resolves to must be public; IPv4-mapped IPv6
 * addresses are checked as the IPv4 address they carry.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_ADDRESS_REFUSAL = 'refused: private address';

/** Why the endpoint's host may not be called, or null when every address it has is public. */
export async function refusalOfHost(hostname: string): Promise<string | null> {
  // A URL's IPv6 literal keeps its brackets ("[::1]").
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return `could not resolve host: ${code}`;
  }
  if (addresses.length === 0) return 'could not resolve host';
  return addresses.some(({ address }) => isPrivateAddress(address))
    ? PRIVATE_ADDRESS_REFUSAL
    : null;
}

/**
 * The name lookup of the connection itself (http.request's `lookup`): it hands the socket only
 * addresses it has checked, so a host whose DNS answer changes between refusalOfHost and the
 * connection (DNS rebinding) still cannot reach a private address. An IP literal is connected
 * without a lookup: refusalOfHost has checked it.
 */
export function guardedLookup(allowPrivateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const isRefused =
        !allowPrivateAddresses && found.some(({ address }) => isPrivateAddress(address));
      if (isRefused || found.length === 0) {
        const refusal = isRefused ? PRIVATE_ADDRESS_REFUSAL : 'could not resolve host';
        return callback(Object.assign(new Error(refusal), { code: 'EREFUSED' }), '', 0);
      }
      const [first] = found;
      if (options.all) return callback(null, found);
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}
