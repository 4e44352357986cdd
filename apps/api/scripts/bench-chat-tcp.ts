// The machine's TCP counters around a `npm run bench:chat` run, from /proc (Linux): connections
// opened, and handshakes the kernel dropped because a listening socket's queue was full (each costs
// its client a 1 s, then 3 s, retransmission). Machine-wide: the run is most of what opens
// connections here. Undefined where /proc/net is not readable (another OS).
import { readFileSync } from 'node:fs';

export interface TcpMarks {
  opened: number;
  listenOverflows: number;
}

/** `Prefix: name name …` then `Prefix: value value …`: the value of `name`. */
function counter(file: string, prefix: string, name: string): number {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${prefix}:`));
  const [names, values] = lines.map((line) => line.split(/\s+/).slice(1));
  const index = names?.indexOf(name) ?? -1;
  if (index < 0 || !values) throw new Error(`${file}: no ${prefix} ${name}`);
  return Number(values[index]);
}

export function tcpMarks(): TcpMarks | undefined {
  try {
    return {
      opened: counter('/proc/net/snmp', 'Tcp', 'ActiveOpens'),
      listenOverflows: counter('/proc/net/netstat', 'TcpExt', 'ListenOverflows'),
    };
  } catch {
    return undefined;
  }
}

/** What happened between two marks, as a line for the run's log. */
export function describeTcp(before: TcpMarks | undefined, after: TcpMarks | undefined): string {
  if (!before || !after) return 'TCP counters unknown (no /proc/net)';
  return (
    `${after.opened - before.opened} TCP connections opened, ` +
    `${after.listenOverflows - before.listenOverflows} dropped by a full listen queue`
  );
}
