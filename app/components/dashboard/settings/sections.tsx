import { z } from 'zod';
import {
  addChristmasCutoffSchema,
  addSearchRedirectSchema,
  announcementFormSchema,
  BANNER_TEXT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COOKIE_MESSAGE_MAX_LENGTH,
  CURRENCY_OFFER_PREFIX,
  christmasBannerFormSchema,
  companyNameSchema,
  cookiePolicyFormSchema,
  currencyPluginFormSchema,
  customCodeFormSchema,
  customDomainFormSchema,
  POPUP_DESCRIPTION_MAX_LENGTH,
  paymentProcessorFormSchema,
  SEARCH_TERM_MAX_LENGTH,
  sitewideBannerFormSchema,
  sitewidePopupFormSchema,
  socialLinksFormSchema,
  storeImageFormSchema,
} from '../../../../core/store/dashboard-settings';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '../../../../core/store/settings';
import type { DashboardSettings } from '../../../../domain/store-settings-admin';
import { AccountForm, Field, type FormAnswer } from '../../forms/form';
import { CheckboxField, ColourField, SelectField, TextAreaField } from './fields';
import { ImageCropper } from './image-cropper';

/** The settings as the page gets them (dates as strings, as loader data is serialised). */
export type SettingsView = Omit<DashboardSettings, 'manager'>;

interface SectionProps {
  settings: SettingsView;
  answer: FormAnswer | undefined;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="dashboard-section settings-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function CompanySection({ settings, answer }: SectionProps) {
  return (
    <Section id="company" title="Company name">
      <AccountForm
        schema={companyNameSchema}
        answer={answer}
        intent="company-name"
        labels={{ companyName: 'Company name' }}
        submitLabel="Save the company name"
      >
        {(errors, formId) => (
          <Field
            formId={formId}
            name="companyName"
            label="Company name"
            hint="Shown in the store's header, page titles and emails."
            defaultValue={settings.companyName}
            maxLength={COMPANY_NAME_MAX_LENGTH}
            errors={errors}
            required
          />
        )}
      </AccountForm>
    </Section>
  );
}

export interface LibraryImage {
  id: number;
  name: string;
  path: string;
  thumbnail: string | null;
}

function ImagePicker({
  intent,
  label,
  current,
  images,
  answer,
}: {
  intent: 'logo' | 'favicon';
  label: string;
  current: string | null;
  images: LibraryImage[];
  answer: FormAnswer | undefined;
}) {
  const selected = images.find((image) => image.path === current);
  return (
    <AccountForm
      schema={storeImageFormSchema}
      answer={answer}
      intent={intent}
      labels={{ mediaFileId: `${label} from your files` }}
      submitLabel={`Use as the ${label.toLowerCase()}`}
      secondary
    >
      {(errors, formId) => (
        <SelectField
          formId={formId}
          name="mediaFileId"
          label={`${label} from your files`}
          errors={errors}
          defaultValue={selected ? String(selected.id) : ''}
          options={[
            { value: '', label: 'Choose an image' },
            ...images.map((image) => ({ value: String(image.id), label: image.name })),
          ]}
        />
      )}
    </AccountForm>
  );
}

export function BrandSection({
  settings,
  answer,
  images,
  uploadUrl,
}: SectionProps & { images: LibraryImage[]; uploadUrl: string | null }) {
  return (
    <Section id="brand" title="Logo and favicon">
      <div className="dashboard-forms">
        <div className="settings-brand">
          <h3>Logo</h3>
          <p className="settings-preview">
            {settings.logo ? (
              <img
                src={settings.logo}
                alt={`The current logo of ${settings.companyName}`}
                width={225}
                height={40}
              />
            ) : (
              'No logo yet: the header shows the company name.'
            )}
          </p>
          {uploadUrl ? (
            <ImageCropper intent="logo" label="logo" aspect={4} longSide={900} uploadUrl={uploadUrl} />
          ) : null}
          <ImagePicker intent="logo" label="Logo" current={settings.logo} images={images} answer={answer} />
        </div>
        <div className="settings-brand">
          <h3>Favicon</h3>
          <p className="settings-preview">
            {settings.favicon ? (
              <img src={settings.favicon} alt="The current favicon" width={32} height={32} />
            ) : (
              'No favicon yet: browsers show the logo.'
            )}
          </p>
          {uploadUrl ? (
            <ImageCropper intent="favicon" label="favicon" aspect={1} longSide={256} uploadUrl={uploadUrl} />
          ) : null}
          <ImagePicker
            intent="favicon"
            label="Favicon"
            current={settings.favicon}
            images={images}
            answer={answer}
          />
        </div>
      </div>
    </Section>
  );
}

