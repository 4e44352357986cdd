import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// How the build groups modules into files (docs/decisions/0059-fewer-larger-chunks.md). Left to
// itself, the bundler makes one file per set of screens sharing a module: a signed-in first visit
// downloaded 80 files, most under 2 KB, each a request over a slow phone connection. Instead:
//
// - `index`: everything the first paint needs (React, the router, the landing and the public
//   frame), in the entry file itself, not in a dozen files the entry imports.
// - `forms`: the form libraries (react-hook-form, zod) that the sign-in pages and most member
//   screens need and the landing does not; `ui-forms`, `screens-forms` and so on: the modules of
//   those groups that use them (the schemas, the form helpers, the dialogs with a form). A shared
//   module that reaches a form library is in one of these (a feature's own file aside), so no
//   other group's file imports them, and a screen that shows no form on its first paint
//   (Discover) downloads and runs none of them (decision 0062).
// - `ui`: what the sign-in pages share with member screens (inputs, alerts, error texts).
// - `graphql`: the GraphQL client and what else the member's frame shares with the visitor's
//   (a post or profile read signed out).
// - `signed-in`: the rest of the member's frame (navigation, menus, realtime, the syncs).
// - `screens`: the components two member screens or more share (cards, dialogs, hooks, icons), so
//   that the first screen brings them in one file and the next screen mostly needs its own; and
//   `<feature>-shared`: what two screens or more take from one feature (the posts' queries and card).
// - Each screen keeps its own file with what is only its own, and the rest is left to the bundler.
//
// The realtime library is not grouped: it is downloaded after the page has loaded
// (src/lib/realtime/socket.ts).

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const SIGNED_IN_FRAME = src('app/layouts/signed-in-layout.tsx');
const VISITOR_FRAME = src('app/layouts/visitor-layout.tsx');
/**
 * Screens a signed-out visitor opens, and what their pages download on demand (the menus' library,
 * loaded when a theme menu is first used), which must not need the member's files.
 */
const PUBLIC_SCREENS = [
  src('features/auth/'),
  src('features/legal/'),
  src('app/screens/not-found'),
  src('components/ui/menu-dropdown'),
];
/**
 * Code downloaded when a control is first used (the menus' dropdown, the bell's panel): what only
 * these share (Radix's popper and Floating UI) is a file of its own, `popups`, rather than in `ui`,
 * which every sign-in page downloads at once.
 */
