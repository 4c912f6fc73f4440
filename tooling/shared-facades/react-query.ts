// What the apps use of React Query, shared as the '@tanstack/react-query' singleton. A shared module cannot be
// tree-shaken, so sharing the whole package ships infinite queries, suspense hooks, hydration and the rest on every
// first visit; this facade shares only the hooks the apps call, and rspack tree-shakes the rest.
// The package is imported through the root package.json's `imports` (its public entry under another name): the
// name '@tanstack/react-query' itself is the share, which would load the facade itself.
// An export missing here fails the build: add it when an app needs it.
export {
  QueryClient,
  QueryClientProvider,
  hashKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '#shared-facade-source/react-query';
export type { QueryFunctionContext, UseQueryResult } from '#shared-facade-source/react-query';
