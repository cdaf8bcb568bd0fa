// The names Mintlify's MDX pages may use without importing them (mdx-globals.ts defines them):
// the remark plugin that imports the ones a page uses and the validation's facts cache need the
// names only, not the values, which load Astro's JSX runtime.
export const MDX_GLOBAL_NAMES = [
  'user',
  'React',
  'useState',
  'useReducer',
  'useRef',
  'useMemo',
  'useCallback',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useContext',
  'useId',
  'useTransition',
  'useDeferredValue',
  'useSyncExternalStore',
  'useImperativeHandle',
  'useDebugValue',
  'createContext',
] as const;
