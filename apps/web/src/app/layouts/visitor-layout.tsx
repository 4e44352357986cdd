import { GraphQLProvider } from '../graphql-provider';
import { PublicLayout } from './public-layout';

/**
 * A post or profile read by a signed-out visitor: the public frame, with the app's margins for the
 * page and the GraphQL client it queries (loaded with this layout, as for the signed-in one).
 */
export function VisitorLayout() {
  return (
    <GraphQLProvider>
      <PublicLayout
        returnHere
        mainClassName="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 md:pt-10"
      />
    </GraphQLProvider>
  );
}
