import { expect } from 'vitest';
import { linkFromEmail } from '../../domain/accounts/outbox';
import { httpRequest } from './http';

/** API calls to one host with a cookie jar, doing the XSRF dance the storefront does. */
export class ApiSession {
  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (one cookie jar) talking to the server on another port: another process. */
  on(port: number): ApiSession {
    return new ApiSession(port, this.host, this.cookies);
  }

  private remember(setCookie: string | string[] | undefined) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const cut = pair?.indexOf('=') ?? -1;
      if (!pair || cut < 1) continue;
      this.cookies.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
    }
  }

  private header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string) {
    const answer = await httpRequest(this.port, this.host, path, { headers: { cookie: this.header() } });
    this.remember(answer.headers['set-cookie']);
    return answer;
  }

  async post(path: string, body: unknown) {
    return this.send('POST', path, body);
  }

  /** A state-changing call (POST, PUT, PATCH, DELETE) with a JSON body and the XSRF header. */
  async send(method: string, path: string, body: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/omnis/v3/dashboard/secure/get/');
    const answer = await httpRequest(this.port, this.host, path, {
      method,
      headers: {
        cookie: this.header(),
        'content-type': 'application/json',
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: JSON.stringify(body),
    });
    this.remember(answer.headers['set-cookie']);
    return answer;
  }
}

/** A platform staff session that reads the outbox (GET /omnis/v3/atlas/outbox/). */
export async function outboxReader(port: number, email: string, password: string): Promise<ApiSession> {
  const staff = new ApiSession(port, 'localhost');
  const login = await staff.post('/omnis/v3/dashboard/secure/login/', { email, password });
  expect(login.status).toBe(200);
  return staff;
}

/** The emails sent to an address, newest first, as the outbox lists them. */
export async function emailsTo(staff: ApiSession, to: string): Promise<{ kind: string; text: string }[]> {
  const answer = await staff.get(`/omnis/v3/atlas/outbox/?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { emails: { kind: string; text: string }[] }).emails;
}

/** The first link to `path` in an email sent to `to`, waiting for the email to arrive. */
export async function emailedLink(staff: ApiSession, to: string, path: string): Promise<string> {
  // A holder, because TypeScript cannot see that the poll's callback assigns it.
  const found: { link: string | null } = { link: null };
  await expect
    .poll(async () => {
      found.link =
        (await emailsTo(staff, to)).map((email) => linkFromEmail(email, path)).find(Boolean) ?? null;
      return found.link;
    })
    .not.toBeNull();
  if (found.link === null) throw new Error(`No email to ${to} links to ${path}`);
  return found.link;
}
