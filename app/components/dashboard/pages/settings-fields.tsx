import { PAGE_ADMIN_LIMITS, PAGE_AUDIENCE_LABELS, PAGE_AUDIENCES } from '../../../../core/page-admin';
import { Field } from '../../forms/form';
import { type FieldErrors, firstError } from '../../forms/form-data';
import { ImageChoices } from '../image-choices';
import { CheckboxField, TextAreaField } from '../settings/fields';

export const PAGE_SETTINGS_LABELS = {
  version: 'Version',
  title: 'Title',
  url: 'Address',
  description: 'Description',
  ogImage: 'Social image',
  loginState: 'Who can see this page',
} as const;

/** One of the store's images a page's social image may be. */
export interface ImageChoice {
  path: string;
  name: string;
}

/** What the settings form shows: the page as stored, or what was typed when a save was refused. */
export interface PageSettingsValues {
  version: number;
  homepage: boolean;
  title: string;
  url: string;
  description: string;
  ogImage: string | null;
  published: boolean;
  sitemap: boolean;
  isSearchable: boolean;
  loginState: string;
}

/** The social image: none or one of the store's images, as radio buttons so it works before hydration. */
function OgImagePicker({
  formId,
  choices,
  selected,
  errors,
}: {
  formId: string;
  choices: ImageChoice[];
  selected: string | null;
  errors: FieldErrors | undefined;
}) {
  const error = firstError(errors, 'ogImage');
  return (
    <fieldset
      className={`pages-admin-images${error ? ' form-field-invalid' : ''}`}
      aria-describedby={`${formId}-ogImage-hint${error ? ` ${formId}-ogImage-error` : ''}`}
    >
      <legend className="form-label">{PAGE_SETTINGS_LABELS.ogImage}</legend>
      <p id={`${formId}-ogImage-hint`} className="field-hint">
        Shown when the page is shared on social networks. Upload images under Files; the newest are listed.
      </p>
      {error ? (
        <p id={`${formId}-ogImage-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ImageChoices
        idPrefix={`${formId}-ogImage`}
        name="ogImage"
        choices={choices}
        selected={selected ?? ''}
        noneLabel="No image (the page’s first image is used)"
        thumbnail={{ width: 120, height: 63 }}
        classNames={{ list: 'pages-admin-image-list', none: 'pages-admin-image-none' }}
      />
    </fieldset>
  );
}

/** Who may see the page (§2 loginState), as radio buttons. */
function AudienceChoice({
  formId,
  selected,
  errors,
}: {
  formId: string;
  selected: string;
  errors: FieldErrors | undefined;
}) {
  const error = firstError(errors, 'loginState');
  const options: string[] = [...PAGE_AUDIENCES];
  if (!options.includes(selected)) options.push(selected);
  return (
    <fieldset className={`pages-admin-audience${error ? ' form-field-invalid' : ''}`}>
      <legend className="form-label">{PAGE_SETTINGS_LABELS.loginState}</legend>
      {error ? <p className="field-error">{error}</p> : null}
      {options.map((state) => (
        <div key={state} className="form-field form-checkbox">
          <input
            type="radio"
            id={`${formId}-loginState-${state}`}
            name="loginState"
            value={state}
            defaultChecked={state === selected}
          />
          <label htmlFor={`${formId}-loginState-${state}`}>{PAGE_AUDIENCE_LABELS[state] ?? state}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The settings of one page: title and address, SEO, visibility and audience; the version it was loaded at. */
export function PageSettingsFields({
  formId,
  errors,
  values,
  images,
}: {
  formId: string;
  errors: FieldErrors | undefined;
  values: PageSettingsValues;
  images: ImageChoice[];
}) {
  return (
    <>
      <input type="hidden" name="version" value={values.version} />
      {values.homepage ? <input type="hidden" name="isHomepage" value="true" /> : null}
      <Field
        formId={formId}
        name="title"
        label={PAGE_SETTINGS_LABELS.title}
        hint="The page’s name here, and its title in search results and browser tabs."
        errors={errors}
        defaultValue={values.title}
        maxLength={PAGE_ADMIN_LIMITS.title}
      />
      {values.homepage ? (
        <p className="pages-admin-home-address">
          Address: <strong>/</strong> (the homepage always lives at the root of your store)
        </p>
      ) : (
        <Field
          formId={formId}
          name="url"
          label={PAGE_SETTINGS_LABELS.url}
          hint="Such as /about-us/. Links to the old address stop working when it changes."
          errors={errors}
          defaultValue={values.url}
          maxLength={PAGE_ADMIN_LIMITS.path}
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
      <TextAreaField
        formId={formId}
        name="description"
        label={PAGE_SETTINGS_LABELS.description}
        hint="The summary search engines and social networks show under the title."
        errors={errors}
        defaultValue={values.description}
        maxLength={PAGE_ADMIN_LIMITS.description}
        rows={3}
      />
      <OgImagePicker formId={formId} choices={images} selected={values.ogImage} errors={errors} />
      <fieldset className="pages-admin-visibility">
        <legend className="form-label">Visibility</legend>
        <CheckboxField
          formId={formId}
          name="published"
          label="Published"
          hint="Unpublished pages are only for you and your team."
          defaultChecked={values.published}
        />
        <CheckboxField
          formId={formId}
          name="sitemap"
          label="Listed in the sitemap"
          defaultChecked={values.sitemap}
        />
        <CheckboxField
          formId={formId}
          name="isSearchable"
          label="Shown in search results"
          defaultChecked={values.isSearchable}
        />
      </fieldset>
      <AudienceChoice formId={formId} selected={values.loginState} errors={errors} />
    </>
  );
}
