/**
 * Stands in for `tldts` (aliased in vite.config.ts). MSW's cookie store uses tough-cookie, which asks
 * tldts for a host's registrable domain; tldts carries the whole public-suffix list (~300 kB of the
 * back end's chunk, evaluated on the main thread at start-up). The simulated back end sets no cookies
 * and only ever sees this shop's own host, so the last two labels are answer enough.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host.includes(':') || IPV4.test(host)) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
