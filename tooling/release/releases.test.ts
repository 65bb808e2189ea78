import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addRelease,
  describeReleases,
  initialState,
  missingExposes,
  previousRelease,
  releaseEntry,
  releaseVersion,
  rollBack,
  unsatisfiedSingletons,
  unversioned,
  writeAtomically,
} from './releases.mjs';

const date = new Date('2026-11-28T19:20:43.123Z');
const release = (version: string) => ({ version, entry: releaseEntry('contact', version), publishedAt: date.toISOString() });

describe('releaseVersion', () => {
  it('is the date and a hash of the content, whatever the order of the files', () => {
    const version = releaseVersion([['a.js', 'A'], ['b.js', 'B']], date);
    expect(version).toMatch(/^20261128T192043Z-[0-9a-f]{10}$/);
    expect(releaseVersion([['b.js', 'B'], ['a.js', 'A']], date)).toBe(version);
    expect(releaseVersion([['a.js', 'A'], ['b.js', 'C']], date)).not.toBe(version);
    expect(releaseVersion([['a.jsA', ''], ['b.js', 'B']], date)).not.toBe(version);
  });
});

describe('release state', () => {
  it('starts with the build deployed in place live, and makes each release live', () => {
    const initial = initialState('/mf/contact/remoteEntry.js');
    expect(initial).toEqual({ releases: [{ version: unversioned, entry: '/mf/contact/remoteEntry.js' }], live: unversioned });
    const { state, removed } = addRelease(initial, release('v1'));
    expect(state.live).toBe('v1');
    expect(state.releases.map((r) => r.version)).toEqual([unversioned, 'v1']);
    expect(removed).toEqual([]);
    expect(releaseEntry('contact', 'v1')).toBe('/mf/contact/releases/v1/remoteEntry.js');
  });

  it('keeps the last few releases besides the live one, and never removes the build deployed in place', () => {
    let state = initialState('/mf/contact/remoteEntry.js');
    const removedAll: string[] = [];
    for (const version of ['v1', 'v2', 'v3', 'v4']) {
      const next = addRelease(state, release(version), 2);
      state = next.state;
      removedAll.push(...next.removed);
    }
    expect(state.releases.map((r) => r.version)).toEqual([unversioned, 'v2', 'v3', 'v4']);
    expect(removedAll).toEqual(['v1']);
  });

  it('rolls back to the release before the live one, one step at a time, and says when there is none', () => {
    let state = addRelease(addRelease(initialState('/mf/contact/remoteEntry.js'), release('v1')).state, release('v2')).state;
    expect(previousRelease(state)?.version).toBe('v1');
    state = rollBack(state);
    expect(state.live).toBe('v1');
    state = rollBack(state);
    expect(state.live).toBe(unversioned);
    expect(() => rollBack(state)).toThrow(/nothing to roll back to/);
    expect(describeReleases(state).split('\n')).toEqual([
      `       v2  ${date.toISOString()}`,
      `       v1  ${date.toISOString()}`,
      '* live unversioned  (deployed before any release)',
    ]);
  });
});

describe('checks', () => {
  it('names the pages the route table maps to a remote that it does not expose', () => {
    expect(missingExposes(['ContactPage', 'BlogsPage', 'BlogsPage'], ['./ContactPage', 'BlogsPage'])).toEqual([]);
    expect(missingExposes(['ContactPage', 'BlogsPage'], ['ContactPage'])).toEqual(['BlogsPage']);
  });

  it("names the remote's shared singletons the shell does not provide or provides outside the required range", () => {
    const shell = [
      { name: 'react', version: '19.3.1' },
      { name: 'react-toastify', version: '11.0.5' },
    ];
    expect(
      unsatisfiedSingletons(
        [
          { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
          { name: 'react-toastify', version: '11.0.5', singleton: true, requiredVersion: '*' },
          { name: 'framer-motion', version: '12.0.0', requiredVersion: '^12.0.0' },
        ],
        shell,
      ),
    ).toEqual([]);
    expect(
      unsatisfiedSingletons(
        [
          { name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' },
          { name: '@emotion/react', version: '11.0.0', singleton: true, requiredVersion: '^11.0.0' },
        ],
        shell,
      ),
    ).toEqual(['react: requires ^20.0.0, the shell provides 19.3.1', '@emotion/react: the shell does not provide it']);
  });
});

describe('writeAtomically', () => {
  it('replaces the file and leaves no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'revora-atomic-'));
    try {
      const file = join(dir, 'remotes.json');
      writeAtomically(file, 'old');
      writeAtomically(file, 'new');
      expect(readFileSync(file, 'utf8')).toBe('new');
      expect(readdirSync(dir)).toEqual(['remotes.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
