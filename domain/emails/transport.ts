import nodemailer from 'nodemailer';

/** One email as a transport sends it. */
export interface OutgoingEmail {
  from: { name: string; address: string };
  replyTo: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where delivered emails go: an SMTP server (SMTP_URL), or nowhere further than the outbox, where staff read
 * them. Both build the message with nodemailer, so an email that cannot be built fails the same way.
 */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<{ messageId: string | null }>;
  close(): void;
}

function message(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
  };
}

/** SMTP through nodemailer: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
export function smtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    kind: 'smtp',
    async send(email) {
      const info = await transporter.sendMail(message(email));
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/** What the demo's terminal says of an email kept in the outbox: who it is for, and the link it carries. */
export function outboxNotice(email: Pick<OutgoingEmail, 'to' | 'subject' | 'text'>): string {
  const link = email.text.match(/https?:\/\/\S+/)?.[0];
  return `Email to ${email.to}: "${email.subject}"${link ? ` ${link}` : ''} (kept in the outbox: no SMTP_URL)`;
}

/**
 * No SMTP configured: the message is built (and checked) but stays in the outbox; `announce` hears of each one,
 * so a demo's terminal can show the link a new account needs to verify its address.
 */
export function outboxTransport(announce?: (notice: string) => void): MailTransport {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(email) {
      const info = await transporter.sendMail(message(email));
      announce?.(outboxNotice(email));
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/** The transport for the configuration: SMTP when SMTP_URL is set, otherwise the outbox. */
export function mailTransport(
  smtpUrl: string | undefined,
  announce?: (notice: string) => void,
): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(announce);
}
