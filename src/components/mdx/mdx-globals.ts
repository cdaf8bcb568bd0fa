// What Mintlify's MDX pages may use without importing it, as a server render sees it:
// - `user`: the signed-in reader's data (Mintlify's personalisation); a static site has no
//   signed-in reader, and Mintlify gives logged-out readers `{}`;
// - React's hooks, which Mintlify's docs use in site components without an import
//   (customize/react-components): a server render runs no effects and keeps initial state.
// remark-site-components.ts imports the names a page uses from here and wraps the components a
// page or snippet defines with `renderLikeReact`.
import { Fragment, jsx } from 'astro/jsx-runtime';

/** The signed-in reader: nobody signs in to a static site. */
export const user: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

const noop = () => {};
type Initial<T> = T | (() => T);
const initial = <T>(value: Initial<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

export const useState = <T>(value: Initial<T>): [T, (next: unknown) => void] => [initial(value), noop];
export const useReducer = <S>(_reducer: unknown, arg: S, init?: (arg: S) => S): [S, (action: unknown) => void] => [init ? init(arg) : arg, noop];
export const useRef = <T>(value: T): { current: T } => ({ current: value });
export const useMemo = <T>(factory: () => T): T => factory();
export const useCallback = <T>(callback: T): T => callback;
export const useEffect = (_effect: () => unknown, _deps?: unknown[]): void => {};
export const useLayoutEffect = useEffect;
export const useInsertionEffect = useEffect;
export const useContext = (context: { _currentValue?: unknown; defaultValue?: unknown } | undefined): unknown => context?.defaultValue;
export const useId = (): string => `mk-id-${++ids}`;
export const useTransition = (): [boolean, (run: () => void) => void] => [false, (run) => run()];
export const useDeferredValue = <T>(value: T): T => value;
export const useSyncExternalStore = <T>(_subscribe: unknown, _get: () => T, getServerSnapshot?: () => T): T => (getServerSnapshot ?? _get)();
export const useImperativeHandle = noop;
export const useDebugValue = noop;
export const createContext = <T>(defaultValue: T) => ({ defaultValue, Provider: ({ children }: { children?: unknown }) => children, Consumer: noop });
let ids = 0;

/** `React.useState` and friends, for components written against the React namespace. */
export const React = {
  useState, useReducer, useRef, useMemo, useCallback, useEffect, useLayoutEffect, useInsertionEffect, useContext, useId,
  useTransition, useDeferredValue, useSyncExternalStore, useImperativeHandle, useDebugValue, createContext,
  Fragment,
};

/** What React renders of a value: nothing for null, undefined and booleans; text for strings and numbers. */
function asChildren(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(asChildren);
  return value;
}

/**
 * A component a site defines (`export const Banner = () => ...`), rendered as React renders it
 * on a server: Astro's JSX renderer only accepts a component that returns an element, and fails
 * the page ("Unable to render") on `null`, a string or an array. Its result is wrapped in a
 * fragment, so every value React accepts renders.
 */
export function renderLikeReact<P>(component: (props: P) => unknown, name = component.name || 'Component'): (props: P) => unknown {
  // What it throws names it (the innermost component wins), for the page's error message.
  const tag = (error: unknown) => {
    if (error && typeof error === 'object' && !(error as { mintakaComponent?: string }).mintakaComponent) (error as { mintakaComponent?: string }).mintakaComponent = name;
    throw error;
  };
  const wrapped = (props: P) => {
    let output: unknown;
    try {
      output = component(props);
    } catch (error) {
      tag(error);
    }
    if (output instanceof Promise) return output.then((value) => jsx(Fragment, { children: asChildren(value) }), tag);
    return jsx(Fragment, { children: asChildren(output) });
  };
  Object.defineProperty(wrapped, 'name', { value: name });
  // Astro's JSX renderer passes on what such a component throws instead of replacing it with
  // "Unable to render" (astro:jsx's check), so the page's error gives the real reason.
  (wrapped as unknown as Record<symbol, boolean>)[Symbol.for('mdx-component')] = true;
  return wrapped;
}
