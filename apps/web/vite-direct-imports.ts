import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// `import { Plus } from 'lucide-react'` and `import { PAGE_SIZE } from '@squadup/shared'` go
// through an index that re-exports the whole package. The built pages only carry what they use
// either way, but the module graph that the chunk groups read (vite-chunks.ts) would say that every
// module using one icon reaches every icon, and every module using one limit reaches every zod
// schema. Rewritten at build time into imports of the modules that define the names
// (`import Plus from 'lucide-react/dist/esm/icons/plus.js'`), the graph says which module uses
// what (docs/decisions/0059). A name not found in the map (a type, a helper) keeps its import.

/** Where each exported value lives: the module to import from, and under which name. */
type ExportMap = Map<string, { from: string; name: string }>;

const require = createRequire(import.meta.url);

/** lucide-react's index: one line per icon, `export { default as Plus, default as PlusIcon } from './icons/plus.js';` */
function lucideIcons(): ExportMap {
  const dir = path.dirname(require.resolve('lucide-react/package.json'));
  const index = readFileSync(path.join(dir, 'dist/esm/lucide-react.js'), 'utf8');
  const map: ExportMap = new Map();
  for (const [, names, file] of index.matchAll(
    /^export \{([^}]*)\} from '\.\/icons\/([\w-]+\.js)';$/gm,
  )) {
    for (const [, exported] of names!.matchAll(/default as (\w+)/g)) {
      map.set(exported!, { from: `lucide-react/dist/esm/icons/${file}`, name: 'default' });
    }
  }
  return map;
}

const sharedIndex = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

/**
 * @squadup/shared's index and the indexes it re-exports: `export * from './x.js'` and
 * `export { a, b } from './x.js'`, down to the modules that declare `export const|function|class`.
 */
function sharedExports(file = sharedIndex, map: ExportMap = new Map()): ExportMap {
  const source = readFileSync(file, 'utf8');
  const resolve = (spec: string) => path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
  for (const [, spec] of source.matchAll(/^export \* from '(\.[^']+)';$/gm)) {
    sharedExports(resolve(spec!), map);
  }
  for (const [, names, spec] of source.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    for (const raw of names!.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [name, as = name] = specifier.split(/\s+as\s+/) as [string, string?];
      map.set(as, { from: resolve(spec!), name });
    }
  }
  for (const [, name] of source.matchAll(
    /^export (?:async )?(?:const|let|function\*?|class|enum) (\w+)/gm,
  )) {
    map.set(name!, { from: file, name: name! });
  }
  return map;
}

const PACKAGES: Record<string, () => ExportMap> = {
  'lucide-react': lucideIcons,
  '@squadup/shared': () => sharedExports(),
};

/** Rewrites named imports (and re-exports) of lucide-react and @squadup/shared into direct ones (builds only). */
export function directImports(): Plugin {
  const maps = new Map<string, ExportMap>();
  const mapOf = (pkg: string) => {
    let map = maps.get(pkg);
    if (!map) maps.set(pkg, (map = PACKAGES[pkg]!()));
    if (map.size === 0) throw new Error(`${pkg}: no export found in its index`);
    return map;
  };
  // `import { a } from 'pkg'` and `export { a } from 'pkg'` (src/lib/constants.ts re-exports).
  const IMPORT =
    /(import|export)\s*\{([^}]*)\}\s*from\s*['"](lucide-react|@squadup\/shared)['"];?/g;
  return {
    name: 'squadup-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null;
      if (!code.includes('lucide-react') && !code.includes('@squadup/shared')) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(IMPORT)) {
        const [, keyword, names, pkg] = match as unknown as [
          string,
          'import' | 'export',
          string,
          string,
        ];
        const map = mapOf(pkg);
        const kept: string[] = [];
        const direct: string[] = [];
        for (const raw of names.split(',')) {
          const specifier = raw.trim();
          if (!specifier) continue;
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
          const target = specifier.startsWith('type ') ? undefined : map.get(imported);
          if (!target) kept.push(specifier);
          else if (target.name === 'default' && keyword === 'import')
            direct.push(`import ${local} from ${JSON.stringify(target.from)};`);
          else
            direct.push(
              `${keyword} { ${target.name} as ${local} } from ${JSON.stringify(target.from)};`,
            );
        }
        if (direct.length === 0) continue;
        const typesOnly = kept.every((s) => s.startsWith('type '));
        const rest =
          kept.length === 0
            ? ''
            : typesOnly
              ? `${keyword} type { ${kept.map((s) => s.replace(/^type\s+/, '')).join(', ')} } from '${pkg}';`
              : `${keyword} { ${kept.join(', ')} } from '${pkg}';`;
        out.overwrite(match.index, match.index + match[0].length, [...direct, rest].join(' '));
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null;
    },
  };
}
