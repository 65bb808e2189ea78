/**
 * What the shell hands remotes as "framer-motion": the names the site's
 * motion (shared/src/motion) and its sections use. A namespace handed over at
 * run time cannot be tree-shaken, so offering the whole package would make
 * the first animated section download all of it (layout animations,
 * drag, scroll, `motion` with every feature). Nothing on a page's first
 * screen animates with it, so this module is fetched only when the first
 * animated section below the fold loads (sharedModules.ts offers it lazily).
 * sharedModules.test.ts fails when a remote imports anything else, so add the
 * name here first.
 */
export {
  animate,
  domAnimation,
  LazyMotion,
  m,
  MotionConfig,
  useInView,
  useMotionValue,
  useMotionValueEvent,
  useReducedMotion,
} from 'framer-motion';
