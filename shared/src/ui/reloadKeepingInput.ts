/**
 * Try again's last resort: a fresh page, with what the visitor typed kept.
 *
 * The HTML standard keeps a module whose fetch failed failed for the life of
 * the page (its module map), and engines differ: Debian's Chromium 150
 * answers a second `import()` of the same address with the same failure
 * without asking the network; its 156 asks again. A new address is not
 * enough either: in 150, a chunk imported again under `?retry=1` still fails
 * when one of the modules it imports had failed, since that one keeps its
 * address (measured on a two-module page). So when asking again has failed
 * while the site itself answers, only a new page can bring the code. Before the
 * reload, the values typed into the page's forms are put aside for this tab
 * (sessionStorage), and the new page puts them back before it hydrates (React
 * keeps a value typed before hydration). The browser restores the scroll
 * position of a reload itself.
 */

const storageKey = 'revora:reloaded-for';

interface Kept {
  path: string;
  /** A part the visitor had opened (the search), to open again. */
  reopen?: string;
  /** [form's label, field's name, value] */
  fields: [string, string, string][];
}

const notTyped = new Set(['hidden', 'password', 'file', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields of a form a person types into or picks from. */
function typedFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement && !notTyped.has(element.type)) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

/** A form, the same on the page before and after the reload: what names it, else its place among the page's forms. */
const formName = (form: HTMLFormElement) =>
  form.getAttribute('aria-label') ??
  form.getAttribute('aria-labelledby') ??
  (form.id || `#${[...document.forms].indexOf(form)}`);

/** Whether the site answers at all: the page's own address, asked past every cache. */
export async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page; what is typed in its forms is back in the new one (`restoreKeptInput`), and `reopen` is open again. */
export function reloadKeepingInput(reopen?: string): void {
  const fields: Kept['fields'] = [];
  for (const form of document.forms) {
    const name = formName(form);
    for (const field of typedFields(form)) if (field.name && field.value) fields.push([name, field.name, field.value]);
  }
  const kept: Kept = { path: window.location.pathname, reopen, fields };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage refused (a private window's quota): the reload still brings the code.
  }
  window.location.reload();
}

let reopened: string | undefined;

/**
 * On a page opened by `reloadKeepingInput`: puts the kept values back into
 * the fields of the same name, in the forms of the same name, where the
 * field is still empty. Call it before the page hydrates.
 */
export function restoreKeptInput(): void {
  let kept: Kept | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Kept | null;
    sessionStorage.removeItem(storageKey);
  } catch {
    return;
  }
  if (!kept || kept.path !== window.location.pathname) return;
  reopened = kept.reopen;
  const forms = [...document.forms];
  for (const [name, fieldName, value] of kept.fields) {
    const form = forms.find((candidate) => formName(candidate) === name);
    const field = form && typedFields(form).find((candidate) => candidate.name === fieldName);
    if (field && !field.value) field.value = value;
  }
}

/** Whether this page was opened again for `part` (once: a later call answers false). */
export function takeReopened(part: string): boolean {
  if (reopened !== part) return false;
  reopened = undefined;
  return true;
}
