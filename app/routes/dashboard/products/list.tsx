import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, useNavigate, useNavigation, useSubmit } from 'react-router';
import { imageUrl } from '../../../../core/images/url';
import { orderMoney } from '../../../../core/orders/format';
import {
  APPROVAL_STATUSES,
  bulkProductsFormSchema,
  PRODUCT_SORTS,
  parseProductListQuery,
  productListSearch,
  SEARCH_MAX_LENGTH,
  SORT_LABELS,
} from '../../../../core/product-admin/list-query';
import { type FormAnswer, fieldId } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import productStyles from '../../../styles/dashboard-products.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/list';

export function links() {
  return [{ rel: 'stylesheet', href: productStyles }];
}

export function meta() {
  return [{ title: 'Products' }, { name: 'robots', content: 'noindex' }];
}

const APPROVAL_LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Not modded yet',
  denied: 'Denied',
};

/** A store's products, 50 to a page, filtered, searched and sorted by the address (a GET form). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [outcome, frame] = await Promise.all([
    context.services.dashboard.products.list(storeId, query),
    context.services.dashboard.store(storeId),
  ]);
  if (!outcome.ok) refuse(outcome);
  if (!frame.ok) refuse(frame);
  return { storeId, query, currency: frame.value.currency, ...outcome.value };
}

/** Enable, disable or delete the ticked products (delete is confirmed first in the page). */
export const action = formAction({
  schema: bulkProductsFormSchema,
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  run: (_input, { context, params, form }) =>
    context.services.dashboard.products.bulk(storeIdOf(params.store), formValues(form)),
  onSuccess: (result) => data<FormAnswer>({ ok: true, message: result.message }),
});

