import { readXsrfToken } from '../../../../core/auth/xsrf-cookie';
import { ERROR_MESSAGES } from '../../../../core/errors/messages';
import { type ApiAnswer, messageOf, postApi } from '../../account/api';
import { BlockForm, type FieldSpec, type SubmitResult } from '../block-form';
import { type BlockComponentProps, useBlockContext } from '../context';
import { blockVars, colour, font, Paragraphs, str } from '../shared';
import { RemillPopup } from './remill-popup';

/** Where the forms post without JavaScript (React Router actions that answer with a page). */
export const NEWSLETTER_ACTION = '/forms/newsletter/';
export const CONTACT_ACTION = '/forms/contact/';
export const REMILL_PATH = '/omnis/v3/frontend/retex/remill/submit/';
export const CONTACT_SENT = 'Thank you, your message has been sent.';

/**
 * A form call's answer as BlockForm shows it: success on 200; a validation error (422) shows its first
 * message; anything else the form's own failure message, or the server's message where `serverMessage`
 * lists the status (a rate limit says how long to wait).
 */
export function formResult(answer: ApiAnswer<unknown>, serverMessage: readonly number[] = []): SubmitResult {
  if (answer.status >= 200 && answer.status < 300) return { ok: true };
  if (answer.status === 422 || serverMessage.includes(answer.status)) {
    const message = messageOf(answer, '');
    return message ? { ok: false, message } : { ok: false };
  }
  return { ok: false };
}

/** §7 mailing-list subscribe: mailingList, email and firstName (the division is the host's store). */
export async function submitSubscription(values: Readonly<Record<string, string>>): Promise<SubmitResult> {
  return formResult(
    await postApi('/mailing-lists/subscribe/', {
      mailingList: values.mailingList ?? '',
      email: values.email ?? '',
      firstName: values.firstName ?? '',
    }),
  );
}

/** A contact form message: the page and block it is on, and the sender's name, email and message. */
export async function submitContactMessage(values: Readonly<Record<string, string>>): Promise<SubmitResult> {
  return formResult(
    await postApi('/contact/message/', {
      page: values.page ?? '',
      block: values.block ?? '',
      name: values.name ?? '',
      email: values.email ?? '',
      message: values.message ?? '',
    }),
    [429],
  );
}

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

/**
 * Newsletter sign-up (§5 subscriber form): first name and email for the block's mailing list, with the §8
 * messages. With JavaScript it calls the API; without, the form posts to NEWSLETTER_ACTION.
 */
export function NewsletterSubscribeBlock({ block, properties: p }: BlockComponentProps) {
  const { path } = useBlockContext();
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
        action={NEWSLETTER_ACTION}
        fields={NEWSLETTER_FIELDS}
        hidden={{ mailingList: str(p.mailingList), block: block.uid, page: path }}
        submitText="Subscribe"
        successMessage={ERROR_MESSAGES.subscriberOfferSent}
        failureMessage={ERROR_MESSAGES.subscriberOfferFailed}
        onSubmit={submitSubscription}
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
 * Contact form: name, email and message for the address the block names. The page and block go with them
 * so the server finds that address; the address itself never reaches the page. With JavaScript it calls
 * the API; without, the form posts to CONTACT_ACTION.
 */
export function MailContactFormBlock({ block }: BlockComponentProps) {
  const { path } = useBlockContext();
  return (
    <section className="block-contact">
      <BlockForm
        action={CONTACT_ACTION}
        fields={CONTACT_FIELDS}
        hidden={{ page: path, block: block.uid }}
        submitText="Send message"
        successMessage={CONTACT_SENT}
        failureMessage={ERROR_MESSAGES.snackbarDefault}
        onSubmit={submitContactMessage}
      />
    </section>
  );
}

/** The XSRF-TOKEN cookie's value, sent back in the X-XSRF-TOKEN header of state-changing API calls. */
export function xsrfToken(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  return readXsrfToken(cookie);
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

/** Return an item (remill): a button opening the popup that emails the return instructions. */
export function RemillReturnBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'Return an item';
  const copy = str(p.copy).trim() || REMILL_COPY;
  return (
    <section className="block-panel block-remill">
      <h2 className="block-heading">{title}</h2>
      <Paragraphs text={copy} />
      <RemillPopup
        title={title}
        copy="Enter your email address and we will send you the instructions."
        buttonText={str(p.buttonText).trim() || 'Return an item'}
        fields={REMILL_FIELDS}
        successMessage={ERROR_MESSAGES.remillSucceeded}
        failureMessage={ERROR_MESSAGES.remillFailed}
        onSubmit={submitRemill}
      />
    </section>
  );
}
