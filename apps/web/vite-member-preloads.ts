import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { AUTH_STORAGE_KEY } from '../../packages/shared/src/limits.ts';

// A returning member opening a member screen needs the member's frame and that screen's files,
// which the entry file asks for only once it has been downloaded and run (app.tsx). This build
// step puts a small inline script in the page that asks for them at once, alongside the entry
// file, when the browser holds a stored session and the address is one of the screens below
// (decision 0062). A visitor's page (the landing, the sign-in pages) downloads nothing more.
// The API allows the script by its hash (apps/api/src/http/security-headers.ts).

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const SIGNED_IN_FRAME = src('app/layouts/signed-in-layout.tsx');
/** Addresses and the screen each opens: the pages worth a head start (the budgeted ones). */
const SCREENS: Record<string, string> = {
  '/projects': src('features/posts/components/discover/discover-projects-page.tsx'),
};

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: string[];
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

/** The files of a lazily loaded module: its chunk and every chunk that chunk imports. */
function filesOf(bundle: Bundle, moduleId: string, loaded: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  // The module's chunk: its own, or a group it belongs to (vite-chunks.ts).
  const start = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!start) throw new Error(`member preloads: no chunk for ${moduleId}`);
  const files: string[] = [];
  const walk = [start.fileName];
  while (walk.length) {
    const fileName = walk.pop()!;
    if (loaded.has(fileName) || files.includes(fileName)) continue;
    files.push(fileName);
    walk.push(...(chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []));
  }
  return files;
}

/** The inline script: modulepreload links for the address, when a member is stored. */
function preloadScript(storageKey: string, filesByPath: Record<string, string[]>): string {
  return `(function () {
        var files = ${JSON.stringify(filesByPath)}[location.pathname];
        if (!files) return;
        try {
          var stored = JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)}) || 'null');
          if (!stored || !stored.state || !stored.state.user) return;
        } catch (error) {
          return;
        }
        files.forEach(function (file) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = '/' + file;
          document.head.appendChild(link);
        });
      })();`;
}

/** Build-only plugin: see above. */
export function memberPreloads(): Plugin {
  return {
    name: 'squadup-member-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return html;
        // The entry file and what it imports are on their way already.
        const loaded = new Set<string>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.isEntry) {
            loaded.add(item.fileName);
            for (const file of item.imports) loaded.add(file);
          }
        }
        const frame = filesOf(bundle, SIGNED_IN_FRAME, loaded);
        const filesByPath = Object.fromEntries(
          Object.entries(SCREENS).map(([path, screen]) => [
            path,
            [...new Set([...frame, ...filesOf(bundle, screen, loaded)])],
          ]),
        );
        return [
          {
            tag: 'script',
            children: preloadScript(AUTH_STORAGE_KEY, filesByPath),
            // First in the head: a parser-inserted script waits for the stylesheets above it.
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