export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, query, rows, total, page, pages, collections, currency } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const base = `/dashboard/stores/${storeId}/products/`;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const status = useRef<HTMLDivElement>(null);

  // A new page of rows (or the same rows after a change) starts with nothing ticked.
  const [rowsTicked, setRowsTicked] = useState(rows);
  if (rowsTicked !== rows) {
    setRowsTicked(rows);
    setTicked(new Set());
  }
  useEffect(() => {
    if (answer) status.current?.focus();
  }, [answer]);

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allTicked = rows.length > 0 && rows.every((row) => ticked.has(row.id));

  const onBulkSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (form.get('bulkAction') === 'delete') {
      event.preventDefault();
      setConfirming(form);
    }
  };
  const errors = answer && answer.ok === false ? answer.errors : undefined;
  const firstError = errors ? Object.values(errors).flat()[0] : undefined;

  return (
    <div className="products-admin">
      <header className="products-admin-header">
        <h1>Products</h1>
        <p>
          {total.toLocaleString('en-GB')} {total === 1 ? 'product' : 'products'}
          {query.search || query.collection || query.enabled || query.approval || query.onSale
            ? ' match your filters'
            : ''}
        </p>
        <p>
          <Link className="button button-primary" to={`${base}new/`} data-testid="create-from-artwork">
            Create from artwork
          </Link>
        </p>
      </header>

      <Form
        method="get"
        className="products-filters"
        aria-label="Find products"
        // A new address (a link, Clear filters) shows its own filters in the fields.
        key={productListSearch(query)}
        onSubmit={(event) => {
          // The address keeps only what differs from the defaults (without JavaScript it keeps them all).
          event.preventDefault();
          const chosen = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget))
            if (typeof value === 'string') chosen.set(name, value);
          navigate(`${base}${productListSearch(parseProductListQuery(chosen))}`);
        }}
      >
        <div className="products-filter products-filter-search">
          <label htmlFor="products-q">Search by name or sku</label>
          <input
            id="products-q"
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={SEARCH_MAX_LENGTH}
          />
        </div>
        <div className="products-filter">
          <label htmlFor="products-collection">Collection</label>
          <select id="products-collection" name="collection" defaultValue={query.collection ?? ''}>
            <option value="">All collections</option>
            {collections.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
        </div>
        <div className="products-filter">
          <label htmlFor="products-enabled">Shown on the store</label>
          <select id="products-enabled" name="enabled" defaultValue={query.enabled ?? ''}>
            <option value="">Enabled or not</option>
            <option value="yes">Enabled</option>
            <option value="no">Disabled</option>
          </select>
        </div>
        <div className="products-filter">
          <label htmlFor="products-approval">Approval</label>
          <select id="products-approval" name="approval" defaultValue={query.approval ?? ''}>
            <option value="">Any approval</option>
            {APPROVAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPROVAL_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="products-filter">
          <label htmlFor="products-on-sale">Sale</label>
          <select id="products-on-sale" name="onSale" defaultValue={query.onSale ?? ''}>
            <option value="">On sale or not</option>
            <option value="yes">On sale</option>
            <option value="no">Not on sale</option>
          </select>
        </div>
        <div className="products-filter">
          <label htmlFor="products-sort">Sort</label>
          <select id="products-sort" name="sort" defaultValue={query.sort}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="products-filter-actions">
          <button type="submit" className="button button-primary">
            Show products
          </button>
          <Link className="button" to={base}>
            Clear filters
          </Link>
        </div>
      </Form>

      <div ref={status} tabIndex={-1} className="products-status">
        {answer?.ok ? (
          <p className="form-status form-status-success" role="status">
            {answer.message}
          </p>
        ) : null}
        {firstError || (answer && answer.ok === false && answer.message) ? (
          <p className="form-status form-status-error" role="alert">
            {firstError ?? answer?.message}
          </p>
        ) : null}
      </div>

      {rows.length === 0 ? (
        <p className="empty-state">No products match. Try another search or clear the filters.</p>
      ) : (
        <Form method="post" onSubmit={onBulkSubmit} className="products-bulk" id="products-bulk">
          <fieldset className="products-bulk-bar">
            <legend className="visually-hidden">Change the chosen products</legend>
            <div className="form-checkbox products-tick-all">
              <input
                id="products-all"
                type="checkbox"
                checked={allTicked}
                onChange={(event) =>
                  setTicked(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                }
              />
              <label htmlFor="products-all">Choose all on this page</label>
            </div>
            <label htmlFor="products-bulk-action" className="visually-hidden">
              What to do with the chosen products
            </label>
            <select id="products-bulk-action" name="bulkAction" defaultValue="disable">
              <option value="enable">Enable</option>
              <option value="disable">Disable</option>
              <option value="delete">Delete</option>
            </select>
            <button type="submit" className="button" disabled={busy}>
              Apply to {ticked.size > 0 ? ticked.size : 'the'} chosen
            </button>
          </fieldset>
          <table className="products-table">
            <caption className="visually-hidden">
              Products, page {page} of {pages}, {SORT_LABELS[query.sort].toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Chosen</span>
                </th>
                <th scope="col">
                  <span className="visually-hidden">Picture</span>
                </th>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Shown</th>
                <th scope="col">Approval</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const tickId = fieldId('products', `product-${row.id}`);
                return (
                  <tr key={row.id} data-testid="product-row">
                    <td className="products-tick">
                      <input
                        id={tickId}
                        type="checkbox"
                        name={`product.${row.id}`}
                        checked={ticked.has(row.id)}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                      <label htmlFor={tickId} className="visually-hidden">
                        Choose {row.name}
                      </label>
                    </td>
                    <td className="products-thumb">
                      {row.thumbnail ? (
                        <img
                          src={imageUrl(row.thumbnail, { width: 96, height: 96 })}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                        />
                      ) : (
                        <span className="products-thumb-empty" />
                      )}
                    </td>
                    <th scope="row" className="products-name">
                      <Link to={`${base}${row.id}/`}>{row.name}</Link>
                      <span className="products-sku">{row.sku}</span>
                    </th>
                    <td className="products-price">
                      {row.onSale && row.salePrice !== null ? (
                        <>
                          <span className="visually-hidden">On sale at </span>
                          {orderMoney(row.salePrice, currency)}{' '}
                          <s>
                            <span className="visually-hidden">was </span>
                            {orderMoney(row.price, currency)}
                          </s>
                        </>
                      ) : (
                        orderMoney(row.price, currency)
                      )}
                    </td>
                    <td>
                      <span className="products-flag" data-on={row.enabled}>
                        {row.enabled ? 'Enabled' : 'Disabled'}
                      </span>
                    </td>
                    <td>{APPROVAL_LABELS[row.approvalStatus] ?? row.approvalStatus}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Form>
      )}

      {pages > 1 ? (
        <nav className="products-pages" aria-label="Pages of products">
          {page > 1 ? (
            <Link to={`${base}${productListSearch(query, { page: page - 1 })}`}>Previous page</Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`${base}${productListSearch(query, { page: page + 1 })}`}>Next page</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <ConfirmDelete
        form={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            confirming.set('confirmDelete', 'yes');
            submit(confirming, { method: 'post' });
          }
          setConfirming(null);
        }}
      />
    </div>
  );
}

/** §2 confirm overlay: deleting asks first; Cancel or Escape leaves everything as it was. */
function ConfirmDelete({
  form,
  onCancel,
  onConfirm,
}: {
  form: FormData | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const count = form ? [...form.keys()].filter((key) => key.startsWith('product.')).length : 0;
  useEffect(() => {
    if (form && !dialog.current?.open) dialog.current?.showModal();
    if (!form && dialog.current?.open) dialog.current.close();
  }, [form]);
  return (
    <dialog
      ref={dialog}
      className="products-confirm"
      aria-labelledby="products-confirm-title"
      onCancel={onCancel}
    >
      <h2 id="products-confirm-title">
        Delete {count} {count === 1 ? 'product' : 'products'}?
      </h2>
      <p>Shoppers will no longer find {count === 1 ? 'it' : 'them'}. This cannot be undone.</p>
      <div className="products-confirm-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-primary products-danger" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </dialog>
  );
}
