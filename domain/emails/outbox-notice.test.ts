import { describe, expect, it } from 'vitest';
import { outboxNotice, outboxTransport } from './transport';

const EMAIL = {
  from: { name: 'Northwind Threads', address: 'no-reply@localhost' },
  replyTo: null,
  to: 'new.shopper@example.com',
  subject: 'Verify your email address',
  text: 'Welcome!\n\nVerify: http://demo.localhost:3000/sign-up/verify/?token=abc123\n\nThanks',
  html: '<p>Welcome</p>',
};

describe('an email kept in the outbox (no SMTP_URL)', () => {
  it('is announced with its addressee, subject and link, so a demo user can follow it', async () => {
    const notices: string[] = [];
    const transport = outboxTransport((notice) => notices.push(notice));
    await transport.send(EMAIL);
    transport.close();
    expect(notices).toEqual([
      'Email to new.shopper@example.com: "Verify your email address" http://demo.localhost:3000/sign-up/verify/?token=abc123 (kept in the outbox: no SMTP_URL)',
    ]);
  });

  it('says so plainly when the email carries no link', () => {
    expect(outboxNotice({ to: 'a@example.com', subject: 'Hello', text: 'No links here' })).toBe(
      'Email to a@example.com: "Hello" (kept in the outbox: no SMTP_URL)',
    );
  });
});
