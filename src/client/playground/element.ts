// <mk-playground>: the API playground of one operation. The form is server-rendered
// (Playground.astro); this reads it into a HAR request (the model the build's code samples use),
// keeps the page's request samples in step, remembers credentials, and sends.
import { expandServerUrl, operationToHar } from '../../core/openapi/browser.ts';
import type { OperationView } from '../../core/openapi/view-types.ts';
import { buildRequestExamples } from '../../core/snippets/index.ts';
import { isRemembered, loadCredentials, saveCredential, setRemembered } from './credentials.ts';
import { describeAuthFields, describeParamFields, toHarInput, type FormValues, type PlaygroundOptions } from './fields.ts';
import { describeJsonError } from './json-text.ts';
import { connectLiveSamples } from './live-samples.ts';
import { renderResponse } from './response-view.ts';
import { sendRequest } from './send-request.ts';

export interface PlaygroundData {
  view: OperationView;
  options: PlaygroundOptions;
  languages: string[];
  transport: 'proxy' | 'direct';
}

const BASES = 'mk-pg-base';

function readSession(key: string): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function writeSession(key: string, value: Record<string, string>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the base URL lasts for this page.
  }
}

class MkPlayground extends HTMLElement {
  connectedCallback() {
    const data = JSON.parse(this.querySelector('script.mk-pg-data')!.textContent!) as PlaygroundData;
    const { view } = data;
    const $ = <T extends Element = HTMLInputElement>(selector: string) => this.querySelector<T & Element>(selector);
    const form = $<HTMLFormElement>('form')!;
    const params = describeParamFields(view);
    const authFields = describeAuthFields(view, data.options);
    const baseUrl = $('#mk-pg-base')!;
    const serverSelect = $<HTMLSelectElement>('#mk-pg-server');
    const securitySelect = $<HTMLSelectElement>('#mk-pg-security');
    const mediaSelect = $<HTMLSelectElement>('#mk-pg-media');
    const body = $<HTMLTextAreaElement>('#mk-pg-body');
    const bodyError = $<HTMLElement>('#mk-pg-body-error');
    // Absent when the operation needs no credential.
    const remember = $('#mk-pg-remember');
    const reveal = $('#mk-pg-reveal');
    const send = $<HTMLButtonElement>('.mk-pg-send')!;
    const cancel = $<HTMLButtonElement>('.mk-pg-cancel')!;
    const output = $<HTMLElement>('.mk-pg-response')!;
    const live = $<HTMLElement>('.mk-pg-live')!;
    const samples = connectLiveSamples(document);
    let revoke: string[] = [];
    // The live region announces; it shows itself only when nothing else on screen says the same.
    const announce = (text: string, visible: boolean) => {
      live.textContent = text;
      live.classList.toggle('mk-visually-hidden', !visible);
    };
    let inFlight: AbortController | undefined;

    const readValues = (): FormValues => ({
      baseUrl: baseUrl.value,
      params: Object.fromEntries(params.map((field) => [field.id, $<HTMLInputElement>(`#${field.id}`)?.value ?? ''])),
      auth: Object.fromEntries(authFields.flat().map((field) => [field.id, $<HTMLInputElement>(`#${field.id}`)?.value ?? ''])),
      securityIndex: securitySelect ? Number(securitySelect.value) : 0,
      ...(view.requestBody?.contents[0] ? { mediaType: mediaSelect?.value ?? view.requestBody.contents[0].mediaType } : {}),
      ...(body ? { bodyText: body.value } : {}),
    });
    const isJsonBody = () => !!body && /json/i.test(mediaSelect?.value ?? view.requestBody?.contents[0]?.mediaType ?? '');

    // Credentials: this session's (or the remembered) value, else the `api.auth.inputPrefix`.
    const stored = loadCredentials();
    if (remember) remember.checked = isRemembered();
    for (const field of authFields.flat()) {
      const input = $(`#${field.id}`)!;
      input.value = stored[field.storageKey] ?? input.value;
      input.addEventListener('input', () => saveCredential(field.storageKey, input.value.trim() === (field.prefix ?? '').trim() ? '' : input.value, !!remember?.checked));
    }
    remember?.addEventListener('change', () => setRemembered(remember.checked));

    // Base URL: picking a server or a variable value rewrites it; the reader may also type one.
    const syncServer = () => {
      const index = serverSelect ? Number(serverSelect.value) : 0;
      const server = view.servers[index];
      if (!server) return;
      this.querySelectorAll<HTMLElement>('[data-pg-vars]').forEach((group) => (group.hidden = group.dataset.pgVars !== String(index)));
      const values = Object.fromEntries([...this.querySelectorAll<HTMLInputElement>(`[data-pg-vars="${index}"] [data-pg-var]`)].map((input) => [input.dataset.pgVar!, input.value]));
      baseUrl.value = expandServerUrl(server, values).replace(/\/+$/, '');
      keepBase();
    };
    // A base URL the reader typed (their own server, a staging host) is kept for the session
    // on every page whose documented base URL is the same.
    const documented = baseUrl.value;
    const typedBases = readSession(BASES);
    if (typedBases[documented]) baseUrl.value = typedBases[documented];
    const keepBase = () => {
      const bases = readSession(BASES);
      if (baseUrl.value && baseUrl.value !== documented) bases[documented] = baseUrl.value;
      else delete bases[documented];
      writeSession(BASES, bases);
    };
    baseUrl.addEventListener('input', keepBase);
    serverSelect?.addEventListener('change', syncServer);
    this.querySelectorAll('[data-pg-var]').forEach((input) => input.addEventListener('input', syncServer));

    const showAlternative = () => {
      const index = securitySelect?.value ?? '0';
      this.querySelectorAll<HTMLElement>('[data-pg-auth]').forEach((group) => (group.hidden = group.dataset.pgAuth !== index));
    };
    securitySelect?.addEventListener('change', showAlternative);
    showAlternative();

    const checkBody = () => {
      if (!body || !bodyError) return true;
      const problem = isJsonBody() && body.value.trim() ? describeJsonError(body.value) : undefined;
      bodyError.textContent = problem ? `Invalid JSON, ${problem}` : '';
      bodyError.hidden = !problem;
      body.setAttribute('aria-invalid', String(!!problem));
      return !problem;
    };

    let pending: ReturnType<typeof setTimeout> | undefined;
    const refreshSamples = () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        const har = operationToHar(view, toHarInput(readValues(), params, authFields, reveal?.checked ? 'show' : 'hide'));
        samples.update(buildRequestExamples(har, view.codeSamples, data.languages));
      }, 120);
    };
    form.addEventListener('input', (event) => {
      if (event.target === body) checkBody();
      refreshSamples();
    });
    form.addEventListener('change', refreshSamples);

    const finish = () => {
      inFlight = undefined;
      send.removeAttribute('aria-disabled');
      cancel.hidden = true;
      form.removeAttribute('aria-busy');
    };
    cancel.addEventListener('click', () => inFlight?.abort());
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) form.requestSubmit();
      // Escape cancels a request in flight from wherever the focus is in the form.
      if (event.key === 'Escape' && inFlight) {
        event.preventDefault();
        inFlight.abort();
      }
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (inFlight) return;
      const values = readValues();
      const missing = params.filter((field) => field.required && !(values.params[field.id] ?? '').trim());
      for (const field of params) $(`#${field.id}`)?.setAttribute('aria-invalid', String(missing.includes(field)));
      if (missing.length > 0) {
        announce(`Fill in ${missing.map((field) => `${field.name} (${field.in})`).join(', ')} first.`, true);
        $(`#${missing[0]!.id}`)?.focus();
        return;
      }
      if (!checkBody()) {
        announce(`The body is not valid JSON: ${bodyError?.textContent ?? ''}`, false);
        body?.focus();
        return;
      }
      const har = operationToHar(view, toHarInput(values, params, authFields, 'send'));
      inFlight = new AbortController();
      send.setAttribute('aria-disabled', 'true');
      cancel.hidden = false;
      form.setAttribute('aria-busy', 'true');
      announce('Sending…', true);
      const result = await sendRequest(har, { signal: inFlight.signal, transport: data.transport });
      finish();
      revoke.forEach((url) => URL.revokeObjectURL(url));
      live.classList.add('mk-visually-hidden');
      revoke = renderResponse(output, live, result);
    });
  }
}

if (!customElements.get('mk-playground')) customElements.define('mk-playground', MkPlayground);