export function AnnouncementSection({ settings, answer }: SectionProps) {
  const announcement = settings.announcement;
  return (
    <Section id="announcement" title="Announcement bar">
      <AccountForm
        schema={announcementFormSchema}
        answer={answer}
        intent="announcement"
        labels={{
          text: 'Announcement',
          href: 'Link (optional)',
          textColor: 'Text colour',
          backgroundColor: 'Background colour',
        }}
        submitLabel="Save the announcement"
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="text"
              label="Announcement"
              hint="Shown above the header on every page. Leave it empty to hide the bar."
              defaultValue={announcement?.text ?? ''}
              maxLength={BANNER_TEXT_MAX_LENGTH}
              errors={errors}
            />
            <Field
              formId={formId}
              name="href"
              label="Link (optional)"
              hint="A page of the store like /collection/sale/, or a web address."
              defaultValue={announcement?.href ?? ''}
              errors={errors}
            />
            <ColourField
              formId={formId}
              name="textColor"
              label="Text colour"
              errors={errors}
              defaultValue={announcement?.textColor ?? ''}
            />
            <ColourField
              formId={formId}
              name="backgroundColor"
              label="Background colour"
              errors={errors}
              defaultValue={announcement?.backgroundColor ?? ''}
            />
          </>
        )}
      </AccountForm>
    </Section>
  );
}

export function BannerSection({ settings, answer }: SectionProps) {
  const banner = settings.sitewideBanner;
  const popup = settings.sitewidePopup;
  return (
    <Section id="banner" title="Sitewide banner and popup">
      <div className="dashboard-forms">
        <AccountForm
          schema={sitewideBannerFormSchema}
          answer={answer}
          intent="sitewide-banner"
          labels={{
            text: 'Banner text',
            href: 'Banner link (optional)',
            textColor: 'Banner text colour',
            backgroundColor: 'Banner background colour',
          }}
          submitLabel="Save the banner"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the sitewide banner"
                defaultChecked={banner?.enabled ?? false}
              />
              <Field
                formId={formId}
                name="text"
                label="Banner text"
                defaultValue={banner?.text ?? ''}
                maxLength={BANNER_TEXT_MAX_LENGTH}
                errors={errors}
              />
              <Field
                formId={formId}
                name="href"
                label="Banner link (optional)"
                defaultValue={banner?.href ?? ''}
                errors={errors}
              />
              <ColourField
                formId={formId}
                name="textColor"
                label="Banner text colour"
                errors={errors}
                defaultValue={banner?.textColor ?? ''}
              />
              <ColourField
                formId={formId}
                name="backgroundColor"
                label="Banner background colour"
                errors={errors}
                defaultValue={banner?.backgroundColor ?? ''}
              />
            </>
          )}
        </AccountForm>
        <AccountForm
          schema={sitewidePopupFormSchema}
          answer={answer}
          intent="sitewide-popup"
          labels={{ heading: 'Popup title', description: 'Popup text' }}
          submitLabel="Save the popup"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the sitewide popup"
                defaultChecked={popup.enabled}
              />
              <Field
                formId={formId}
                name="heading"
                label="Popup title"
                defaultValue={popup.heading}
                maxLength={BANNER_TEXT_MAX_LENGTH}
                errors={errors}
              />
              <TextAreaField
                formId={formId}
                name="description"
                label="Popup text"
                defaultValue={popup.description}
                maxLength={POPUP_DESCRIPTION_MAX_LENGTH}
                rows={3}
                errors={errors}
              />
            </>
          )}
        </AccountForm>
      </div>
    </Section>
  );
}

export function SocialSection({ settings, answer }: SectionProps) {
  return (
    <Section id="social" title="Social links">
      <AccountForm
        schema={socialLinksFormSchema}
        answer={answer}
        intent="social-links"
        labels={Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, SOCIAL_NETWORK_NAMES[network]]),
        )}
        submitLabel="Save the social links"
      >
        {(errors, formId) => (
          <>
            <p className="field-hint">
              Your store's footer links to each profile you give. Leave a field empty to leave it out.
            </p>
            {SOCIAL_NETWORKS.map((network) => (
              <Field
                key={network}
                formId={formId}
                name={network}
                label={SOCIAL_NETWORK_NAMES[network]}
                inputMode="url"
                autoComplete="url"
                placeholder={`https://www.${network === 'x' ? 'x' : network}.com/…`}
                defaultValue={settings.socialLinks[network] ?? ''}
                errors={errors}
              />
            ))}
          </>
        )}
      </AccountForm>
    </Section>
  );
}

const removeRedirectSchema = z.object({ searchTerm: z.string() });

