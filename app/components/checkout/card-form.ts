/** What the checkout page asks of a card form: a token for the card, and the bank's step when needed. */
export type Tokenised =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; errors: Record<string, string[]> };

export interface CardFormHandle {
  /** The problems the browser can see without asking the processor (empty when there are none). */
  validate(): Record<string, string[]>;
  /** Checks the card and turns it into the processor's opaque token; the number never leaves the browser. */
  tokenise(): Promise<Tokenised>;
  /** Shows the bank's authentication step (Stripe 3-D Secure); answers whether it was completed. */
  authenticate(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Forgets the card (after a decline the shopper enters one again). */
  reset(): void;
}
