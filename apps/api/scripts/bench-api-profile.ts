// Summarises a V8 .cpuprofile (node --cpu-prof; `npm run bench:api -- --cpu-prof DIR` writes the
// app's): self time by package (node_modules/<name>, the app's own code, node internals) and the
// top functions by self time, so where a request's CPU goes is readable without a viewer.
//
//   npx tsx apps/api/scripts/bench-api-profile.ts DIR/CPU.*.cpuprofile [--top 30]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});

/** Where a frame's code lives: a package, the app's source, node itself, or V8's own buckets. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const app = /apps\/api\/(?:dist|src)\/(.*)$/.exec(url);
  if (app) return 'app';
  return url;
}

function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const owner = ownerOf(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^.*apps\/api\//, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const top = Number(values.top);
  const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`.padStart(6);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  print('Self time by owner:');
  for (const [owner, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
    print(`  ${pct(us)}  ${owner}`);
  print('Top functions by self time:');
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    print(`  ${pct(us)}  ${key}`);
}

for (const file of positionals) summarise(file);
