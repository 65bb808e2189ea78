import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteSharedPackages, sharedPackagesOf, singletonPackages } from 'shared/build/federation';
import { singletonsRemotesDoNotTake } from 'shared/build/importBoundaries';
import muiComponentsForRemotes from './muiComponentsForRemotes';
import * as MotionForRemotes from './motionForRemotes';
import * as MuiStylesForRemotes from './muiStylesForRemotes';
import * as RouterForRemotes from './routerForRemotes';

// The workspace root, three levels up from shell/src/federation.
const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * What the shell hands the remotes at run time must cover what they import.
 * Which packages remotes may import at all is an ESLint rule
 * (shared/build/importBoundaries.js); these checks compare imports with the
 * shell's lists, which a lint rule cannot read.
 */

/**
 * Source files compiled into the remotes' deployed code: their own (not their
 * tests or standalone dev pages) and `shared`'s, which each app compiles in;
 * not shared's theme, which only the shell imports (a lint rule keeps it so).
 */
function remoteSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'standalone' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/(\.test|ForTests)\.tsx?$/.test(entry.name)) {
        // Tests and the helpers only they import never reach a page.
        files.push(path);
      }
    }
  };
  for (const entry of readdirSync(workspace)) {
    if (entry.startsWith('remote-')) walk(join(workspace, entry, 'src'));
  }
  walk(join(workspace, 'shared', 'src'));
  return files.filter((file) => file !== join(workspace, 'shared', 'src', 'theme.ts'));
}

/** The source files a set of entry modules reach through relative imports and re-exports. */
function modulesReachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = join(dirname(file), match[1]!);
      const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (resolved) visit(resolved);
    }
  };
  entries.forEach(visit);
  return reached;
}

/** Every value imported from a package, as "file: name"; namespace and default imports as "*". */
function importsOf(pkg: string) {
  const found: { file: string; name: string }[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?([^'";]*?)\\s+from\\s+'${pkg}'`, 'g');
  for (const file of remoteSources()) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue; // type-only imports cost nothing at run time
      const clause = match[2] ?? '';
      const named = /\{([^}]*)\}/.exec(clause)?.[1];
      if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim()) found.push({ file, name: '*' });
      for (const part of named?.split(',') ?? []) {
        const name = part.trim().replace(/^type\s+.*/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) found.push({ file, name });
      }
    }
  }
  return found;
}

describe('what the shell shares with the remotes', () => {
  it("gives every name remotes import from react-router-dom, so their links drive the shell's router", () => {
    const imported = importsOf('react-router-dom');
    expect(imported).toContainEqual(expect.objectContaining({ name: 'Link' }));
    const missing = imported.filter(({ name }) => !(name in RouterForRemotes)).map(({ file, name }) => `${name} in ${file}`);
    expect(missing).toEqual([]);
  });

  it("gives every name remotes import from MUI's styles module", () => {
    const missing = importsOf('@mui/material/styles')
      .filter(({ name }) => !(name in MuiStylesForRemotes))
      .map(({ file, name }) => `${name} in ${file}`);
    expect(missing).toEqual([]);
  });

  it('gives every name remotes import from framer-motion', () => {
    const used = importsOf('framer-motion');
    expect(used.map(({ name }) => name)).toContain('m');
    const missing = used.filter(({ name }) => !(name in MotionForRemotes)).map(({ file, name }) => `${name} in ${file}`);
    expect(missing).toEqual([]);
  });

  it('a remote that animates takes framer-motion from the shell; one that does not, does not declare it', () => {
    // shared's components that animate with it, imported by name from 'shared'.
    const motionComponents = /import\s+\{[^}]*\b(Reveal|CountUp|LetterByLetterHeading)\b[^}]*\}\s+from\s+'shared'|from\s+'framer-motion'/;
    const remotes = readdirSync(workspace).filter((entry) => entry.startsWith('remote-'));
    const found = remotes.map((remote) => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
        }
      };
      walk(join(workspace, remote, 'src'));
      const animates = files.some((file) => motionComponents.test(readFileSync(file, 'utf8')));
      return { remote, animates, declares: sharedPackagesOf(join(workspace, remote)).includes('framer-motion') };
    });
    expect(found.filter(({ animates }) => animates).length).toBeGreaterThan(1);
    expect(found.filter(({ animates, declares }) => animates !== declares)).toEqual([]);
  });

  it('offers every MUI component remotes import', () => {
    const used = new Set<string>();
    for (const file of remoteSources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(?!type\s)[^;]*?from\s+'(@mui\/material\/[\w/]+)'/g)) {
        if (match[1] !== '@mui/material/styles') used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((subpath) => !(subpath in muiComponentsForRemotes))).toEqual([]);
  });

  it('ESLint keeps remotes off exactly the singletons their federation config does not take from the shell', () => {
    const taken = new Set<string>(remoteSharedPackages);
    expect(singletonPackages.filter((pkg) => !taken.has(pkg))).toEqual(singletonsRemotesDoNotTake);
  });

  it("shared's main entry reaches only MUI components the shell's frame has already loaded", () => {
    // A remote's federation setup fetches every MUI component its code reaches
    // at start-up, used or not, and every remote imports 'shared'. A block with
    // another component goes behind a subpath of its own (shared/fields,
    // shared/faq, shared/blogCard), imported only where it is shown.
    const muiComponentsIn = (files: Iterable<string>) =>
      new Set(
        [...files].flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/import\s+(?!type\s)[^;]*?from\s+'@mui\/material\/(\w+)'/g)]
            .map((match) => match[1]!)
            .filter((name) => name !== 'styles'),
        ),
      );
    // The frame: what the shell's entry reaches statically (not its lazily loaded parts).
    const frame = muiComponentsIn(modulesReachedFrom([join(workspace, 'shell', 'src', 'main.tsx')]));
    expect(frame).toContain('IconButton');
    const fromShared = muiComponentsIn(modulesReachedFrom([join(workspace, 'shared', 'src', 'index.ts')]));
    expect(fromShared.size).toBeGreaterThan(2);
    expect([...fromShared].filter((name) => !frame.has(name))).toEqual([]);
  });

  it('the scan sees named and default imports', () => {
    // Guard against a scan that silently finds nothing, which would pass whatever the shell offers.
    expect(importsOf('react-router-dom')).toContainEqual(expect.objectContaining({ name: 'Link' }));
    expect(importsOf('shared').length).toBeGreaterThan(10);
    expect(importsOf('@mui/material/Box')).toContainEqual(expect.objectContaining({ name: '*' }));
  });
});
