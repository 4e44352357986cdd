// The people module's public surface: other modules, graphql/, realtime/ and app.ts import only this
// file (lint's module zones enforce it); everything else in the folder is the module's own.
export { peopleLoaders } from './people.loaders.js';
export { peopleResolvers } from './people.resolvers.js';
export type { MemberCard, PersonParent } from './people.present.js';
