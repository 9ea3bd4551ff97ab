import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_OFFER_LIMITS } from '../../../../core/store/subscriber-offer';
import { maxLength, required } from '../../../../core/validation/messages';
import { SettingsPageSection, type SettingsView } from '../../../components/dashboard/settings/sections';
import { subscriberOfferSection } from '../../../components/dashboard/settings/sections/subscriber-offer';
import { answerOf, formPost } from '../../../forms/testing';
import { action } from './settings';

const VISITOR = {
  loggedIn: true,
  verified: true,
  eulaSigned: true,
  hasActiveStore: true,
  pro: false,
  turbo: false,
  internal: false,
  dashboardPermissions: [],
  unlockedBadges: [],
  store: {
    comingSoon: false,
    passwordProtected: false,
    underReview: false,
    allowed: true,
    paymentProcessor: 'teemill',
    shopify: false,
  },
};

/** The load context the settings action reads: the platform host, a signed-in user, the settings services. */
const contextWith = (emailSubscriberOffer: (storeId: number, input: unknown) => Promise<unknown>) =>
  ({
    tenant: 'platform',
    store: {},
    services: {
      accounts: { visitorState: async () => VISITOR, user: async () => ({ id: 1 }) },
      dashboard: { settings: { emailSubscriberOffer } },
    },
  }) as never;

const post = (context: never, fields: Record<string, string>) =>
  action({
    context,
    params: { store: '7' },
    request: formPost('http://localhost/dashboard/stores/7/settings/', { intent: 'email-offer', ...fields }),
  } as never);

const OFFER = {
  enabled: 'on',
  heading: 'Get 10% off',
  discount: 'Code WELCOME10',
  description: 'Monthly news',
};

describe('the settings page: email subscriber offer', () => {
  it('saves the offer through the domain and says so', async () => {
    const save = vi.fn(async () => ({
      ok: true,
      value: { message: 'The email subscriber offer is saved.' },
    }));
    const { body, status } = answerOf(await post(contextWith(save), OFFER));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      intent: 'email-offer',
      ok: true,
      message: 'The email subscriber offer is saved.',
    });
    expect(save).toHaveBeenCalledWith(7, expect.objectContaining(OFFER));
  });

  it('answers 422 with the messages for an offer on without a heading or too long, and saves nothing', async () => {
    const save = vi.fn();
    const { body, status } = answerOf(
      await post(contextWith(save), {
        ...OFFER,
        heading: ' ',
        discount: 'x'.repeat(SUBSCRIBER_OFFER_LIMITS.discount + 1),
      }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      intent: 'email-offer',
      errors: { heading: [required], discount: [maxLength(SUBSCRIBER_OFFER_LIMITS.discount)] },
      values: { description: 'Monthly news' },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers another owner's store with 404", async () => {
    const save = vi.fn(async () => ({
      ok: false,
      status: 404,
      message: 'There is no store at this address.',
      errors: {},
    }));
    const { body, status } = answerOf(await post(contextWith(save), OFFER));
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, message: 'There is no store at this address.' });
  });
});

/** The saved plugins the section under test shows; set before each render. */
let shownPlugins: object = {};

function SectionUnderTest() {
  const settings = { plugins: shownPlugins } as unknown as SettingsView;
  return (
    <SettingsPageSection
      entry={subscriberOfferSection}
      settings={settings}
      answer={undefined}
      images={[]}
      uploadUrl={null}
      access={null}
    />
  );
}

const SectionStub = createRoutesStub([{ path: '/', Component: SectionUnderTest }]);

describe('the email subscriber offer section', () => {
  const render = (plugins: object) => {
    shownPlugins = plugins;
    return renderToStaticMarkup(<SectionStub initialEntries={['/']} />);
  };

  it("shows the saved offer's switch and words", () => {
    const html = render({
      'email-subscriber-offer': {
        enabled: true,
        heading: 'Get 10% off',
        discount: 'WELCOME10',
        description: 'Hi',
      },
    });
    expect(html).toContain('Email subscriber offer');
    expect(html).toMatch(/type="checkbox" name="enabled" checked=""/);
    expect(html).toContain('value="Get 10% off"');
    expect(html).toContain('value="WELCOME10"');
    expect(html).toContain('>Hi</textarea>');
  });

  it('starts an offer never written with the default heading, switched off', () => {
    const html = render({});
    expect(html).toContain('value="Join our mailing list"');
    expect(html).not.toContain('checked=""');
  });
});
