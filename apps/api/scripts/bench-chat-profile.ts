// Summarises a V8 CPU profile (`npm run bench:chat -- --cpu-prof DIR` writes one for the app
// child): self time by package or source file and by function, and inclusive time of the
// functions that matter, so "where does the CPU per message go" has an answer in numbers.
//
//   npx tsx apps/api/scripts/bench-chat-profile.ts DIR/CPU.*.cpuprofile [--top 25] [--last 30]
// --last N keeps only the profile's last N seconds (the load, without start-up and seeding).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, last: { type: 'string' } },
});
const top = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;

/** node_modules/<package> or the repo file, so the table reads by who spent the time. */
function scriptOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/apps/api/');
  return src >= 0 ? url.slice(src + 1) : url;
}
const frameName = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${scriptOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
const windowStart = values.last ? profile.endTime - Number(values.last) * 1e6 : profile.startTime;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= windowStart) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const totalUs = profile.endTime - windowStart;

const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);
const selfByScript = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const inclusiveByFunction = new Map<string, number>();
const inclusiveByScript = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const name = node.callFrame.functionName;
  const idle = name === '(idle)' || name === '(program)' || name === '(garbage collector)';
  add(selfByScript, idle ? name : scriptOf(node.callFrame.url), us);
  add(selfByFunction, frameName(node), us);
  // Inclusive: count each function (and script) once per sample path.
  const seenFunctions = new Set<string>();
  const seenScripts = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    if (frame.callFrame.functionName === '(root)') break;
    seenFunctions.add(frameName(frame));
    seenScripts.add(scriptOf(frame.callFrame.url));
  }
  for (const f of seenFunctions) add(inclusiveByFunction, f, us);
  for (const s of seenScripts) add(inclusiveByScript, s, us);
}

const print = (title: string, map: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(
      `${((us / totalUs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}\n`,
    );
  }
};
process.stdout.write(`profile: ${(totalUs / 1e6).toFixed(1)} s of wall time\n`);
print('self time by package / file', selfByScript);
print('inclusive time by package / file', inclusiveByScript);
print('self time by function', selfByFunction);
print('inclusive time by function', inclusiveByFunction);
