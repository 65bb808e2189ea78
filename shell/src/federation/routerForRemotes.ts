/**
 * What the shell hands remotes as "react-router-dom". Sharing the library's
 * whole namespace would keep all of it (data routers, framework and server
 * APIs) in every page's first download; a page only needs links and the
 * location. sharedModules.test.ts fails when a remote imports anything else,
 * so add the name here first.
 */
export {
  Link,
  NavLink,
  Navigate,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
