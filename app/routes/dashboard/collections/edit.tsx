import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useFetcher, useNavigation, useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import {
  addProductsSchema,
  COLLECTION_MESSAGES,
  collectionFormSchema,
  collectionPath,
  productOrderSchema,
  removeProductSchema,
} from '../../../../core/collections';
import { imageUrl } from '../../../../core/images';
import { menuLinksTo } from '../../../../core/store';
import { type BannerChoice, BannerPicker } from '../../../components/dashboard/collections/banner-picker';
import {
  COLLECTION_FIELD_LABELS,
  CollectionFields,
} from '../../../components/dashboard/collections/collection-fields';
import { ProductOrder } from '../../../components/dashboard/collections/product-order';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { AccountForm, type FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import collectionStyles from '../../../styles/dashboard-collections.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { STORE_LAYOUT_ID, type loader as storeLayoutLoader } from '../store-layout';
import type { Route } from './+types/edit';
import { dashboardMeta } from './dashboard-meta';

export function links() {
  return [{ rel: 'stylesheet', href: collectionStyles }];
}

/** The collection a path names; NaN names none (the domain answers 404). */
const collectionIdOf = (param: string | undefined) =>
  /^\d{1,10}$/.test(param ?? '') ? Number(param) : Number.NaN;

type Args = Pick<Route.LoaderArgs, 'context' | 'request' | 'params'>;

async function ids({ context, request, params }: Args) {
  await requirePlatformDashboard(context, request);
  return { storeId: storeIdOf(params.store), collectionId: collectionIdOf(params.collection) };
}

export async function loader(args: Args) {
  const { storeId, collectionId } = await ids(args);
  const services = args.context.services.dashboard.collections;
  const url = new URL(args.request.url);
  const search = (url.searchParams.get('q') ?? '').slice(0, 100);
  const collection = await services.read(storeId, collectionId);
  if (!collection.ok) refuse(collection);
  const [products, found, images, menu] = await Promise.all([
    services.products(storeId, collectionId),
    services.searchProducts(storeId, collectionId, search),
    services.bannerChoices(storeId),
    // Someone who may not edit the menu still edits the collection; only whether it is linked is unknown.
    args.context.services.dashboard.menu.read(storeId),
  ]);
  for (const outcome of [products, found, images]) if (!outcome.ok) refuse(outcome);
  if (!products.ok || !found.ok || !images.ok) throw data('Not found', { status: 404 });
  const choices: BannerChoice[] = images.value.map((file) => ({
    path: file.thumbnails.original,
    name: file.name,
    width: file.width,
    height: file.height,
  }));
  const banner = collection.value.banner;
  if (banner && !choices.some((choice) => choice.path === banner))
    choices.unshift({ path: banner, name: banner.split('/').at(-1) ?? banner, width: null, height: null });
  return {
    storeId,
    collection: collection.value,
    products: products.value,
    found: found.value,
    search,
    choices,
    created: url.searchParams.has('created'),
    inMenu: menu.ok ? menuLinksTo(menu.value, collectionPath(collection.value.urlName)) : null,
  };
}

const answer = (intent: string, message: string) => data<FormAnswer>({ intent, ok: true, message });

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    save: intentForm({
      schema: collectionFormSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.collections.update(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
          formValues(form),
        ),
      onSuccess: () => answer('save', COLLECTION_MESSAGES.saved),
    }),
    delete: intentForm({
      schema: z.object({}),
      run: (_input, { context, params }) =>
        context.services.dashboard.collections.delete(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
        ),
      onSuccess: (deleted, { params }) =>
        redirect(
          `${dashboardPath(storeIdOf(params.store), 'collections/')}?deleted=${encodeURIComponent(deleted.name)}`,
        ),
    }),
    'add-products': intentForm({
      schema: addProductsSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.collections.addProducts(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
          input.productIds,
        ),
      onSuccess: (result) => answer('add-products', COLLECTION_MESSAGES.productsAdded(result.added)),
    }),
    'remove-product': intentForm({
      schema: removeProductSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.collections.removeProduct(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
          input.productId,
        ),
      onSuccess: () => answer('remove-product', COLLECTION_MESSAGES.productRemoved),
    }),
    reorder: intentForm({
      schema: productOrderSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.collections.reorder(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
          input.productIds,
        ),
      onSuccess: () => answer('reorder', COLLECTION_MESSAGES.orderSaved),
    }),
    'add-to-menu': intentForm({
      schema: z.object({}),
      run: (_input, { context, params }) =>
        context.services.dashboard.collections.addToMenu(
          storeIdOf(params.store),
          collectionIdOf(params.collection),
        ),
      onSuccess: () => answer('add-to-menu', COLLECTION_MESSAGES.addedToMenu),
    }),
  },
});

export function meta({ matches, params, data: loaderData }: Route.MetaArgs) {
  return dashboardMeta(
    matches,
    loaderData ? `${loaderData.collection.name}: collection` : 'Collection',
    `/dashboard/stores/${params.store}/collections/${params.collection}/`,
  );
}