export function SearchRedirectsSection({ settings, answer }: SectionProps) {
  return (
    <Section id="search-redirects" title="Search redirects">
      <p className="dashboard-note">A search for one of these terms goes straight to its page.</p>
      {settings.searchRedirects.length > 0 ? (
        <ul className="settings-rows" aria-label="Search redirects">
          {settings.searchRedirects.map((redirect) => (
            <li key={redirect.searchTerm}>
              <span>
                <strong>{redirect.searchTerm}</strong> → {redirect.destinationUrl}
              </span>
              <AccountForm
                schema={removeRedirectSchema}
                answer={answer?.values?.searchTerm === redirect.searchTerm ? answer : undefined}
                intent="remove-search-redirect"
                labels={{}}
                submitLabel={`Remove the redirect for ${redirect.searchTerm}`}
                secondary
              >
                {() => <input type="hidden" name="searchTerm" value={redirect.searchTerm} />}
              </AccountForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>No search redirects yet.</p>
      )}
      {answer?.intent === 'remove-search-redirect' && answer.ok ? (
        <p className="form-status form-status-success" role="status">
          {answer.message}
        </p>
      ) : null}
      <AccountForm
        schema={addSearchRedirectSchema}
        answer={answer}
        intent="add-search-redirect"
        labels={{ searchTerm: 'Search term', destinationUrl: 'Goes to' }}
        submitLabel="Add the redirect"
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="searchTerm"
              label="Search term"
              maxLength={SEARCH_TERM_MAX_LENGTH}
              errors={errors}
              required
            />
            <Field
              formId={formId}
              name="destinationUrl"
              label="Goes to"
              hint="A page of the store like /collection/hoodies/, or a web address."
              errors={errors}
              required
            />
          </>
        )}
      </AccountForm>
    </Section>
  );
}

export function PluginsSection({ settings, answer }: SectionProps) {
  const currency = settings.plugins.currency;
  const offered = new Set((currency?.list ?? '').split(',').filter(Boolean));
  const cookie = settings.plugins['cookie-policy'];
  const christmas = settings.plugins['christmas-banner'];
  return (
    <Section id="plugins" title="Plugins">
      <div className="dashboard-forms">
        <AccountForm
          schema={currencyPluginFormSchema}
          answer={answer}
          intent="currency"
          labels={{ offered: 'Currencies offered' }}
          submitLabel="Save the currencies"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Let shoppers choose their currency"
                defaultChecked={currency?.enabled ?? false}
              />
              <fieldset
                className="settings-currencies"
                aria-describedby={errors?.offered ? `${formId}-offered-error` : undefined}
              >
                <legend>Currencies offered besides {settings.storeCurrency}</legend>
                {settings.currencies
                  .filter((known) => known.code !== settings.storeCurrency)
                  .map((known) => (
                    <CheckboxField
                      key={known.code}
                      formId={formId}
                      name={`${CURRENCY_OFFER_PREFIX}${known.code}`}
                      label={`${known.code}: ${known.name}`}
                      defaultChecked={offered.has(known.code)}
                    />
                  ))}
                {errors?.offered?.[0] ? (
                  <p id={`${formId}-offered-error`} className="field-error">
                    {errors.offered[0]}
                  </p>
                ) : null}
              </fieldset>
            </>
          )}
        </AccountForm>
        <AccountForm
          schema={cookiePolicyFormSchema}
          answer={answer}
          intent="cookie-policy"
          labels={{ message: 'Cookie notice text' }}
          submitLabel="Save the cookie notice"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the cookie notice"
                defaultChecked={cookie?.enabled !== false}
              />
              <TextAreaField
                formId={formId}
                name="message"
                label="Cookie notice text (optional)"
                defaultValue={cookie?.message ?? ''}
                maxLength={COOKIE_MESSAGE_MAX_LENGTH}
                rows={3}
                errors={errors}
              />
              <CheckboxField
                formId={formId}
                name="allowEssentialOnly"
                label="Let visitors accept essential cookies only"
                defaultChecked={cookie?.allowEssentialOnly ?? true}
              />
            </>
          )}
        </AccountForm>
        <AccountForm
          schema={christmasBannerFormSchema}
          answer={answer}
          intent="christmas-banner"
          labels={{
            backgroundColor: 'Christmas banner background',
            textColor: 'Christmas banner text colour',
          }}
          submitLabel="Save the Christmas banner"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the Christmas delivery banner"
                defaultChecked={!(christmas?.disabled ?? false)}
                hint="It shows while the last-order dates below are to come."
              />
              <ColourField
                formId={formId}
                name="backgroundColor"
                label="Christmas banner background"
                errors={errors}
                defaultValue={christmas?.backgroundColor ?? ''}
              />
              <ColourField
                formId={formId}
                name="textColor"
                label="Christmas banner text colour"
                errors={errors}
                defaultValue={christmas?.textColor ?? ''}
              />
            </>
          )}
        </AccountForm>
      </div>
      <ChristmasDates settings={settings} answer={answer} />
    </Section>
  );
}

