// The reader's credentials: kept for the browser session across the site's API pages
// (sessionStorage), and on this device only when the reader ticks "Remember" (localStorage).
// Keyed by how the credential is sent (`apiKey:header:Authorization`), so one key fills every
// page of the same API.
const KEY = 'mk-pg-auth';
const REMEMBER = 'mk-pg-remember';

type Store = Record<string, string>;

function read(storage: Storage | undefined): Store {
  try {
    return JSON.parse(storage?.getItem(KEY) ?? '{}') as Store;
  } catch {
    return {};
  }
}

function write(storage: Storage | undefined, values: Store): void {
  try {
    if (Object.keys(values).length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage can be full or disabled (private modes): the credential then lasts for this page.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function isRemembered(): boolean {
  try {
    return local()?.getItem(REMEMBER) === '1';
  } catch {
    return false;
  }
}

/** What the reader entered before: this session's value, else the remembered one. */
export function loadCredentials(): Store {
  return { ...read(local()), ...read(session()) };
}

export function saveCredential(key: string, value: string, remember: boolean): void {
  const update = (storage: Storage | undefined) => {
    const values = read(storage);
    if (value) values[key] = value;
    else delete values[key];
    write(storage, values);
  };
  update(session());
  if (remember) update(local());
}

/** Turns remembering on (copying what is in the session) or off (forgetting it on the device). */
export function setRemembered(remember: boolean): void {
  try {
    if (remember) {
      local()?.setItem(REMEMBER, '1');
      write(local(), { ...read(local()), ...read(session()) });
    } else {
      local()?.removeItem(REMEMBER);
      local()?.removeItem(KEY);
    }
  } catch {
    // See write().
  }
}
