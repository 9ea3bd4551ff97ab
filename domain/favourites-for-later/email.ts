/** Escapes text for the HTML body. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The 'favourites-for-later' email: the products kept, and the link that brings them back. */
export function favouritesEmail(
  store: string,
  link: string,
  items: { name: string; productUrl: string }[],
  origin: string,
): { subject: string; text: string; html: string } {
  const subject = `Your favourites from ${store}`;
  const intro = `Here are the favourites you saved at ${store}. Open the link to see them again, on any device.`;
  const productUrl = (item: { productUrl: string }) => `${origin}/product/${item.productUrl}/`;
  const text = [
    intro,
    items.map((item) => `- ${item.name}: ${productUrl(item)}`).join('\n'),
    `Your favourites: ${link}`,
    'The link works for 90 days.',
    `— ${store}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Lato,Arial,sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map((item) => `<li><a href="${escapeHtml(productUrl(item))}">${escapeHtml(item.name)}</a></li>`),
    '</ul>',
    `<p><a href="${escapeHtml(link)}">See your favourites</a></p>`,
    '<p style="color:#666">The link works for 90 days.</p>',
    `<p>— ${escapeHtml(store)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
