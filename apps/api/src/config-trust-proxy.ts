// TRUST_PROXY: Express's 'trust proxy' setting, checked when the configuration loads so a value
// Express cannot compile is a configuration error, not a crash with a stack trace half-way
// through the start.
import express from 'express';

export type TrustProxy = false | number | string;

// `true` is refused: Express would then take the client's own (leftmost) X-Forwarded-For entry as
// req.ip, so anyone could pick a new address per request and walk past every per-IP limit.
const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true would trust any X-Forwarded-For a client sends, which defeats the per-IP limits: give the number of proxies in front of the app (e.g. 1) or their addresses/subnets';

/** Compiles the value as Express will (proxy-addr); its complaint, or null when it compiles. */
function compileProblem(value: TrustProxy): string | null {
  try {
    express().set('trust proxy', value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function parseTrustProxy(value: string, problems: string[]): TrustProxy {
  const lower = value.trim().toLowerCase();
  if (lower === 'true') problems.push(TRUST_PROXY_TRUE);
  if (lower === 'false' || lower === 'true') return false;
  const parsed = /^\d+$/.test(lower) ? Number(lower) : value;
  const problem = compileProblem(parsed);
  if (problem) {
    problems.push(
      `TRUST_PROXY must be false, a number of proxies, or addresses/subnets (${problem})`,
    );
    return false;
  }
  return parsed;
}

/** The start-up log line saying where req.ip (and so every per-IP limit) comes from. */
export function describeTrustProxy(trustProxy: TrustProxy): string {
  if (trustProxy === false)
    return 'TRUST_PROXY=false: the client address is the connecting peer; X-Forwarded-For is ignored.';
  if (typeof trustProxy === 'number') {
    const proxies = trustProxy === 1 ? '1 proxy' : `${trustProxy} proxies`;
    return `TRUST_PROXY=${trustProxy}: the client address is taken from X-Forwarded-For, ${proxies} in; without exactly ${proxies} in front, a client can choose its own address and walk past the per-IP limits.`;
  }
  return `TRUST_PROXY=${trustProxy}: the client address is taken from X-Forwarded-For when the connecting peer is one of these addresses.`;
}
