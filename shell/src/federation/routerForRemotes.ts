/**
 * What the shell hands remotes as "react-router-dom": the links and location
 * hooks their pages and `shared`'s blocks use, bound to the shell's router, so
 * a remote's link drives the one router on the page. Not the module's whole
 * namespace: a namespace handed over at run time cannot be tree-shaken, and
 * every page's first download would carry all the library offers (data
 * routers, server rendering, forms) for these few names.
 * sharedModules.test.ts fails when a remote imports anything else, so add the
 * name here first.
 */
export { Link, NavLink, useInRouterContext, useLocation } from 'react-router-dom';
