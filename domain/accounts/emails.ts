import type { MailBlock, MailMessage } from '../../core/mail';

export interface MailParagraphs {
  subject: string;
  paragraphs: string[];
  action?: { text: string; url: string };
  footer?: string;
}

/** An account email as mail-layout blocks: paragraphs, an optional button, small print. */
export function mailMessage(body: MailParagraphs): MailMessage {
  const blocks: MailBlock[] = [
    ...body.paragraphs.map((text): MailBlock => ({ kind: 'paragraph', text })),
    ...(body.action ? [{ kind: 'action', ...body.action } as const] : []),
    ...(body.footer ? [{ kind: 'note', text: body.footer } as const] : []),
  ];
  return { subject: body.subject, blocks };
}

/** The account emails (sign-up, reset, security notices), rendered in the mail layout by queueMail. */
export const emails = {
  verify(store: string, url: string): MailMessage {
    return mailMessage({
      subject: `Verify your email address for ${store}`,
      paragraphs: ['Thanks for signing up. Please confirm that this is your email address.'],
      action: { text: 'Verify your email address', url },
      footer: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    });
  },
  signUpAttempt(store: string, loginUrl: string, resetUrl: string): MailMessage {
    return mailMessage({
      subject: `Someone tried to sign up with your email at ${store}`,
      paragraphs: [
        'Someone tried to sign up with your email address, but you already have an account.',
        `If it was you, log in at ${loginUrl} or reset your password at ${resetUrl}.`,
      ],
      footer: 'If it was not you, you can ignore this email: your account has not changed.',
    });
  },
  passwordReset(store: string, url: string): MailMessage {
    return mailMessage({
      subject: `Reset your ${store} password`,
      paragraphs: ['We received a request to reset the password of your account.'],
      action: { text: 'Choose a new password', url },
      footer: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email.',
    });
  },
  passwordChanged(store: string): MailMessage {
    return mailMessage({
      subject: `Your ${store} password was changed`,
      paragraphs: [
        'The password of your account was just changed and every session was logged out.',
        'If this was not you, reset your password at once and contact support.',
      ],
    });
  },
  twoFactorEnabled(_store: string): MailMessage {
    return mailMessage({
      subject: 'Two-factor authentication is on',
      paragraphs: [
        'Two-factor authentication was turned on for your account. Keep your recovery codes safe.',
      ],
    });
  },
  twoFactorDisabled(_store: string): MailMessage {
    return mailMessage({
      subject: 'Two-factor authentication is off',
      paragraphs: [
        'Two-factor authentication was turned off for your account.',
        'If this was not you, reset your password at once and contact support.',
      ],
    });
  },
};
