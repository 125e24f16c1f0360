// Where focus goes back to when a dialog closes. The browser returns it to the element that had
// focus when the dialog opened, but only while that element is still in the page. React may have
// re-created it meanwhile (a list reloaded, a table row rendered afresh), and keyboard users would
// be dropped at the top of the page. So the opener is also remembered by where it was: its id, or
// its place among the focusable elements of its table row (DataTable marks each row with a
// data-row-key). When that row has gone (its item was just deleted), the same control in the
// next row, or else the previous one, takes focus.

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

type Anchor = { selectors: string[]; index: number };

const rowSelector = (row: Element | null) => {
  const key = row?.getAttribute('data-row-key');
  return key == null ? [] : [`[data-row-key="${CSS.escape(key)}"]`];
};

function anchorOf(element: Element): Anchor | null {
  if (element.id) return { selectors: [`#${CSS.escape(element.id)}`], index: -1 };
  const row = element.closest('[data-row-key]');
  if (!row) return null;
  const index = [...row.querySelectorAll(FOCUSABLE)].indexOf(element);
  if (index < 0) return null;
  const selectors = [
    ...rowSelector(row),
    ...rowSelector(row.nextElementSibling),
    ...rowSelector(row.previousElementSibling),
  ];
  return { selectors, index };
}

/**
 * Remembers the focused element. The function returned, called once the dialog has closed, puts
 * focus back on it or on its stand-in, unless focus has already landed outside the dialog (the
 * browser's own return, or a screen that moved it on purpose).
 */
export function rememberFocus(): (dialog: Element) => void {
  const element = document.activeElement;
  if (!element || element === document.body) return () => {};
  const anchor = anchorOf(element);
  return (dialog) => {
    const active = document.activeElement;
    if (active && active !== document.body && !dialog.contains(active)) return;
    const target = element.isConnected ? element : anchor && findAnchor(anchor);
    if (target instanceof HTMLElement) target.focus();
  };
}

function findAnchor({ selectors, index }: Anchor): Element | undefined {
  for (const selector of selectors) {
    const found = document.querySelector(selector);
    const target = index < 0 ? found : found?.querySelectorAll(FOCUSABLE)[index];
    if (target) return target;
  }
  return undefined;
}
