/** The platform's standard legal pages; the store's name is filled in. Shown when the platform takes payment. */
export interface LegalPage {
  title: string;
  sections: { heading: string; body: string }[];
}

export function legalPage(path: string, companyName: string): LegalPage | null {
  switch (path) {
    case 'terms-of-use':
      return {
        title: 'Terms of use',
        sections: [
          {
            heading: 'About this site',
            body: `This store is run by ${companyName} on the Printfront platform. By using it you agree to these terms.`,
          },
          {
            heading: 'Your account',
            body: 'Keep your sign-in details safe. You are responsible for what is done with your account.',
          },
          {
            heading: 'Content',
            body: `Designs, photos and text on this site belong to ${companyName} or its licensors and may not be reused without permission.`,
          },
          {
            heading: 'Changes',
            body: 'We may update these terms; the version on this page is the one that applies.',
          },
        ],
      };
    case 'terms-of-sale':
      return {
        title: 'Terms of sale',
        sections: [
          {
            heading: 'Made to order',
            body: 'Every product is printed after you order it. Prices include VAT where it applies.',
          },
          {
            heading: 'Delivery',
            body: 'Orders are usually dispatched within three business days (Monday to Friday). Delivery times are estimates.',
          },
          {
            heading: 'Returns',
            body: 'You may return unworn items within 30 days of delivery. In the UK returns are free. Refunds go back to the original payment method.',
          },
          {
            heading: 'Payment',
            body: `Payments are taken by Printfront on behalf of ${companyName}. Card details never reach this store.`,
          },
        ],
      };
    case 'use-of-cookies-and-disclaimer':
      return {
        title: 'Use of cookies and disclaimer',
        sections: [
          {
            heading: 'Essential cookies',
            body: 'We use cookies to keep your basket, your currency and your session, and to protect forms. These are always on.',
          },
          {
            heading: 'Analytics cookies',
            body: 'With your consent we measure how the store is used so that we can improve it. You can choose essentials only.',
          },
          { heading: 'Disclaimer', body: 'Colours on screen can differ slightly from printed products.' },
        ],
      };
    case 'privacy-policy':
      return {
        title: 'Privacy policy',
        sections: [
          {
            heading: 'What we collect',
            body: 'Your name, email, delivery address and order history, so that we can make and deliver your order.',
          },
          {
            heading: 'How long we keep it',
            body: 'Order records are kept for seven years for tax purposes; everything else is deleted when you close your account.',
          },
          {
            heading: 'Your rights',
            body: `You can ask ${companyName} for a copy of your data, or for it to be corrected or deleted.`,
          },
        ],
      };
    default:
      return null;
  }
}
