import { useEffect, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { MENU_MESSAGES, menuFormSchema } from '../../../../core/store';
import { MenuEditor } from '../../../components/dashboard/menu/menu-editor';
import { errorLines, toEditorItems, toMenu } from '../../../components/dashboard/menu/menu-tree';
import type { FormAnswer } from '../../../components/forms/form';
import { type FieldErrors, parseForm } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import menuStyles from '../../../styles/dashboard-collections.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { dashboardMeta } from '../collections/dashboard-meta';
import type { Route } from './+types/editor';

export function links() {
  return [{ rel: 'stylesheet', href: menuStyles }];
}

async function guard({ context, request }: Pick<Route.LoaderArgs, 'context' | 'request'>) {
  await requirePlatformDashboard(context, request);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await guard({ context, request });
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.dashboard.menu.read(storeId);
  if (!outcome.ok) refuse(outcome);
  return { storeId, menu: outcome.value };
}

export const action = formAction({
  schema: menuFormSchema,
  guard,
  run: (input, { context, params }) =>
    context.services.dashboard.menu.save(storeIdOf(params.store), input.menu),
  onSuccess: () => data<FormAnswer>({ ok: true, message: MENU_MESSAGES.saved }),
});

export function meta({ matches, params }: Route.MetaArgs) {
  return dashboardMeta(matches, 'Menu', `/dashboard/stores/${params.store}/menu/`);
}

/** The schema's errors keyed by item path ('0.submenu.1.href'), without the form's 'menu.' prefix. */
const itemErrors = (errors: FieldErrors | undefined): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, messages]) => [key.replace(/^menu\.?/, ''), messages]),
  );

export default function MenuPage({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, menu } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const [items, setItems] = useState(() => toEditorItems(menu));
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  useEffect(() => {
    if (answer) setClientErrors(null);
  }, [answer]);
  const errors = itemErrors(clientErrors ?? (answer && !answer.ok ? answer.errors : undefined));
  const lines = errorLines(errors, items);
  const message = !clientErrors && answer && !answer.ok ? answer.message : undefined;

  return (
    <div className="collections-admin">
      <h1>Menu</h1>
      <p className="field-hint">
        The store’s main menu: shown across the header on wide screens and in the phone menu, sub-menus
        opening under their item. Up to two levels.
      </p>
      {hydrated ? null : (
        <p className="collections-admin-empty">The menu editor starts once the page has loaded.</p>
      )}
      <Form
        method="post"
        noValidate
        className="menu-form"
        onSubmit={(event) => {
          const parsed = parseForm(menuFormSchema, new FormData(event.currentTarget));
          if (parsed.ok) return setClientErrors(null);
          event.preventDefault();
          setClientErrors(parsed.errors);
        }}
      >
        {lines.length > 0 || message ? (
          <div className="error-summary" role="alert" tabIndex={-1}>
            <h2 className="error-summary-title">There is a problem</h2>
            {message ? <p className="error-summary-message">{message}</p> : null}
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer?.ok ? (
          <p className="form-status form-status-success" role="status">
            {answer.message}
          </p>
        ) : null}
        <input type="hidden" name="menu" value={JSON.stringify(toMenu(items))} />
        <MenuEditor storeId={storeId} items={items} onItems={setItems} errors={errors} />
        <button
          type="submit"
          className="button button-primary menu-save"
          disabled={busy || !hydrated}
          aria-busy={busy || undefined}
        >
          {busy ? 'Please wait…' : 'Save the menu'}
        </button>
      </Form>
    </div>
  );
}
