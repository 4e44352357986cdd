import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type DocumentNode } from 'graphql';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// What the GraphQL client preset's Babel plugin does, for a build without Babel (the React plugin
// compiles with Oxc), one step further: each `graphql(`...`)` call becomes its document itself,
// as the generated module spells it, so a page carries the documents it uses and no others. Left
// alone, every call goes through `graphql()`, whose map holds every operation of the app, and
// importing the documents from the generated module instead still puts all of them in one chunk
// (a module is never split). Development and the unit tests keep the map: build only
// (docs/decisions/0056-graphql-documents-inlined-at-build.md).

/** A call of the preset's `graphql` with a template literal (escapes allowed, no interpolation). */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\\[\s\S]|\$(?!\{))*)`\s*\)/g;
/** One document of the generated module: a line of its own, the AST as a JSON literal. */
const GENERATED_DOCUMENT = /^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*;$/gm;

const generatedDir = fileURLToPath(new URL('./src/gql/', import.meta.url));
const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));

/** A document's key: the kind and name of its first definition (the operation or fragment itself). */
const keyOf = (document: Pick<DocumentNode, 'definitions'>): string | undefined => {
  const [first] = document.definitions;
  if (first?.kind === Kind.OPERATION_DEFINITION && first.name)
    return `operation ${first.name.value}`;
  if (first?.kind === Kind.FRAGMENT_DEFINITION) return `fragment ${first.name.value}`;
  return undefined;
};

export function graphqlDocuments(): Plugin {
  // Each generated document's JSON, by key. Read when a build starts, never when the config loads:
  // the unit tests load this config too.
  let documents = new Map<string, string>();
  return {
    name: 'squadup:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(generatedDocuments, 'utf8');
      documents = new Map(
        [...generated.matchAll(GENERATED_DOCUMENT)].flatMap(([, json]) => {
          const key = keyOf(JSON.parse(json!) as DocumentNode);
          return key ? [[key, json!] as const] : [];
        }),
      );
      this.addWatchFile(generatedDocuments);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(')) {
        return null;
      }
      const source = new MagicString(code);
      for (const call of code.matchAll(GRAPHQL_CALL)) {
        const key = keyOf(parse(call[1]!));
        if (!key) continue;
        const document = documents.get(key);
        // Not generated yet (codegen not run since the document changed): fail the build.
        if (!document) this.error(`${id}: no ${key} in ${generatedDocuments}; run npm run codegen`);
        source.overwrite(call.index, call.index + call[0].length, `(${document})`);
      }
      if (!source.hasChanged()) return null;
      return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
    },
  };
}