/** A status line for one intent's answer. */
function Answer({ answer, intent }: { answer: FormAnswer | undefined; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  const text = answer.ok ? answer.message : (answer.message ?? Object.values(answer.errors ?? {})[0]?.[0]);
  if (!text) return null;
  return (
    <p
      className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
      role={answer.ok ? 'status' : 'alert'}
    >
      {text}
    </p>
  );
}

export default function EditCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, collection, products, found, search, choices, created, inMenu } = loaderData;
  const result = actionData as FormAnswer | undefined;
  const typed = result && result.intent === 'save' && !result.ok ? (result.values ?? {}) : {};
  const reorder = useFetcher<FormAnswer>();
  // The dashboard is on the platform host: the collection's page is on the store's own origin.
  const storeUrl = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID)?.store.url;
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;

  return (
    <div className="collections-admin">
      <p className="collections-admin-back">
        <Link to={dashboardPath(storeId, 'collections/')}>All collections</Link>
      </p>
      <div className="collections-admin-head">
        <h1>{collection.name}</h1>
        {storeUrl ? (
          <a
            href={new URL(collectionPath(collection.urlName), storeUrl).href}
            className="collections-admin-path"
            target="_blank"
            rel="noreferrer"
          >
            {collectionPath(collection.urlName)}
            <span className="visually-hidden"> on the store (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {created ? (
        <p className="form-status form-status-success" role="status">
          {COLLECTION_MESSAGES.created}
        </p>
      ) : null}

      <section className="collections-admin-section" aria-labelledby="menu-title">
        <h2 id="menu-title">Menu</h2>
        {inMenu ? (
          <p>
            The store’s main menu links to this collection.{' '}
            <Link to={dashboardPath(storeId, 'menu/')}>Edit the menu</Link>
          </p>
        ) : (
          <Form method="post" className="collections-admin-inline">
            <input type="hidden" name="intent" value="add-to-menu" />
            <button type="submit" className="button" disabled={busyIntent === 'add-to-menu'}>
              Add to menu
            </button>
            <span className="field-hint">Adds “{collection.name}” at the end of the store’s main menu.</span>
          </Form>
        )}
        <Answer answer={result} intent="add-to-menu" />
      </section>

      <section className="collections-admin-section" aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <Answer answer={result} intent="remove-product" />
        <Answer answer={reorder.data ?? undefined} intent="reorder" />
        {products.length === 0 ? (
          <p className="collections-admin-empty">No products yet: add some below.</p>
        ) : (
          <>
            <p className="field-hint">
              Shoppers see them in this order unless they choose another sort. Drag a handle, or focus it and
              press space, then the arrow keys, then space.
            </p>
            <ProductOrder
              products={products}
              onOrder={(productIds) =>
                reorder.submit({ intent: 'reorder', productIds: productIds.join(',') }, { method: 'post' })
              }
            />
          </>
        )}

        <h3 id="add-title">Add products</h3>
        <Form method="get" className="product-search" role="search" aria-labelledby="add-title">
          <div className="form-field">
            <label htmlFor="product-search">Search this store’s products</label>
            <input id="product-search" type="search" name="q" defaultValue={search} maxLength={100} />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </Form>
        <Answer answer={result} intent="add-products" />
        {found.length === 0 ? (
          <p className="collections-admin-empty">
            {search
              ? `No other products match “${search}”.`
              : 'Every product of the store is in this collection.'}
          </p>
        ) : (
          <ul className="product-results" aria-label="Products to add">
            {found.map((product) => (
              <li key={product.id}>
                {product.image ? (
                  <img
                    src={imageUrl(product.image, { width: 96, height: 96 })}
                    alt=""
                    width={48}
                    height={48}
                  />
                ) : (
                  <span className="ordered-product-noimage" aria-hidden="true" />
                )}
                <span className="ordered-product-name">{product.name}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="add-products" />
                  <input type="hidden" name="productIds" value={product.id} />
                  <button type="submit" className="button button-small">
                    Add<span className="visually-hidden"> {product.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="collections-admin-section" aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <AccountForm
          key={JSON.stringify(collection)}
          schema={collectionFormSchema}
          answer={result}
          intent="save"
          labels={COLLECTION_FIELD_LABELS}
          submitLabel="Save the collection"
          className="account-form collections-admin-form"
        >
          {(errors, formId) => (
            <>
              <CollectionFields
                formId={formId}
                errors={errors}
                values={{
                  name: typed.name ?? collection.name,
                  urlName: typed.urlName ?? collection.urlName,
                  description: typed.description ?? collection.description,
                  seoTitle: typed.seoTitle ?? collection.seoTitle ?? '',
                  seoDescription: typed.seoDescription ?? collection.seoDescription ?? '',
                }}
              />
              <BannerPicker
                formId={formId}
                choices={choices}
                selected={typed.banner ?? collection.banner}
                focus={{ x: collection.bannerFocusX, y: collection.bannerFocusY }}
                errors={errors}
                hydrated={hydrated}
              />
            </>
          )}
        </AccountForm>
      </section>

      <section className="collections-admin-section collections-admin-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <details>
          <summary>Delete this collection…</summary>
          <p>
            “{collection.name}” and its address {collectionPath(collection.urlName)} go for good. Its{' '}
            {products.length === 1 ? 'product stays' : `${products.length} products stay`} in the store.
            {inMenu
              ? ' The main menu links to it: remove that item in the menu too, or shoppers meet a missing page.'
              : ''}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button-danger" disabled={busyIntent === 'delete'}>
              Yes, delete “{collection.name}”
            </button>
          </Form>
          <Answer answer={result} intent="delete" />
        </details>
      </section>
    </div>
  );
}
