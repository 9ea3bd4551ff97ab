// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextField } from './rich-text-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('the product rich text field', () => {
  it('starts TipTap with the hint and error described and posts what is typed as its name', async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root?.render(
        <form>
          <RichTextField
            id="description"
            name="description"
            label="Description"
            hint="Shown on the product page"
            defaultValue="<p>Soft cotton</p>"
            error="Too long"
          />
        </form>,
      ),
    );
    await settle();
    const content = container.querySelector('.rich-text-content');
    expect(content?.getAttribute('role')).toBe('textbox');
    expect(content?.getAttribute('aria-describedby')).toBe('description-hint description-error');
    expect(content?.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe(
      'Description formatting',
    );
    const text = content?.querySelector('p')?.firstChild;
    if (!text) throw new Error('no text');
    await act(async () => {
      text.textContent = 'Soft cotton tee';
    });
    await settle(20);
    const posted = new FormData(container.querySelector('form') ?? undefined).get('description');
    expect(posted).toBe('<p>Soft cotton tee</p>');
  });
});
