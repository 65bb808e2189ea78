/** Where the page-wide values live: one registry per page, under a key every copy of this package agrees on. */
export const pageSingletonRegistry = Symbol.for('revora.shared.pageSingletons');

type Registry = Record<string, unknown>;

/**
 * A value that exists once per page however many apps compile `shared` in: the
 * shell and each remote carry their own copy of this package's code, but the
 * first copy to ask (the shell's, which loads before any remote) creates the
 * value and every later copy gets that same one. Bump the version in `name`
 * when the value's shape changes, so a copy built against the old shape never
 * picks up the new one.
 */
export function pageSingleton<T>(name: `${string}@${number}`, create: () => T): T {
  const scope = globalThis as typeof globalThis & { [pageSingletonRegistry]?: Registry };
  const registry = (scope[pageSingletonRegistry] ??= {});
  if (!(name in registry)) registry[name] = create();
  return registry[name] as T;
}
