/** The readable double-submit cookie (server/plugins/xsrf.ts): `__Host-XSRF-TOKEN` behind TLS, else `XSRF-TOKEN`. */
export const XSRF_COOKIE_NAMES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;

/** The XSRF token in a cookie string (document.cookie), for the X-XSRF-TOKEN header; '' when there is none. */
export function readXsrfToken(cookies: string): string {
  const values = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const [name = '', ...rest] = part.trim().split('=');
    if (!values.has(name)) values.set(name, rest.join('='));
  }
  for (const name of XSRF_COOKIE_NAMES) {
    const value = values.get(name);
    if (value === undefined) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return '';
}