const ON_DEMAND = [src('components/ui/menu-dropdown'), src('app/layouts/notifications-panel')];
/** The form libraries: most member screens and the sign-in pages need them, the landing does not. */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/;
const REALTIME_LIBRARIES =
  /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/;

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The modules statically imported from `from`, not going into the ones in `stop`. */
function reach(graph: ModuleGraph, from: string, stop: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (reached.has(id) || stop.has(id)) continue;
    reached.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

interface Users {
  /** For each module, the lazily loaded modules (screens, frames) whose static imports reach it. */
  byModule: Map<string, Set<string>>;
  /** The modules outside the first paint's file whose static imports reach a form library. */
  reachingForms: Set<string>;
}

function usersOf(graph: ModuleGraph, anyId: string): Users {
  // Every module, found from any one through its importers and imports.
  const all = new Set<string>();
  const walk = [anyId];
  while (walk.length) {
    const id = walk.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const info = graph.getModuleInfo(id);
    if (info) walk.push(...info.importedIds, ...info.importers, ...info.dynamicallyImportedIds);
  }
  // The first paint's modules are in the entry file whoever else uses them.
  const initial = new Set<string>();
  for (const id of all) {
    if (graph.getModuleInfo(id)?.isEntry) for (const m of reach(graph, id, initial)) initial.add(m);
  }
  const reachingForms = new Set<string>();
  const walkUp = [...all].filter((id) => FORM_LIBRARIES.test(id));
  while (walkUp.length) {
    const id = walkUp.pop()!;
    if (reachingForms.has(id) || initial.has(id)) continue;
    reachingForms.add(id);
    walkUp.push(...(graph.getModuleInfo(id)?.importers ?? []));
  }
  const users = new Map<string, Set<string>>();
  for (const entry of all) {
    if (!graph.getModuleInfo(entry)?.dynamicImporters.length) continue;
    if (REALTIME_LIBRARIES.test(entry) || initial.has(entry)) continue;
    for (const id of reach(graph, entry, initial)) {
      let set = users.get(id);
      if (!set) users.set(id, (set = new Set()));
      set.add(entry);
    }
  }
  return { byModule: users, reachingForms };
}

/** The groups shared across screens, most shared first. */
const SHARED_GROUPS = ['ui', 'graphql', 'signed-in', 'screens', 'popups'] as const;

const FEATURE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;

const isPublic = (entry: string) => PUBLIC_SCREENS.some((prefix) => entry.startsWith(prefix));
const isOnDemand = (entry: string) => ON_DEMAND.some((prefix) => entry.startsWith(prefix));

/** Build-time chunk groups for the web app (see above). */
export function fewerChunks(): Plugin {
  let users: Users | undefined;
  const features = new Map<string, string | null>();

  /**
   * The feature a module belongs to: its folder under src/features, or for a library, the one
   * feature whose modules alone import it (linkify-it goes with the chat's files, not with every
   * member screen's). Null for anything else.
   */
  const featureOf = (id: string, graph: ModuleGraph): string | null => {
    const own = FEATURE.exec(id)?.[1];
    if (own) return own;
    if (!id.includes('node_modules') || features.has(id)) return features.get(id) ?? null;
    features.set(id, null); // an import cycle among libraries names no feature
    const importers = new Set(
      (graph.getModuleInfo(id)?.importers ?? []).map((importer) => featureOf(importer, graph)),
    );
    const [only] = importers;
    const feature = importers.size === 1 && only ? only : null;
    features.set(id, feature);
    return feature;
  };

  /** The group of a module outside the first paint's file (null: the bundler decides). */
  const groupOf = (id: string, graph: ModuleGraph): string | null => {
    if (REALTIME_LIBRARIES.test(id)) return null;
    users ??= usersOf(graph, id);
    const by = [...(users.byModule.get(id) ?? [])];
    if (by.length === 0) return null;
    if (by.length > 1 && by.every(isOnDemand)) return 'popups';
    if (by.some(isPublic)) return by.every(isPublic) ? null : 'ui';
    if (by.includes(SIGNED_IN_FRAME)) return by.includes(VISITOR_FRAME) ? 'graphql' : 'signed-in';
    if (by.length < 2 || by.includes(VISITOR_FRAME)) return null;
    const feature = featureOf(id, graph);
    return feature ? `${feature}-shared` : 'screens';
  };

  /**
   * A module's group, or `<group>-forms` when it reaches a form library and sits in a group the
   * sign-in pages or every member screen load. A feature's shared file keeps its forms: only that
   * feature's screens download it, and in `forms` it would make the sign-in pages download it.
   */
  const groupOrForms = (id: string, graph: ModuleGraph): string | null => {
    const group = groupOf(id, graph);
    if (!group || group.endsWith('-shared')) return group;
    return users!.reachingForms.has(id) ? `${group}-forms` : group;
  };

  return {
    name: 'squadup-fewer-chunks',
    apply: 'build',
    buildStart() {
      users = undefined;
      features.clear();
    },
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              // Most shared first: a group also takes the modules its modules import, unless a
              // group before it has them already.
              groups: [
                { name: 'index', tags: ['$initial'], priority: 30 },
                { name: 'forms', test: FORM_LIBRARIES, priority: 25 },
                ...SHARED_GROUPS.map((group, i) => ({
                  name: (id: string, graph: ModuleGraph) =>
                    groupOrForms(id, graph) === group ? group : null,
                  priority: 20 - i,
                })),
                // After the shared groups, so that the modules their modules import are in those
                // already, each before the next (a sign-in page's form parts must not land in a
                // member screen's), and before the features' files, so that none takes a schema.
                ...SHARED_GROUPS.map((group, i) => ({
                  name: (id: string, graph: ModuleGraph) =>
                    groupOrForms(id, graph) === `${group}-forms` ? `${group}-forms` : null,
                  priority: 10 - i,
                })),
                {
                  name: (id: string, graph: ModuleGraph) =>
                    featureOf(id, graph) ? groupOrForms(id, graph) : null,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
  };
}
