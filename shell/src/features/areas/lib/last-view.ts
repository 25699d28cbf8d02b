// While one area gives way to another, the region keeps showing the page that was there until the
// new area shows its own: single-spa unmounts the old area before the new one has loaded, which
// would leave the region blank for as long as the new area's script takes. The page the server
// rendered for an area is kept the same way while the area's script draws it again. What is kept is a copy of
// the old area's markup, inert and hidden from assistive technology (its ids removed, so nothing can
// find it by id); the new area's element is hidden meanwhile, so nothing stacks or jumps.

const LEAVING = 'dcic-area-leaving';
const FIRST_VIEW = 'dcic-first-view';
const ARRIVING = 'dcic-area-arriving';
/** However long a new area takes, the copy goes after this. */
const KEEP_AT_MOST_MS = 10_000;

let kept: { copy: HTMLElement; stop: () => void } | null = null;

/** Before an area unmounts: a copy of what it shows takes its place. */
export function keepLastView(element: HTMLElement): void {
  dropLastView();
  if (!element.textContent?.trim()) return;
  const copy = element.cloneNode(true) as HTMLElement;
  // Which area's page it is (`dcic-area-<name>`), for whoever looks at the page; the id goes.
  copy.dataset.area = element.id.replace(/^dcic-area-/, '');
  copy.removeAttribute('id');
  for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
  copy.classList.add(LEAVING);
  copy.setAttribute('inert', '');
  copy.setAttribute('aria-hidden', 'true');
  element.before(copy);
  const timer = setTimeout(dropLastView, KEEP_AT_MOST_MS);
  kept = { copy, stop: () => clearTimeout(timer) };
}

/**
 * Before an area mounts: its element is hidden while a copy is on screen, so the area's first render
 * (a route still loading, a section not drawn yet) never shows beside the copy, nor replaces a whole
 * page with less of it. The copy is of the page the area left, or of the page the server rendered for
 * this area, which stays on screen the same way until the area has drawn it again.
 */
export function keepFirstView(element: HTMLElement): void {
  if (element.classList.contains(FIRST_VIEW)) {
    element.classList.remove(FIRST_VIEW);
    const fields = typedFields(element);
    keepLastView(element);
    typed = fields.length > 0 ? { element, fields } : null;
    // The copy shows the server's page now; the area draws into an empty element.
    element.replaceChildren();
  }
  if (kept) element.classList.add(ARRIVING);
}

/**
 * A page the shell server rendered for an area that has not mounted yet (a move between areas,
 * area-views.ts): shown in the area's element as the first page's server view is, in place of the
 * copy of the page left, and taken over by the area the same way when it mounts.
 */
export function showServerView(element: HTMLElement, html: string): void {
  element.innerHTML = html;
  element.classList.add(FIRST_VIEW);
  dropLastView();
}

/**
 * A server's view that arrives once its area has begun to mount, before the area has drawn its page
 * (its code was on the page already, its route's is on its way): shown in place of the copy of the
 * page left, and kept the same way until the area shows its own. Nothing happens once there is no
 * copy to replace (the area has drawn its page).
 */
export function showServerViewWhileArriving(element: HTMLElement, html: string): void {
  if (!kept || !element.classList.contains(ARRIVING)) return;
  const { copy } = kept;
  copy.innerHTML = html;
  copy.dataset.area = element.id.replace(/^dcic-area-/, '');
  for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
}

/** Does the element show a view of the server's that its area has not taken over yet? */
export function showsServerView(element: HTMLElement): boolean {
  return element.classList.contains(FIRST_VIEW);
}

/** A server's view whose area is not mounting after all (the reader moved on first): kept like a page left. */
export function setAsideServerView(element: HTMLElement): void {
  if (!element.classList.contains(FIRST_VIEW)) return;
  element.classList.remove(FIRST_VIEW);
  keepLastView(element);
  element.replaceChildren();
}

/** The copy goes, and whatever area was hidden behind it shows. */
export function dropLastView(): void {
  if (!kept) return;
  kept.stop();
  kept.copy.remove();
  kept = null;
  for (const arriving of document.querySelectorAll(`.${ARRIVING}`)) arriving.classList.remove(ARRIVING);
}

// What a reader typed into the server's page (a login form, a search box) before the area's script
// arrived: the area draws its own fields, empty, in their place. It is put into them once the area
// shows its page, so nothing typed is lost, and the field the reader was in has the focus again.
type TextField = HTMLInputElement | HTMLTextAreaElement;
interface TypedField {
  id: string;
  name: string;
  value: string;
  focused: boolean;
}
let typed: { element: HTMLElement; fields: TypedField[] } | null = null;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number']);

function textFields(element: HTMLElement): TextField[] {
  return [...element.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) && Boolean(field.id || field.name),
  );
}

/** The fields of the server's page that the reader changed or is in, by id (or name). */
function typedFields(element: HTMLElement): TypedField[] {
  return textFields(element)
    .filter((field) => field.value !== field.defaultValue || field === document.activeElement)
    .map((field) => ({ id: field.id, name: field.name, value: field.value, focused: field === document.activeElement }));
}

/** Into the area's own fields, where still empty: what was typed, as if typed there (React hears it). */
function restoreTyped(element: HTMLElement): void {
  if (typed?.element !== element) return;
  const { fields } = typed;
  typed = null;
  const drawn = textFields(element);
  for (const was of fields) {
    const field = drawn.find((candidate) => (was.id ? candidate.id === was.id : candidate.name === was.name));
    if (!field) continue;
    if (field.value === '' && was.value !== '') {
      // React tracks a field's value through its setter: set it below React's, then announce the input.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, was.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (was.focused && (document.activeElement === null || document.activeElement === document.body)) field.focus();
  }
}

/** Has the area drawn its page: some text, and nothing still loading? */
function shows(element: HTMLElement): boolean {
  return Boolean(element.textContent?.trim()) && !element.querySelector('[aria-busy="true"]');
}

/**
 * As an area mounts (before its first render): the copy stays until the area shows its page, and goes
 * in the same moment, so the page never holds the area's page and the copy together.
 */
export function dropLastViewWhenShown(element: HTMLElement): void {
  if (!kept) return;
  const shown = () => {
    dropLastView();
    restoreTyped(element);
  };
  if (shows(element)) {
    shown();
    return;
  }
  element.classList.add(ARRIVING);
  const observer = new MutationObserver(() => {
    if (shows(element)) shown();
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  const current = kept;
  const stop = current.stop;
  current.stop = () => {
    stop();
    observer.disconnect();
    element.classList.remove(ARRIVING);
  };
}
