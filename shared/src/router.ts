// The router of the areas' pages: react-router's declarative mode, shared once per page
// (scripts/webpack/create-config.js). Pages import it from here, never from react-router-dom: shared
// whole, react-router-dom sent its data routers, server rendering and framework mode to every page
// (~60 KB gzip); these parts are ~15 KB. A part of the declarative mode a page needs is added here.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