const removeCutoffSchema = z.object({ index: z.string() });

function ChristmasDates({ settings, answer }: SectionProps) {
  return (
    <div className="settings-christmas">
      <h3>Christmas last-order dates</h3>
      {settings.christmasCutoffDates.length > 0 ? (
        <ul className="settings-rows" aria-label="Christmas last-order dates">
          {settings.christmasCutoffDates.map((cutoff, index) => (
            <li key={`${cutoff.region}-${cutoff.service}-${cutoff.date}`}>
              <span>
                {cutoff.region}, {cutoff.service}: <time dateTime={cutoff.date}>{cutoff.date}</time>
              </span>
              <AccountForm
                schema={removeCutoffSchema}
                answer={undefined}
                intent="remove-christmas-date"
                labels={{}}
                submitLabel={`Remove ${cutoff.region} ${cutoff.service} ${cutoff.date}`}
                secondary
              >
                {() => <input type="hidden" name="index" value={index} />}
              </AccountForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>No dates yet.</p>
      )}
      <AccountForm
        schema={addChristmasCutoffSchema}
        answer={answer}
        intent="add-christmas-date"
        labels={{ region: 'Region', service: 'Delivery service', date: 'Last order date' }}
        submitLabel="Add the date"
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="region"
              label="Region"
              hint="For example UK or Europe."
              errors={errors}
              required
            />
            <Field
              formId={formId}
              name="service"
              label="Delivery service"
              hint="For example Standard."
              errors={errors}
              required
            />
            <Field formId={formId} name="date" type="date" label="Last order date" errors={errors} required />
          </>
        )}
      </AccountForm>
    </div>
  );
}

export function DomainSection({ settings, answer }: SectionProps) {
  return (
    <Section id="domain" title="Custom domain">
      {settings.mayUseCustomDomain ? (
        <AccountForm
          schema={customDomainFormSchema}
          answer={answer}
          intent="custom-domain"
          labels={{ customDomainName: 'Domain' }}
          submitLabel="Save the domain"
        >
          {(errors, formId) => (
            <Field
              formId={formId}
              name="customDomainName"
              label="Domain"
              hint="For example shop.example.com. Point its DNS at us first. Leave it empty to remove it."
              defaultValue={settings.customDomainName ?? ''}
              errors={errors}
              autoComplete="off"
            />
          )}
        </AccountForm>
      ) : (
        <p className="dashboard-note">
          {settings.customDomainName ? `This store answers at ${settings.customDomainName}. ` : ''}
          Custom domains come with a Turbo plan. Ask us to upgrade your store.
        </p>
      )}
    </Section>
  );
}

export function CodeSection({ settings, answer }: SectionProps) {
  return (
    <Section id="custom-code" title="Custom code">
      {settings.isPro ? null : (
        <p className="field-hint">Custom code reaches your shoppers once your store is on a Pro plan.</p>
      )}
      <AccountForm
        schema={customCodeFormSchema}
        answer={answer}
        intent="custom-code"
        labels={{ head: 'Code in the page head', body: 'Code at the end of the page' }}
        submitLabel="Save the custom code"
      >
        {(errors, formId) => (
          <>
            <TextAreaField
              formId={formId}
              name="head"
              label="Code in the page head"
              hint="Verification tags, analytics and the like. It runs in a sandboxed frame of its own, never on checkout or account pages, once a shopper accepts cookies."
              defaultValue={settings.customCode.head}
              rows={4}
              spellCheck={false}
              errors={errors}
            />
            <TextAreaField
              formId={formId}
              name="body"
              label="Code at the end of the page"
              defaultValue={settings.customCode.body}
              rows={4}
              spellCheck={false}
              errors={errors}
            />
          </>
        )}
      </AccountForm>
    </Section>
  );
}

export function PaymentSection({ settings, answer }: SectionProps) {
  return (
    <Section id="payments" title="Payment processor">
      <AccountForm
        schema={paymentProcessorFormSchema}
        answer={answer}
        intent="payment-processor"
        labels={{ type: 'Who takes the payments' }}
        submitLabel="Save the payment processor"
      >
        {(errors, formId) => (
          <SelectField
            formId={formId}
            name="type"
            label="Who takes the payments"
            hint="Only our team can switch a store to its own processor."
            errors={errors}
            defaultValue={settings.paymentProcessor.type}
            options={[
              { value: 'teemill', label: 'The platform (default)' },
              { value: 'direct', label: "The store's own processor" },
            ]}
          />
        )}
      </AccountForm>
    </Section>
  );
}
