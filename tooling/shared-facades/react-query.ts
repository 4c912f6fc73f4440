// What the apps use of React Query, shared as the '@tanstack/react-query' singleton. A shared module cannot be
// tree-shaken, so sharing the whole package ships infinite queries, suspense hooks, hydration and the rest on every
// first visit; this facade shares only the hooks the apps call, and rspack tree-shakes the rest.
// The build file's own name (aliased in tooling/rspack-app-config.mjs past the package's exports) keeps this import
// out of the '@tanstack/react-query' alias and share, which would load the facade itself.
// An export missing here fails the build: add it when an app needs it.
export {
  QueryClient,
  QueryClientProvider,
  hashKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/build/modern/index.js';
export type { QueryFunctionContext, UseQueryResult } from '@tanstack/react-query/build/modern/index.js';
