import type { EmailContent } from './outbox';

/** Escapes text for HTML bodies. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Paragraphs {
  subject: string;
  paragraphs: string[];
  action?: { text: string; url: string };
  footer?: string;
}

function compose(store: string, body: Paragraphs): EmailContent {
  const text = [
    ...body.paragraphs,
    ...(body.action ? [`${body.action.text}: ${body.action.url}`] : []),
    ...(body.footer ? [body.footer] : []),
    `— ${store}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Lato,Arial,sans-serif;line-height:1.5">',
    ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(body.action
      ? [`<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.text)}</a></p>`]
      : []),
    ...(body.footer ? [`<p style="color:#666">${escapeHtml(body.footer)}</p>`] : []),
    `<p>— ${escapeHtml(store)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: body.subject, text, html };
}

export const emails = {
  verify(store: string, url: string): EmailContent {
    return compose(store, {
      subject: `Verify your email address for ${store}`,
      paragraphs: ['Thanks for signing up. Please confirm that this is your email address.'],
      action: { text: 'Verify your email address', url },
      footer: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    });
  },
  signUpAttempt(store: string, loginUrl: string, resetUrl: string): EmailContent {
    return compose(store, {
      subject: `Someone tried to sign up with your email at ${store}`,
      paragraphs: [
        'Someone tried to sign up with your email address, but you already have an account.',
        `If it was you, log in at ${loginUrl} or reset your password at ${resetUrl}.`,
      ],
      footer: 'If it was not you, you can ignore this email: your account has not changed.',
    });
  },
  passwordReset(store: string, url: string): EmailContent {
    return compose(store, {
      subject: `Reset your ${store} password`,
      paragraphs: ['We received a request to reset the password of your account.'],
      action: { text: 'Choose a new password', url },
      footer: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email.',
    });
  },
  passwordChanged(store: string): EmailContent {
    return compose(store, {
      subject: `Your ${store} password was changed`,
      paragraphs: [
        'The password of your account was just changed and every session was logged out.',
        'If this was not you, reset your password at once and contact support.',
      ],
    });
  },
  twoFactorEnabled(store: string): EmailContent {
    return compose(store, {
      subject: 'Two-factor authentication is on',
      paragraphs: [
        'Two-factor authentication was turned on for your account. Keep your recovery codes safe.',
      ],
    });
  },
  twoFactorDisabled(store: string): EmailContent {
    return compose(store, {
      subject: 'Two-factor authentication is off',
      paragraphs: [
        'Two-factor authentication was turned off for your account.',
        'If this was not you, reset your password at once and contact support.',
      ],
    });
  },
};
