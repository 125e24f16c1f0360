import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const noop = () => {};

function render(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  return renderToStaticMarkup(
    <ConfirmDialog
      open
      title="Delete job listing"
      message="Are you sure you want to delete this job listing?"
      onConfirm={noop}
      onCancel={noop}
      {...props}
    />,
  );
}

const attribute = (html: string, name: string) =>
  html.match(new RegExp(`<dialog [^>]*${name}="([^"]+)"`))?.[1];

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    const html = render();
    expect(html).toMatch(/^<dialog [^>]*role="alertdialog"/);
    const titleId = attribute(html, 'aria-labelledby');
    const messageId = attribute(html, 'aria-describedby');
    expect(html).toContain(
      `<h2 id="${titleId}" class="text-xl font-bold text-brand-900">Delete job listing</h2>`,
    );
    expect(html).toMatch(
      new RegExp(`<div id="${messageId}"[^>]*>Are you sure you want to delete this job listing\\?</div>`),
    );
  });

  it('offers Cancel first, then Delete in the danger style', () => {
    const buttons = render().match(/<button [^>]*>.*?<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(/^<button type="button" class="[^"]*border-slate-300[^"]*">Cancel<\/button>$/);
    expect(buttons[1]).toMatch(/^<button type="button" class="[^"]*bg-red-700[^"]*">Delete<\/button>$/);
  });

  it('takes other labels and a non-destructive tone', () => {
    const buttons =
      render({ confirmLabel: 'Publish', cancelLabel: 'Not now', tone: 'primary' }).match(
        /<button [^>]*>.*?<\/button>/g,
      ) ?? [];
    expect(buttons[0]).toContain('>Not now</button>');
    expect(buttons[1]).toContain('bg-brand-900');
    expect(buttons[1]).toContain('>Publish</button>');
  });

  it('while busy, disables both buttons and shows the busy text with a spinner', () => {
    const html = render({ isBusy: true });
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Cancel<\/button>/);
    expect(html).toMatch(
      /<button type="button" disabled="" aria-busy="true"[^>]*><span aria-hidden="true" class="[^"]*animate-spin[^"]*"><\/span>Deleting\.\.\.<\/button>/,
    );
  });

  it('shows a failure inside the dialog as an alert', () => {
    const html = render({ error: 'Failed to delete application' });
    expect(html).toMatch(/<div role="alert"[^>]*>.*Failed to delete application/);
    expect(render()).not.toContain('role="alert"');
  });

  it('renders an empty dialog element while closed', () => {
    expect(render({ open: false })).toMatch(/^<dialog [^>]*><\/dialog>$/);
  });
});
