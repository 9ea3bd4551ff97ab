import { isSafeAsyncPath } from '../../../../core/blocks/rules';
import { ERROR_MESSAGES } from '../../../../core/errors/messages';
import { BlockForm, type FieldSpec, postForm, type SubmitResult } from '../block-form';
import type { BlockComponentProps } from '../context';
import { blockVars, colour, font, Paragraphs, str } from '../shared';

export const NEWSLETTER_ACTION = '/newsletter/subscribe/';
export const CONTACT_ACTION = '/contact/';
export const REMILL_PATH = '/omnis/v3/frontend/retex/remill/submit/';

const NEWSLETTER_FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', rules: ['required'] },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    rules: ['required', 'email'],
  },
];

/** Newsletter sign-up: first name and email posted to the subscribe action (same site), with the §8 messages. */
export function NewsletterSubscribeBlock({ block, properties: p }: BlockComponentProps) {
  const action = isSafeAsyncPath(p.action) ? p.action : NEWSLETTER_ACTION;
  const title = str(p.title).trim() || 'Join our mailing list';
  const copy = str(p.copy).trim();
  return (
    <section
      className="block-newsletter"
      style={blockVars({ '--block-background': colour(p.backgroundColor), '--block-font': font(p.font) })}
    >
      <h2 className="block-heading">{title}</h2>
      {copy !== '' ? <Paragraphs text={copy} /> : null}
      <BlockForm
        action={action}
        fields={NEWSLETTER_FIELDS}
        hidden={{ mailingList: str(p.mailingList), block: block.uid }}
        submitText="Subscribe"
        successMessage={ERROR_MESSAGES.subscriberOfferSent}
        failureMessage={ERROR_MESSAGES.subscriberOfferFailed}
        onSubmit={(values) => postForm(action, values)}
      />
    </section>
  );
}

const CONTACT_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', rules: ['required'] },
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    rules: ['required', 'email'],
  },
  { name: 'message', label: 'Message', type: 'textarea', rules: ['required'] },
];

/**
 * Contact form: name, email and message posted to /contact/. The block's uid goes with them so the server
 * finds the address to send to; the address itself never reaches the page.
 */
export function MailContactFormBlock({ block }: BlockComponentProps) {
  return (
    <section className="block-contact">
      <BlockForm
        action={CONTACT_ACTION}
        fields={CONTACT_FIELDS}
        hidden={{ block: block.uid }}
        submitText="Send message"
        successMessage="Thank you, your message has been sent."
        failureMessage={ERROR_MESSAGES.snackbarDefault}
        onSubmit={(values) => postForm(CONTACT_ACTION, values)}
      />
    </section>
  );
}

/** The XSRF-TOKEN cookie's value, sent back in the X-XSRF-TOKEN header of state-changing API calls. */
export function xsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return '';
}

/** Sends the remill request: JSON {email}, answered {type, message}. */
export async function submitRemill(values: Readonly<Record<string, string>>): Promise<SubmitResult> {
  const response = await fetch(REMILL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    body: JSON.stringify({ email: values.email ?? '' }),
  });
  if (!response.ok) return { ok: false };
  const body = (await response.json().catch(() => ({}))) as { type?: unknown };
  return { ok: body.type !== 'error' && body.type !== 'failure' };
}

const REMILL_FIELDS: readonly FieldSpec[] = [
  {
    name: 'email',
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    rules: ['required', 'email'],
  },
];

const REMILL_COPY =
  "Send us your 100% cotton clothing, any brand (but not denim or underwear), and we'll remake the material into something new and give you a coupon for your next purchase. In the UK we pay for the return. Enter your email and we'll send you the instructions.";

/** Return an item (remill): an email to receive the return instructions. */
export function RemillReturnBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'Return an item';
  const copy = str(p.copy).trim() || REMILL_COPY;
  return (
    <section className="block-panel block-remill">
      <h2 className="block-heading">{title}</h2>
      <Paragraphs text={copy} />
      <BlockForm
        fields={REMILL_FIELDS}
        submitText={str(p.buttonText).trim() || 'Send instructions'}
        successMessage={ERROR_MESSAGES.remillSucceeded}
        failureMessage={ERROR_MESSAGES.remillFailed}
        onSubmit={submitRemill}
      />
    </section>
  );
}
