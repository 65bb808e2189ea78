import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Two parts of MUI's buttons that every page downloaded and none shows before
 * the visitor acts: the touch ripple (drawn from the first press or keyboard
 * focus on) and the spinner a button shows while `loading` (the forms'
 * submit buttons, shared/src/ui/SubmitButton.tsx, while sending). Together about
 * 2.3 KB gzipped in the shell's entry. This plugin hands ButtonBase, Button
 * and IconButton a stand-in for each that fetches the real component the
 * first time it is rendered. ButtonBase already mounts its ripple only on the
 * first press or focus, so the ripple's code now arrives with that press; the
 * stand-in keeps what the button asks of the ripple meanwhile (start, stop,
 * pulsate) and replays it once the ripple is there, so the first press still
 * ripples. The build fails if MUI stops importing them under these names.
 */
export function lazyMuiParts(root: string): Plugin {
  const require = createRequire(`${root}/package.json`);
  const real = (subpath: string) => JSON.stringify(require.resolve(`@mui/material/${subpath}`).replace(/\.js$/, '.mjs'));
  const parts: Record<string, { importers: RegExp; code: () => string }> = {
    './TouchRipple.mjs': {
      importers: /@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/,
      code: () => `
import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
let Loaded;
const load = () => import(${real('ButtonBase/TouchRipple')}).then((module) => (Loaded = module.default));
const methods = ['start', 'stop', 'pulsate'];
export default React.forwardRef(function LazyTouchRipple(props, ref) {
  const [Ripple, setRipple] = React.useState(() => Loaded);
  const ripple = React.useRef(null);
  const queued = React.useRef([]);
  React.useImperativeHandle(ref, () => Object.fromEntries(methods.map((method) => [method, (...args) => {
    if (ripple.current) ripple.current[method](...args);
    else queued.current.push([method, args]);
  }])), []);
  React.useEffect(() => {
    if (!Ripple) load().then((component) => setRipple(() => component));
  }, [Ripple]);
  const attach = React.useCallback((instance) => {
    ripple.current = instance;
    if (instance) for (const [method, args] of queued.current.splice(0)) instance[method](...args);
  }, []);
  return Ripple ? jsx(Ripple, { ...props, ref: attach }) : null;
});
`,
    },
    '../CircularProgress/index.mjs': {
      importers: /@mui[\\/]material[\\/](Button[\\/]Button|IconButton[\\/]IconButton)\.mjs$/,
      code: () => `
import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
let Loaded;
const load = () => import(${real('CircularProgress')}).then((module) => (Loaded = module.default));
export default React.forwardRef(function LazyCircularProgress(props, ref) {
  const [Progress, setProgress] = React.useState(() => Loaded);
  React.useEffect(() => {
    if (!Progress) load().then((component) => setProgress(() => component));
  }, [Progress]);
  return Progress ? jsx(Progress, { ...props, ref }) : null;
});
`,
    },
  };
  const prefix = '\0revora-lazy-mui:';
  const swapped = new Set<string>();
  return {
    name: 'revora-lazy-mui-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const part = parts[source];
      if (!part || !importer || !part.importers.test(importer)) return undefined;
      swapped.add(source);
      return `${prefix}${source}`;
    },
    load(id) {
      return id.startsWith(prefix) ? parts[id.slice(prefix.length)]?.code() : undefined;
    },
    buildEnd(error) {
      const missed = Object.keys(parts).filter((source) => !swapped.has(source));
      if (!error && missed.length > 0) {
        throw new Error(`MUI no longer imports ${missed.join(', ')} as expected: update lazyMuiParts`);
      }
    },
  };
}
