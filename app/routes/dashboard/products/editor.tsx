import { useEffect, useId, useRef, useState } from 'react';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { toDecimal } from '../../../../core/money';
import { parseCurrencyCode } from '../../../../core/money/parse';
import {
  deleteImageFormSchema,
  imageFocusFormSchema,
  productColoursFormSchema,
} from '../../../../core/product-admin/colours-form';
import {
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  productEditorFormSchema,
  URL_NAME_MAX_LENGTH,
  VAT_RATE_CHOICES,
} from '../../../../core/product-admin/editor-form';
import { ErrorSummary, Field, type FormAnswer, fieldId } from '../../../components/forms/form';
import { answerMessage, type FieldErrors, formValues, parseForm } from '../../../components/forms/form-data';
import { type ActionArgs, intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import productStyles from '../../../styles/dashboard-products.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { STORE_LAYOUT_ID, type loader as storeLayoutLoader } from '../store-layout';
import type { Route } from './+types/editor';
import { ColoursEditor } from './colours-editor';
import { ImageOrder } from './image-order';
import { ImageUpload } from './image-upload';
import { RichTextField } from './rich-text-field';

export function links() {
  return [{ rel: 'stylesheet', href: productStyles }];
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Edit ${loaderData?.product.name ?? 'product'}` }, { name: 'robots', content: 'noindex' }];
}

const productIdOf = (param: string | undefined) =>
  /^\d{1,10}$/.test(param ?? '') ? Number(param) : Number.NaN;

/** One product of the store, every field a shopper sees; another store's product is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const [outcome, frame] = await Promise.all([
    context.services.dashboard.products.editor(storeId, productIdOf(params.product)),
    context.services.dashboard.store(storeId),
  ]);
  if (!frame.ok) refuse(frame);
  if (!outcome.ok) refuse(outcome);
  return { storeId, currency: frame.value.currency, product: outcome.value };
}

/**
 * The editor's forms: the product's fields (intent save, the default), its colours and sizes (colours), an
 * image's focal point (focus) and deleting an image (deleteImage). The store's currency decides how prices
 * are read.
 */
export async function action(args: Route.ActionArgs) {
  const { context, request, params } = args;
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const productId = productIdOf(params.product);
  const frame = await context.services.dashboard.store(storeId);
  if (!frame.ok) refuse(frame);
  const products = context.services.dashboard.products;
  return multiIntentFormAction({
    fallback: 'save',
    intents: {
      save: intentForm({
        schema: productEditorFormSchema(frame.value.currency),
        run: (_input, { form }) => products.save(storeId, productId, formValues(form)),
        onSuccess: (saved) =>
          data<FormAnswer & { urlName: string }>({
            intent: 'save',
            ok: true,
            message: saved.message,
            urlName: saved.urlName,
          }),
      }),
      colours: intentForm({
        schema: productColoursFormSchema,
        run: (_input, { form }) => products.saveColours(storeId, productId, formValues(form)),
        onSuccess: (saved) => data<FormAnswer>({ intent: 'colours', ok: true, message: saved.message }),
      }),
      focus: intentForm({
        schema: imageFocusFormSchema,
        run: (_input, { form }) => products.setImageFocus(storeId, productId, formValues(form)),
        onSuccess: (saved) => data<FormAnswer>({ intent: 'focus', ok: true, message: saved.message }),
      }),
      deleteImage: intentForm({
        schema: deleteImageFormSchema,
        run: (_input, { form }) => products.deleteImage(storeId, productId, formValues(form)),
        onSuccess: (deleted) =>
          data<FormAnswer>({ intent: 'deleteImage', ok: true, message: deleted.message }),
      }),
    },
  })(args as ActionArgs);
}

const LABELS = {
  name: 'Name',
  description: 'Description',
  urlName: 'Address (url name)',
  price: 'Price',
  salePrice: 'Sale price',
  vatRate: 'VAT rate',
  metaTitle: 'SEO title',
  metaDescription: 'SEO description',
  metaImage: 'SEO image',
  tags: 'Tags',
  crossSell: 'Sold alongside (skus)',
  collections: 'Collections',
  images: 'Images',
} as const satisfies Record<string, string>;

const money = (amount: number | null, currency: string) =>
  amount === null ? '' : toDecimal({ amount, currency: parseCurrencyCode(currency) ?? 'GBP' });

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, currency, product } = loaderData;
  const frame = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID);
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const pageAnswer = actionData as (FormAnswer & { urlName?: string }) | undefined;
  // The product form's answers (a post without an intent is the product form's too).
  const answer = !pageAnswer?.intent || pageAnswer.intent === 'save' ? pageAnswer : undefined;
  const imageAnswer = pageAnswer?.intent === 'deleteImage' ? pageAnswer : undefined;
  const deleteFormId = `${formId}-delete-image`;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const echoed = answer && answer.ok === false ? (answer.values ?? {}) : {};
  const errors = clientErrors ?? (answer && answer.ok === false ? answer.errors : undefined);
  const message = clientErrors ? undefined : answer && answer.ok === false ? answer.message : undefined;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) setClientErrors(undefined);
    if (answer?.ok) status.current?.focus();
  }, [answer]);

  const value = (name: string, fallback: string) => echoed[name] ?? fallback;
  const checked = (name: string, fallback: boolean) =>
    answer && answer.ok === false ? echoed[name] === 'on' : fallback;
  const schema = productEditorFormSchema(currency);
  const storefrontUrl = frame ? `${frame.store.url}product/${product.urlName}/` : null;
  const first = (name: string) => errors?.[name]?.[0];

  return (
    <div className="products-admin product-editor">
      <p className="products-back">
        <Link to={`/dashboard/stores/${storeId}/products/`}>All products</Link>
      </p>
      <header className="products-admin-header">
        <h1>{product.name}</h1>
        <p>
          <span className="products-sku">{product.sku}</span>
          {storefrontUrl ? (
            <>
              {' · '}
              <a href={storefrontUrl} target="_blank" rel="noreferrer">
                See it on the store<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </p>
      </header>

      <Form
        method="post"
        noValidate
        className="product-editor-form"
        onSubmit={(event) => {
          const parsed = parseForm(schema, new FormData(event.currentTarget));
          if (parsed.ok) return setClientErrors(undefined);
          event.preventDefault();
          setClientErrors(parsed.errors);
        }}
      >
        <ErrorSummary formId={formId} errors={errors} message={message} labels={LABELS} />
        {answer?.ok ? (
          <p className="form-status form-status-success" role="status" tabIndex={-1} ref={status}>
            {answer.message}
          </p>
        ) : null}

        <section className="product-editor-section" aria-labelledby="editor-basics">
          <h2 id="editor-basics">What shoppers see</h2>
          <Field
            formId={formId}
            name="name"
            label={LABELS.name}
            defaultValue={value('name', product.name)}
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            errors={errors}
            required
          />
          <RichTextField
            id={fieldId(formId, 'description')}
            name="description"
            label="Description"
            defaultValue={value('description', product.description)}
            error={first('description')}
          />
          <Field
            formId={formId}
            name="urlName"
            label={LABELS.urlName}
            hint={`The product's address: /product/${product.urlName}/. Change it and the old address leads here.`}
            defaultValue={value('urlName', product.urlName)}
            maxLength={URL_NAME_MAX_LENGTH}
            errors={errors}
            required
          />
          {product.oldUrlNames.length > 0 ? (
            <p className="field-hint">
              Old addresses that lead here:{' '}
              {product.oldUrlNames.map((name) => `/product/${name}/`).join(', ')}
            </p>
          ) : null}
        </section>

        <section className="product-editor-section" aria-labelledby="editor-price">
          <h2 id="editor-price">Price</h2>
          <div className="product-editor-row">
            <Field
              formId={formId}
              name="price"
              label={`${LABELS.price} (${currency}, VAT included)`}
              inputMode="decimal"
              defaultValue={value('price', money(product.price, currency))}
              errors={errors}
              required
            />
            <Field
              formId={formId}
              name="salePrice"
              label={`${LABELS.salePrice} (${currency})`}
              inputMode="decimal"
              defaultValue={value('salePrice', money(product.salePrice, currency))}
              errors={errors}
            />
          </div>
          <Checkbox
            formId={formId}
            name="onSale"
            label="On sale"
            defaultChecked={checked('onSale', product.onSale)}
          />
          <div className={`form-field${first('vatRate') ? ' form-field-invalid' : ''}`}>
            <label htmlFor={fieldId(formId, 'vatRate')}>{LABELS.vatRate}</label>
            <select
              id={fieldId(formId, 'vatRate')}
              name="vatRate"
              defaultValue={value('vatRate', String(product.vatRate))}
            >
              {VAT_RATE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            {first('vatRate') ? <p className="field-error">{first('vatRate')}</p> : null}
          </div>
        </section>

        <section className="product-editor-section" aria-labelledby="editor-selling">
          <h2 id="editor-selling">Selling</h2>
          <Checkbox
            formId={formId}
            name="enabled"
            label="Enabled: shown on the store"
            defaultChecked={checked('enabled', product.enabled)}
          />
          <Checkbox
            formId={formId}
            name="enableAddToCart"
            label="Shoppers can add it to their basket"
            defaultChecked={checked('enableAddToCart', product.enableAddToCart)}
          />
          <Field
            formId={formId}
            name="tags"
            label={LABELS.tags}
            hint="Separate tags with commas."
            defaultValue={value('tags', product.tags.join(', '))}
            errors={errors}
          />
          <Field
            formId={formId}
            name="crossSell"
            label={LABELS.crossSell}
            hint="The skus of products shown with this one, separated by commas."
            defaultValue={value('crossSell', product.crossSellSkus.join(', '))}
            errors={errors}
          />
          <fieldset className="product-editor-collections">
            <legend>{LABELS.collections}</legend>
            {product.collections.length === 0 ? (
              <p className="field-hint">The store has no collections yet.</p>
            ) : null}
            {product.collections.map((collection) => (
              <Checkbox
                key={collection.id}
                formId={formId}
                name={`collection.${collection.id}`}
                label={collection.name}
                defaultChecked={checked(`collection.${collection.id}`, collection.chosen)}
              />
            ))}
            {first('collections') ? <p className="field-error">{first('collections')}</p> : null}
          </fieldset>
        </section>

        <section className="product-editor-section" aria-labelledby="editor-images">
          <h2 id="editor-images">Images</h2>
          <p className="field-hint">
            Shoppers see them in this order. Describe each for people who cannot see it.
          </p>
          {imageAnswer ? (
            <p className={imageAnswer.ok ? 'form-status form-status-success' : 'field-error'} role="status">
              {imageAnswer.ok ? imageAnswer.message : answerMessage(imageAnswer)}
            </p>
          ) : null}
          <ImageOrder
            images={product.images}
            deleteFormId={deleteFormId}
            hydrated={hydrated}
            errors={errors}
            echoed={echoed}
          />
          <ImageUpload action={`/dashboard/stores/${storeId}/products/${product.id}/images/`} />
          {first('images') ? <p className="field-error">{first('images')}</p> : null}
        </section>

        <section className="product-editor-section" aria-labelledby="editor-seo">
          <h2 id="editor-seo">Search engines</h2>
          <Field
            formId={formId}
            name="metaTitle"
            label={`${LABELS.metaTitle} (optional)`}
            hint="Shown as the title in search results; the name when empty."
            defaultValue={value('metaTitle', product.metaTitle ?? '')}
            maxLength={META_TITLE_MAX_LENGTH}
            errors={errors}
          />
          <Field
            formId={formId}
            name="metaDescription"
            label={`${LABELS.metaDescription} (optional)`}
            defaultValue={value('metaDescription', product.metaDescription ?? '')}
            maxLength={META_DESCRIPTION_MAX_LENGTH}
            errors={errors}
          />
          <Field
            formId={formId}
            name="metaImage"
            label={`${LABELS.metaImage} (optional)`}
            hint="The address of the picture shown when the product is shared."
            defaultValue={value('metaImage', product.metaImage ?? '')}
            errors={errors}
          />
        </section>

        <div className="product-editor-save">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Saving…' : 'Save the product'}
          </button>
        </div>
      </Form>

      <section className="product-editor-section" aria-labelledby="editor-colours">
        <h2 id="editor-colours">Colours and sizes</h2>
        <p className="field-hint">
          Shoppers choose a colour, then a size. Each colour needs at least one size (such as One size).
        </p>
        <ColoursEditor
          formId={formId}
          colours={product.colours}
          imageColours={product.images.map((image) => image.colour)}
          answer={pageAnswer}
        />
      </section>

      <Form method="post" id={deleteFormId} preventScrollReset>
        <input type="hidden" name="intent" value="deleteImage" />
        <input type="hidden" name="confirm" value="yes" />
      </Form>
    </div>
  );
}

function Checkbox({
  formId,
  name,
  label,
  defaultChecked,
}: {
  formId: string;
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  const id = fieldId(formId, name.replace('.', '-'));
  return (
    <div className="form-field form-checkbox">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
