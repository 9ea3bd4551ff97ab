import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import {
  type DesignDocument,
  imageDpi,
  MIN_DPI,
  type PreflightIssue,
  preflight,
  renderSideSvg,
} from '../../../../core/design';
import { formatMoney, parseCurrencyCode, toDecimal } from '../../../../core/money';
import {
  COLOUR_SEPARATOR,
  DEFAULT_PLACEMENT,
  PLACEMENT_LIMITS,
  parsePrice,
  publishRangeSchema,
  RANGE_NAME_MAX_LENGTH,
  rangeDocument,
  rangeProductName,
  saleFigures,
} from '../../../../core/product-ranges';
import { ErrorSummary, type FormAnswer, fieldId } from '../../../components/forms/form';
import { type FieldErrors, parseForm } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import artworkStyles from '../../../styles/dashboard-artwork.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/new';
import { type ArtworkDraft, type DraftProduct, EMPTY_DRAFT, loadDraft, saveDraft } from './draft';
import { ARTWORK_ACCEPT, artworkProblem, artworkType, uploadArtwork } from './upload-artwork';

export function links() {
  return [{ rel: 'stylesheet', href: artworkStyles }];
}

export function meta() {
  return [{ title: 'Create from artwork' }, { name: 'robots', content: 'noindex' }];
}

async function wizardOf(context: Route.LoaderArgs['context'], request: Request, param: string | undefined) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(param);
  const outcome = await context.services.dashboard.artwork.wizard(storeId);
  if (!outcome.ok) refuse(outcome);
  return { storeId, ...outcome.value };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return wizardOf(context, request, params.store);
}

export async function action(args: Route.ActionArgs) {
  const { storeId, currency } = await wizardOf(args.context, args.request, args.params.store);
  return formAction({
    schema: publishRangeSchema(currency),
    run: (input, { context }) => context.services.dashboard.artwork.publish(storeId, input),
    onSuccess: (range) =>
      redirect(
        `/dashboard/stores/${storeId}/products/new/published/?products=${range.products.map((product) => product.id).join(',')}`,
      ),
  })(args);
}

type Wizard = Awaited<ReturnType<typeof loader>>;
type Base = Wizard['baseProducts'][number];

/** Fields the error summary links to; the others (the upload, colours) are told beside their own controls. */
const LABELS = { name: 'Range name' };

/** The design of one chosen product as the studio's document, or null until there is artwork. */
function documentOf(base: Base, draft: ArtworkDraft, product: DraftProduct): DesignDocument | null {
  if (!draft.upload) return null;
  return rangeDocument(base, draft.upload, product);
}

