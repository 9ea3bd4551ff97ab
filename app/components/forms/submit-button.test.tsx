import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPending, SubmitButton } from './submit-button';

const posting = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return { state: 'submitting' as const, formData };
};

describe('isPending', () => {
  it('is pending only while the post is being sent', () => {
    expect(isPending(posting({}))).toBe(true);
    expect(isPending({ state: 'idle' })).toBe(false);
    // The answer is in and the page's data reloads: the form may be used again.
    expect(isPending({ state: 'loading', formData: new FormData() })).toBe(false);
  });

  it("on a page with several forms, only the post of this form's intent", () => {
    expect(isPending(posting({ intent: 'coupon' }), 'coupon')).toBe(true);
    expect(isPending(posting({ intent: 'pay' }), 'coupon')).toBe(false);
  });
});

/** The element rendered inside a router, as a route's component. */
function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: Shown }]);
  shown = element;
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

let shown: React.ReactNode = null;
function Shown() {
  return <>{shown}</>;
}

describe('SubmitButton', () => {
  it('is a plain, enabled submit button with its label while nothing is sent', () => {
    expect(render(<SubmitButton>Save</SubmitButton>)).toBe(
      '<button type="submit" class="button button-primary">Save</button>',
    );
  });

  it("a fetcher's post disables it, marks it busy and says so", () => {
    expect(render(<SubmitButton fetcher={posting({})}>Save</SubmitButton>)).toBe(
      '<button type="submit" class="button button-primary" disabled="" aria-busy="true">Saving…</button>',
    );
    expect(
      render(
        <SubmitButton fetcher={posting({ intent: 'pay' })} intent="coupon" pendingLabel="Applying…">
          Apply
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" class="button button-primary">Apply</button>');
  });
});
