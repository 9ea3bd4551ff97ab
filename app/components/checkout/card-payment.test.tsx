// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FetcherWithComponents } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardFormHandle } from './card-form';
import { CARD_PAYMENT_MESSAGES, type DetailsCheck, useCardPayment } from './card-payment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { ok: boolean; clientSecret?: string };

/** A promise settled by the test. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The fetcher's parts the hook uses: its submissions are recorded and answered when the test says. */
function fakeFetcher() {
  const answered = deferred<void>();
  const submit = vi.fn((_form: FormData, _options: object) => answered.promise);
  const fetcher = { state: 'idle', data: undefined, submit } as unknown as FetcherWithComponents<Answer>;
  return { fetcher, submit, answer: () => answered.resolve() };
}

/** A card form that accepts the test card. */
const acceptingCard = (): CardFormHandle => ({
  validate: () => ({}),
  tokenise: async () => ({ ok: true, token: 'tok_test', brand: 'visa', last4: '4242' }),
  authenticate: async () => ({ ok: true }),
  reset: () => undefined,
});

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
});

type CardPayment = ReturnType<typeof useCardPayment<Answer>>;

/** A page using the hook, drawing its busy state and status; `card` is the card form, once loaded. */
function PayPage(props: {
  fetcher: FetcherWithComponents<Answer>;
  card: CardFormHandle | null;
  onRender: (payment: CardPayment) => void;
}) {
  const payment = useCardPayment(props.fetcher);
  payment.cardForm.current = props.card;
  props.onRender(payment);
  return (
    <>
      <button type="submit">{payment.busy ? 'Paying…' : 'Pay £20.00'}</button>
      <p role="status">{payment.status}</p>
    </>
  );
}

async function mount(fetcher: FetcherWithComponents<Answer>, card: CardFormHandle | null) {
  let payment: CardPayment | undefined;
  const rendered = (latest: CardPayment) => {
    payment = latest;
  };
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container as HTMLElement);
    root.render(<PayPage fetcher={fetcher} card={card} onRender={rendered} />);
  });
  const shown = container;
  return {
    button: () => shown.querySelector('button')?.textContent,
    status: () => shown.querySelector('[role="status"]')?.textContent,
    errors: () => payment?.clientErrors,
    /** Presses Pay as the page's submit handler does: without waiting for the payment. */
    press: (check?: DetailsCheck) => {
      let paying: Promise<void> = Promise.resolve();
      act(() => {
        paying = payment?.pay(new FormData(), check) ?? paying;
      });
      return paying;
    },
  };
}

describe('useCardPayment: a press always answers', () => {
  it('says Paying… from the press, while the page checks its details, and posts once for two presses', async () => {
    const { fetcher, submit, answer } = fakeFetcher();
    const page = await mount(fetcher, acceptingCard());
    const checked = deferred<Record<string, string[]>>();
    const check = vi.fn(() => checked.promise);

    const first = page.press(check);
    expect(page.button()).toBe('Paying…');
    const second = page.press(check);
    expect(check).toHaveBeenCalledTimes(1);

    await act(async () => checked.resolve({}));
    expect(submit).toHaveBeenCalledTimes(1);
    const posted = submit.mock.calls[0]?.[0] as FormData;
    expect(posted.get('paymentToken')).toBe('tok_test');
    expect(posted.get('cardLast4')).toBe('4242');
    // Still on its way: the fetcher's own state may not be drawn yet, the press's is.
    expect(page.button()).toBe('Paying…');

    await act(async () => {
      answer();
      await Promise.all([first, second]);
    });
    expect(page.button()).toBe('Pay £20.00');
  });

  it('says the card form is still loading when it has not come, and lets the shopper press again', async () => {
    const { fetcher, submit } = fakeFetcher();
    const page = await mount(fetcher, null);
    await act(() => page.press());
    expect(submit).not.toHaveBeenCalled();
    expect(page.status()).toBe(CARD_PAYMENT_MESSAGES.cardFormLoading);
    expect(page.button()).toBe('Pay £20.00');
  });

  it('shows the problems the page and the card found, and posts nothing', async () => {
    const { fetcher, submit } = fakeFetcher();
    const card = { ...acceptingCard(), validate: () => ({ cardNumber: ['Please enter your card number'] }) };
    const page = await mount(fetcher, card);
    await act(() => page.press(async () => ({ email: ['This field is required'] })));
    expect(submit).not.toHaveBeenCalled();
    expect(page.errors()).toEqual({
      email: ['This field is required'],
      cardNumber: ['Please enter your card number'],
    });
    expect(page.button()).toBe('Pay £20.00');
  });

  it('says the payment was not sent when the card could not be tokenised, and lets the shopper press again', async () => {
    const { fetcher, submit } = fakeFetcher();
    const card = { ...acceptingCard(), tokenise: () => Promise.reject(new Error('network')) };
    const page = await mount(fetcher, card);
    await act(() => page.press());
    expect(submit).not.toHaveBeenCalled();
    expect(page.status()).toBe(CARD_PAYMENT_MESSAGES.notSent);
    expect(page.button()).toBe('Pay £20.00');
  });
});
