import { type RefObject, useRef, useState } from 'react';
import { redirect } from 'react-router';
import {
  COMPANY_NAME_MAX_LENGTH,
  openStoreSchema,
  SUBDOMAIN_MAX_LENGTH,
  suggestSubdomain,
  type ThemeSwatch,
} from '../../../../core/store-opening';
import { AccountForm, Field, type FormAnswer, fieldId } from '../../../components/forms/form';
import { firstError } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import type { RouteHandle } from '../../../route-handle';
import { pageMeta, rootDataFrom } from '../../../seo';
import storesStyles from '../../../styles/dashboard-stores.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { requirePlatformDashboard } from '../../account/dashboard-store.server';
import type { Route } from './+types/new-store';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

export function links() {
  return [{ rel: 'stylesheet', href: storesStyles }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const choices = await context.services.dashboard.stores.newStoreChoices();
  const port = context.urls.port === 80 || context.urls.port === 443 ? '' : `:${context.urls.port}`;
  return { ...choices, hostSuffix: `.${context.urls.storeBaseDomain}${port}` };
}

export const action = formAction({
  schema: openStoreSchema,
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  run: (input, { context }) => context.services.dashboard.stores.openStore(input),
  onSuccess: (store) => redirect(`/dashboard/stores/${store.id}/`),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/new-store/',
    title: 'Open a new store',
    robots: 'noindex',
  });
}

const LABELS = {
  companyName: 'Company name',
  subdomain: 'Sub-domain',
  theme: 'Theme',
  currency: 'Currency',
};

/** A theme's thumbnail: its page, menu, text and button drawn in its own colours. */
export function ThemeThumbnail({ swatch }: { swatch: ThemeSwatch }) {
  return (
    <span className="theme-thumb" aria-hidden="true" style={{ background: swatch.page, color: swatch.text }}>
      <span className="theme-thumb-menu" style={{ background: swatch.menu }} />
      <span className="theme-thumb-text" style={{ fontFamily: swatch.font }}>
        Aa
      </span>
      <span
        className="theme-thumb-button"
        style={{ background: swatch.primary, color: swatch.primaryText }}
      />
    </span>
  );
}

export default function NewStore({ loaderData, actionData }: Route.ComponentProps) {
  const { themes, currencies, hostSuffix } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const typed = answer?.values ?? {};
  const checkedTheme = typed.theme ?? themes[0]?.name ?? '';
  // The sub-domain field stays uncontrolled, so text typed before hydration is kept; the preview follows it.
  const subdomainInput = useRef<HTMLInputElement>(null);
  const [subdomain, setSubdomain] = useState(typed.subdomain ?? '');
  // Once the merchant types a sub-domain of their own, the company name stops suggesting one.
  const chosenByHand = useRef(Boolean(typed.subdomain));
  const preview = `${suggestSubdomain(subdomain) || 'yourname'}${hostSuffix}`;

  return (
    <div className="dashboard-page new-store-page">
      <h1>Open a new store</h1>
      <p className="account-lead">
        Your store is live at once on its own address. Until our team has reviewed it, visitors see a short
        note instead of your products; you can still build it.
      </p>
      <AccountForm schema={openStoreSchema} answer={answer} labels={LABELS} submitLabel="Open my store">
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="companyName"
              label={LABELS.companyName}
              errors={errors}
              maxLength={COMPANY_NAME_MAX_LENGTH}
              autoComplete="organization"
              required
              onInput={(event) => {
                if (chosenByHand.current || !subdomainInput.current) return;
                const suggestion = suggestSubdomain(event.currentTarget.value);
                subdomainInput.current.value = suggestion;
                setSubdomain(suggestion);
              }}
            />
            <SubdomainField
              formId={formId}
              errors={errors}
              inputRef={subdomainInput}
              defaultValue={typed.subdomain ?? ''}
              preview={preview}
              onInput={(value) => {
                chosenByHand.current = value !== '';
                setSubdomain(value);
              }}
            />
            <fieldset
              className={`form-field theme-choices${firstError(errors, 'theme') ? ' form-field-invalid' : ''}`}
              aria-describedby={firstError(errors, 'theme') ? fieldId(formId, 'theme-error') : undefined}
            >
              <legend id={fieldId(formId, 'theme')}>{LABELS.theme}</legend>
              {firstError(errors, 'theme') ? (
                <p id={fieldId(formId, 'theme-error')} className="field-error">
                  {firstError(errors, 'theme')}
                </p>
              ) : null}
              <div className="theme-choice-grid">
                {themes.map((swatch) => (
                  <label key={swatch.name} className="theme-choice">
                    <input
                      type="radio"
                      name="theme"
                      value={swatch.name}
                      defaultChecked={checkedTheme === swatch.name}
                    />
                    <ThemeThumbnail swatch={swatch} />
                    <span className="theme-choice-name">{swatch.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={`form-field${firstError(errors, 'currency') ? ' form-field-invalid' : ''}`}>
              <label htmlFor={fieldId(formId, 'currency')}>{LABELS.currency}</label>
              <select
                id={fieldId(formId, 'currency')}
                name="currency"
                defaultValue={typed.currency ?? 'GBP'}
                aria-invalid={firstError(errors, 'currency') ? true : undefined}
                aria-describedby={
                  firstError(errors, 'currency') ? fieldId(formId, 'currency-error') : undefined
                }
              >
                {currencies.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.code} ({currency.name})
                  </option>
                ))}
              </select>
              {firstError(errors, 'currency') ? (
                <p id={fieldId(formId, 'currency-error')} className="field-error">
                  {firstError(errors, 'currency')}
                </p>
              ) : null}
            </div>
          </>
        )}
      </AccountForm>
    </div>
  );
}

function SubdomainField(props: {
  formId: string;
  errors: FormAnswer['errors'];
  inputRef: RefObject<HTMLInputElement | null>;
  defaultValue: string;
  preview: string;
  onInput: (value: string) => void;
}) {
  const id = fieldId(props.formId, 'subdomain');
  const error = firstError(props.errors, 'subdomain');
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{LABELS.subdomain}</label>
      <p id={`${id}-hint`} className="field-hint">
        Letters, numbers and hyphens. Your store's address:{' '}
        <output className="subdomain-preview" htmlFor={id} aria-live="polite" data-testid="subdomain-preview">
          {props.preview}
        </output>
      </p>
      <input
        id={id}
        name="subdomain"
        ref={props.inputRef}
        defaultValue={props.defaultValue}
        onInput={(event) => props.onInput(event.currentTarget.value)}
        maxLength={SUBDOMAIN_MAX_LENGTH}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