export default function CreateFromArtwork({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, currency, baseProducts } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const code = parseCurrencyCode(currency) ?? 'GBP';
  const money = (amount: number) => formatMoney({ amount, currency: code });
  const [draft, setDraft] = useState<ArtworkDraft>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';

  useEffect(() => {
    setDraft(loadDraft(storeId));
    setRestored(true);
  }, [storeId]);
  useEffect(() => {
    if (restored) saveDraft(storeId, draft);
  }, [restored, storeId, draft]);
  useEffect(() => {
    if (answer) setClientErrors(undefined);
  }, [answer]);

  const errors = clientErrors ?? answer?.errors;
  const message = clientErrors ? undefined : answer && answer.ok === false ? answer.message : undefined;
  const chosen = draft.products.flatMap((product) => {
    const base = baseProducts.find((candidate) => candidate.key === product.key);
    return base ? [{ base, product }] : [];
  });

  const update = (key: string, patch: Partial<DraftProduct>) =>
    setDraft((current) => ({
      ...current,
      products: current.products.map((product) => (product.key === key ? { ...product, ...patch } : product)),
    }));
  const toggleProduct = (base: Base, on: boolean) =>
    setDraft((current) => ({
      ...current,
      products: on
        ? [
            ...current.products.filter((product) => product.key !== base.key),
            {
              key: base.key,
              colours: base.colours[0] ? [base.colours[0].name] : [],
              price: toDecimal({ amount: base.suggestedPrice, currency: code }),
              ...DEFAULT_PLACEMENT,
            },
          ]
        : current.products.filter((product) => product.key !== base.key),
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseForm(publishRangeSchema(currency), new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
  };

  const productError = (index: number, field: string) => errors?.[`products.${index}.${field}`]?.[0];
  // The summary names each product's fields, and links the prices to their inputs.
  const labels: Record<string, string> = { ...LABELS };
  chosen.forEach(({ base }, index) => {
    const productName = draft.name.trim() ? rangeProductName(draft.name, base) : base.name;
    labels[`products.${index}.price`] = `Price of the ${productName}`;
  });

  return (
    <div className="artwork-wizard">
      <h1>Create from artwork</h1>
      <p className="artwork-lead">
        Upload one design, choose the products and colours to print it on, place it, price each product and
        publish the whole range at once.
      </p>

      <ArtworkUpload
        storeId={storeId}
        draft={draft}
        onUploaded={(upload) => setDraft((current) => ({ ...current, upload }))}
        error={errors?.upload?.[0]}
      />

      <section className="artwork-step" aria-labelledby="artwork-products-title">
        <h2 id="artwork-products-title">2. Products and colours</h2>
        {errors?.products?.[0] ? (
          <p className="field-error" id="artwork-products-error">
            {errors.products[0]}
          </p>
        ) : null}
        <ul className="artwork-bases">
          {baseProducts.map((base) => {
            const index = draft.products.findIndex((product) => product.key === base.key);
            const product = draft.products[index];
            const colourError = index >= 0 ? productError(index, 'colours') : undefined;
            return (
              <li key={base.key} className="artwork-base" data-chosen={product ? 'true' : undefined}>
                <label className="artwork-check">
                  <input
                    type="checkbox"
                    checked={Boolean(product)}
                    onChange={(event) => toggleProduct(base, event.currentTarget.checked)}
                  />
                  <span>{base.name}</span>
                </label>
                {product ? (
                  <fieldset
                    className="artwork-colours"
                    aria-describedby={colourError ? `colours-${base.key}-error` : undefined}
                  >
                    <legend>Colours of the {base.noun.toLowerCase()}</legend>
                    {base.colours.map((colour) => {
                      const on = product.colours.includes(colour.name);
                      return (
                        <label key={colour.name} className="artwork-swatch">
                          <input
                            type="checkbox"
                            checked={on}
                            onChange={(event) =>
                              update(base.key, {
                                colours: event.currentTarget.checked
                                  ? [...product.colours, colour.name]
                                  : product.colours.filter((name) => name !== colour.name),
                              })
                            }
                          />
                          <span
                            className="artwork-swatch-chip"
                            style={{ background: colour.hex }}
                            aria-hidden="true"
                          />
                          <span>{colour.name}</span>
                        </label>
                      );
                    })}
                    {colourError ? (
                      <p className="field-error" id={`colours-${base.key}-error`}>
                        {colourError}
                      </p>
                    ) : null}
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="artwork-step" aria-labelledby="artwork-place-title">
        <h2 id="artwork-place-title">3. Placement and mockups</h2>
        {!draft.upload || chosen.length === 0 ? (
          <p>Upload your design and choose a product to see it placed.</p>
        ) : (
          chosen.map(({ base, product }) => (
            <Placement
              key={base.key}
              base={base}
              product={product}
              document={documentOf(base, draft, product)}
              onChange={(patch) => update(base.key, patch)}
              error={productError(draft.products.indexOf(product), 'scale')}
            />
          ))
        )}
      </section>

      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="artwork-step artwork-publish"
        aria-labelledby="artwork-publish-title"
      >
        <h2 id="artwork-publish-title">4. Name, prices and publish</h2>
        <ErrorSummary formId="artwork" errors={errors} message={message} labels={labels} />
        <input type="hidden" name="upload" value={draft.upload?.uuid ?? ''} />
        <div className={`form-field${errors?.name ? ' form-field-invalid' : ''}`}>
          <label htmlFor={fieldId('artwork', 'name')}>{LABELS.name}</label>
          <p className="field-hint" id="artwork-name-hint">
            Each product is called by this name and its kind, such as “Mountain Tee” and “Mountain Tote”.
          </p>
          <input
            id={fieldId('artwork', 'name')}
            name="name"
            value={draft.name}
            maxLength={RANGE_NAME_MAX_LENGTH + 20}
            autoComplete="off"
            aria-invalid={errors?.name ? true : undefined}
            aria-describedby={`artwork-name-hint${errors?.name ? ' artwork-name-error' : ''}`}
            onChange={(event) => {
              // Read now: the updater may run after the event, when React has cleared currentTarget.
              const rangeName = event.currentTarget.value;
              setDraft((current) => ({ ...current, name: rangeName }));
            }}
          />
          {errors?.name?.[0] ? (
            <p className="field-error" id="artwork-name-error">
              {errors.name[0]}
            </p>
          ) : null}
        </div>
        {chosen.length === 0 ? <p>Choose at least one product above.</p> : null}
        <ul className="artwork-prices">
          {chosen.map(({ base, product }, index) => {
            const priceId = fieldId('artwork', `products.${index}.price`);
            const typed = parsePrice(product.price, code);
            const figures = saleFigures(typed ?? 0, base.baseCost, base.vatRate);
            const priceError = productError(index, 'price');
            const productName = draft.name.trim() ? rangeProductName(draft.name, base) : base.name;
            return (
              <li key={base.key} className="artwork-price">
                <input type="hidden" name={`products.${index}.baseProduct`} value={base.key} />
                <input
                  type="hidden"
                  name={`products.${index}.colours`}
                  value={product.colours.join(COLOUR_SEPARATOR)}
                />
                <input type="hidden" name={`products.${index}.scale`} value={String(product.scale)} />
                <input type="hidden" name={`products.${index}.x`} value={String(product.x)} />
                <input type="hidden" name={`products.${index}.y`} value={String(product.y)} />
                <h3>{productName}</h3>
                <div className={`form-field${priceError ? ' form-field-invalid' : ''}`}>
                  <label htmlFor={priceId}>
                    Price of the {productName} ({code}, VAT included)
                  </label>
                  <input
                    id={priceId}
                    name={`products.${index}.price`}
                    inputMode="decimal"
                    value={product.price}
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={`${priceId}-figures${priceError ? ` ${priceId}-error` : ''}`}
                    onChange={(event) => update(base.key, { price: event.currentTarget.value })}
                  />
                  {priceError ? (
                    <p className="field-error" id={`${priceId}-error`}>
                      {priceError}
                    </p>
                  ) : null}
                </div>
                <dl className="artwork-figures" id={`${priceId}-figures`}>
                  <dt>Base cost</dt>
                  <dd>{money(base.baseCost)}</dd>
                  <dt>VAT in the price</dt>
                  <dd>{typed === null ? '–' : money(figures.vat)}</dd>
                  <dt>Profit per sale</dt>
                  <dd
                    data-testid="artwork-profit"
                    className={figures.profit < 0 ? 'artwork-loss' : undefined}
                  >
                    {typed === null ? '–' : money(figures.profit)}
                  </dd>
                  <dt>Lowest price</dt>
                  <dd>{money(base.minimumPrice)}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy
            ? 'Publishing…'
            : `Publish ${chosen.length === 1 ? 'the product' : `${chosen.length} products`}`}
        </button>
      </Form>
    </div>
  );
}

function ArtworkUpload({
  storeId,
  draft,
  onUploaded,
  error,
}: {
  storeId: number;
  draft: ArtworkDraft;
  onUploaded: (upload: NonNullable<ArtworkDraft['upload']>) => void;
  error: string | undefined;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = problem ?? error ?? null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const refused = artworkProblem(file);
    const type = artworkType(file);
    if (refused || !type) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setProgress(0);
    const answer = await uploadArtwork(storeId, file, type, setProgress);
    setProgress(null);
    if (input.current) input.current.value = '';
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    onUploaded({ ...answer.upload, name: file.name });
  };

  return (
    <section className="artwork-step" aria-labelledby="artwork-upload-title">
      <h2 id="artwork-upload-title">1. Your design</h2>
      <div className={`form-field${shown ? ' form-field-invalid' : ''}`}>
        <label htmlFor="artwork-file">
          {draft.upload ? 'Replace your design (PNG or SVG)' : 'Upload your design (PNG or SVG)'}
        </label>
        <p className="field-hint" id="artwork-file-hint">
          Up to 15 MB. Garments print sharp from {MIN_DPI.garment} DPI at the printed size, paper from{' '}
          {MIN_DPI.paper} DPI.
        </p>
        <input
          ref={input}
          id="artwork-file"
          type="file"
          accept={ARTWORK_ACCEPT}
          onChange={onFile}
          disabled={progress !== null}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`artwork-file-hint${shown ? ' artwork-file-error' : ''}`}
        />
        {shown ? (
          <p className="field-error" id="artwork-file-error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="artwork-progress">
          <label htmlFor="artwork-upload-progress">Uploading</label>
          <progress id="artwork-upload-progress" max={1} value={progress} />
          <span aria-live="polite">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {draft.upload ? (
        <figure className="artwork-uploaded">
          <img
            src={draft.upload.src}
            alt="Your uploaded design"
            width={120}
            height={Math.round((120 * draft.upload.pixelHeight) / draft.upload.pixelWidth)}
          />
          <figcaption data-testid="artwork-uploaded">
            {draft.upload.name || 'Your design'}:{' '}
            {draft.upload.vector
              ? 'vector (prints sharp at any size)'
              : `${draft.upload.pixelWidth} × ${draft.upload.pixelHeight} px`}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}

const percentText = (value: number) => `${Math.round(value)}%`;

function Placement({
  base,
  product,
  document,
  onChange,
  error,
}: {
  base: Base;
  product: DraftProduct;
  document: DesignDocument | null;
  onChange: (patch: Partial<DraftProduct>) => void;
  error: string | undefined;
}) {
  const svg = useMemo(
    () => (document ? renderSideSvg(document, base.side, { idPrefix: `a-${base.key}-` }) : ''),
    [document, base.side, base.key],
  );
  const issues: PreflightIssue[] = document ? preflight(document) : [];
  const layer = document?.sides[base.side]?.layers[0];
  const dpi = layer?.kind === 'image' ? imageDpi(layer) : null;
  const colours = base.colours.filter((colour) => product.colours.includes(colour.name));
  const slider = (name: 'scale' | 'x' | 'y', label: string, min: number, max: number) => {
    const id = `place-${base.key}-${name}`;
    return (
      <div className="artwork-slider">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={product[name]}
          aria-valuetext={percentText(product[name])}
          onChange={(event) => onChange({ [name]: Number(event.currentTarget.value) })}
        />
        <output htmlFor={id}>{percentText(product[name])}</output>
      </div>
    );
  };
  return (
    <article className="artwork-placement" aria-labelledby={`place-${base.key}-title`}>
      <h3 id={`place-${base.key}-title`}>{base.name}</h3>
      <div className="artwork-mockups">
        {colours.length === 0 ? <p>Choose a colour to see a mockup.</p> : null}
        {colours.map((colour) => (
          <figure key={colour.name} className="artwork-mockup" data-testid="artwork-mockup">
            <div className="artwork-mockup-frame">
              {colour.photo ? (
                <img
                  src={colour.photo}
                  alt={`${base.name} in ${colour.name} with your design`}
                  width={base.photoWidth}
                  height={base.photoHeight}
                />
              ) : null}
              {base.placement && svg ? (
                <div
                  className="artwork-design"
                  aria-hidden="true"
                  style={{
                    left: `${(base.placement.x / base.photoWidth) * 100}%`,
                    top: `${(base.placement.y / base.photoHeight) * 100}%`,
                    width: `${(base.placement.width / base.photoWidth) * 100}%`,
                    height: `${(base.placement.height / base.photoHeight) * 100}%`,
                    borderRadius: base.placement.shape === 'circle' ? '50%' : undefined,
                  }}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: core/design's renderer escapes all text and the schema allows only same-origin image paths.
                  dangerouslySetInnerHTML={{ __html: svg }}
                />
              ) : null}
            </div>
            <figcaption>{colour.name}</figcaption>
          </figure>
        ))}
      </div>
      <div className="artwork-sliders">
        {slider('scale', 'Size', PLACEMENT_LIMITS.minScale, PLACEMENT_LIMITS.maxScale)}
        {slider('x', 'Across (left to right)', PLACEMENT_LIMITS.min, PLACEMENT_LIMITS.max)}
        {slider('y', 'Down (top to bottom)', PLACEMENT_LIMITS.min, PLACEMENT_LIMITS.max)}
      </div>
      <div className="artwork-preflight" role="status">
        {layer ? (
          <p>
            Prints {(layer.width / 10).toFixed(1)} × {(layer.height / 10).toFixed(1)} cm on a{' '}
            {(base.printArea.widthMm / 10).toFixed(1)} × {(base.printArea.heightMm / 10).toFixed(1)} cm print
            area
            {dpi !== null && dpi < 100_000 ? `, at ${dpi} DPI` : ''}.
          </p>
        ) : null}
        {issues.length === 0 ? (
          <p className="artwork-ok">Print check: ready to print.</p>
        ) : (
          <ul className="artwork-warnings">
            {issues.map((issue) => (
              <li key={`${issue.code}-${issue.field}`}>Print check: {issue.message}</li>
            ))}
          </ul>
        )}
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    </article>
  );
}
