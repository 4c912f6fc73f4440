// What the apps use of react-router, shared as the 'react-router-dom' singleton. A shared module cannot be
// tree-shaken (other apps may use any export), so sharing the whole router would cost ~60 KB gzip on every first
// visit; this facade shares only the declarative-routing API the apps need, and rspack tree-shakes the rest.
// An export missing here fails the build: add it when an app needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, To } from 'react-router';
