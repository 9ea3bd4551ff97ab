import { data } from 'react-router';
import { z } from 'zod';
import { comingSoonSettingSchema, storePasswordSettingSchema } from '../../../../core/store/access-settings';
import {
  addChristmasCutoffSchema,
  addSearchRedirectSchema,
  announcementFormSchema,
  christmasBannerFormSchema,
  companyNameSchema,
  cookiePolicyFormSchema,
  currencyPluginFormSchema,
  customCodeFormSchema,
  customDomainFormSchema,
  emailSubscriberOfferFormSchema,
  paymentProcessorFormSchema,
  removeChristmasCutoffSchema,
  removeSearchRedirectSchema,
  sitewideBannerFormSchema,
  sitewidePopupFormSchema,
  socialLinksFormSchema,
  storeImageFormSchema,
} from '../../../../core/store/dashboard-settings';
import { libraryUploadPath } from '../../../../core/store/media-library';
import { AccessSection } from '../../../components/dashboard/settings/access-section';
import {
  AnnouncementSection,
  BannerSection,
  BrandSection,
  CodeSection,
  CompanySection,
  DomainSection,
  PaymentSection,
  PluginsSection,
  SearchRedirectsSection,
  SocialSection,
} from '../../../components/dashboard/settings/sections';
import { SubscriberOfferSection } from '../../../components/dashboard/settings/subscriber-offer-section';
import type { FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { type ActionArgs, intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import type { RouteHandle } from '../../../route-handle';
import settingsStyles from '../../../styles/dashboard-settings.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/settings';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

export function links() {
  return [{ rel: 'stylesheet', href: settingsStyles }];
}

export function meta() {
  return [{ title: 'Settings' }, { name: 'robots', content: 'noindex' }];
}

/**
 * A store's settings (platform host only). Who may visit (password, countdown) stays its owner's; the rest
 * is for anyone with the 'settings' permission. A person who does not run the store meets the owner-only
 * refusal (the 403 page), as this page always answered them.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const services = context.services;
  const [all, access, library] = await Promise.all([
    services.dashboard.settings.read(storeId),
    services.accounts.storeSettings.read(storeId),
    services.dashboard.files.list(storeId, { page: 1 }),
  ]);
  if (!all.ok) refuse(access.ok ? all : access);
  const { manager, ...settings } = all.value;
  return {
    storeId,
    settings,
    access: access.ok ? access.value : null,
    // The logo and favicon pickers offer the newest images; uploading needs the 'files' permission.
    images: library.ok
      ? library.value.files
          .filter((file) => file.type === 'image')
          .map((file) => ({ id: file.id, name: file.name, path: file.path, thumbnail: file.thumbnail }))
      : [],
    mayUpload: library.ok,
  };
}

const answered = (intent: string) => (value: { message: string }) =>
  data<FormAnswer>({ intent, ok: true, message: value.message });

type SettingsServices = Route.ActionArgs['context']['services']['dashboard']['settings'];

/** One settings form: its schema (also checked in the browser) and the service it calls. */
function settingForm<S extends z.ZodType>(
  intent: string,
  schema: S,
  call: (
    services: SettingsServices,
  ) => (storeId: number, input: unknown) => ReturnType<SettingsServices['companyName']>,
) {
  return intentForm({
    schema,
    // The domain parses the same form again with the same schema, so it gets what was posted.
    run: (_input, { context, params, form }: ActionArgs & { form: FormData }) =>
      call(context.services.dashboard.settings)(storeIdOf(params.store), formValues(form)),
    onSuccess: answered(intent),
  });
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    'company-name': settingForm('company-name', companyNameSchema, (s) => s.companyName),
    logo: settingForm('logo', storeImageFormSchema, (s) => s.logo),
    favicon: settingForm('favicon', storeImageFormSchema, (s) => s.favicon),
    announcement: settingForm('announcement', announcementFormSchema, (s) => s.announcement),
    'sitewide-banner': settingForm('sitewide-banner', sitewideBannerFormSchema, (s) => s.sitewideBanner),
    'sitewide-popup': settingForm('sitewide-popup', sitewidePopupFormSchema, (s) => s.sitewidePopup),
    'social-links': settingForm('social-links', socialLinksFormSchema, (s) => s.socialLinks),
    'add-search-redirect': settingForm(
      'add-search-redirect',
      addSearchRedirectSchema,
      (s) => s.addSearchRedirect,
    ),
    'remove-search-redirect': settingForm(
      'remove-search-redirect',
      removeSearchRedirectSchema,
      (s) => s.removeSearchRedirect,
    ),
    currency: settingForm('currency', currencyPluginFormSchema, (s) => s.currencyPlugin),
    'cookie-policy': settingForm('cookie-policy', cookiePolicyFormSchema, (s) => s.cookiePolicy),
    'christmas-banner': settingForm('christmas-banner', christmasBannerFormSchema, (s) => s.christmasBanner),
    'add-christmas-date': settingForm(
      'add-christmas-date',
      addChristmasCutoffSchema,
      (s) => s.addChristmasCutoff,
    ),
    'remove-christmas-date': settingForm(
      'remove-christmas-date',
      removeChristmasCutoffSchema,
      (s) => s.removeChristmasCutoff,
    ),
    'email-offer': settingForm('email-offer', emailSubscriberOfferFormSchema, (s) => s.emailSubscriberOffer),
    'custom-domain': settingForm('custom-domain', customDomainFormSchema, (s) => s.customDomain),
    'custom-code': settingForm('custom-code', customCodeFormSchema, (s) => s.customCode),
    'payment-processor': settingForm(
      'payment-processor',
      paymentProcessorFormSchema,
      (s) => s.paymentProcessor,
    ),
    'set-password': intentForm({
      schema: storePasswordSettingSchema,
      run: (input, { context, params }) =>
        context.services.accounts.storeSettings.setPassword(storeIdOf(params.store), input),
      onSuccess: answered('set-password'),
    }),
    'clear-password': intentForm({
      schema: z.object({}),
      run: (_input, { context, params }) =>
        context.services.accounts.storeSettings.clearPassword(storeIdOf(params.store)),
      onSuccess: answered('clear-password'),
    }),
    'coming-soon': intentForm({
      schema: comingSoonSettingSchema(),
      run: (_input, { context, params, form }) =>
        context.services.accounts.storeSettings.setComingSoon(storeIdOf(params.store), formValues(form)),
      onSuccess: answered('coming-soon'),
    }),
  },
});

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, settings, access, images, mayUpload } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <nav className="settings-toc" aria-label="Settings sections">
        <ul>
          <li>
            <a href="#company">Company name</a>
          </li>
          <li>
            <a href="#brand">Logo and favicon</a>
          </li>
          <li>
            <a href="#announcement">Announcement bar</a>
          </li>
          <li>
            <a href="#banner">Banner and popup</a>
          </li>
          <li>
            <a href="#social">Social links</a>
          </li>
          <li>
            <a href="#search-redirects">Search redirects</a>
          </li>
          <li>
            <a href="#plugins">Plugins</a>
          </li>
          <li>
            <a href="#subscriber-offer">Email subscriber offer</a>
          </li>
          {access ? (
            <li>
              <a href="#password-title">Who may visit</a>
            </li>
          ) : null}
          <li>
            <a href="#domain">Custom domain</a>
          </li>
          <li>
            <a href="#custom-code">Custom code</a>
          </li>
          <li>
            <a href="#payments">Payment processor</a>
          </li>
        </ul>
      </nav>
      <CompanySection settings={settings} answer={answer} />
      <BrandSection
        settings={settings}
        answer={answer}
        images={images}
        uploadUrl={mayUpload ? libraryUploadPath(storeId) : null}
      />
      <AnnouncementSection settings={settings} answer={answer} />
      <BannerSection settings={settings} answer={answer} />
      <SocialSection settings={settings} answer={answer} />
      <SearchRedirectsSection settings={settings} answer={answer} />
      <PluginsSection settings={settings} answer={answer} />
      <SubscriberOfferSection plugins={settings.plugins} answer={answer} />
      {access ? <AccessSection settings={access} answer={answer} /> : null}
      <DomainSection settings={settings} answer={answer} />
      <CodeSection settings={settings} answer={answer} />
      <PaymentSection settings={settings} answer={answer} />
    </div>
  );
}
