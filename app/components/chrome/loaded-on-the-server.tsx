import { type ComponentType, lazy, use } from 'react';

const loads: Promise<unknown>[] = [];

/** Settles once every import started by loadedOnTheServer has come (a render to a string does not wait). */
export function allLoadedOnTheServer(): Promise<unknown> {
  return Promise.all(loads);
}

/**
 * The server's half of a component the browser imports on demand (React's lazy): rendered at once, from a
 * dynamic import started when this module is evaluated (the server's start). A static import for the server
 * would do the same there, but the browser's build would keep it, and Rollup would then put the module in
 * its importer's chunk, so that the browser loaded it up front all the same (decision 0021, addendum
 * 2026-11-28). A render before the import has come waits for it.
 */
export function loadedOnTheServer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loading = load().then((component) => {
    loaded = component;
    return component;
  });
  loads.push(loading);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at its top level, as React's lazy is.
  return function LoadedOnTheServer(props: P) {
    const Component = loaded ?? use(loading);
    return <Component {...props} />;
  };
}

/**
 * A component whose code the browser fetches when it first renders (React's lazy) and the server renders at
 * once (loadedOnTheServer): `load` is the one dynamic import both use.
 */
export function lazyInTheBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // import.meta.env.SSR is a constant of each build: the browser's keeps only the lazy half.
  return import.meta.env.SSR
    ? loadedOnTheServer(load)
    : lazy(() => load().then((component) => ({ default: component })));
}
