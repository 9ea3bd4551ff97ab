import { Form } from 'react-router';
import { z } from 'zod';
import { USER_STATUSES, userStatusSchema } from '../../../../core/operator-people';
import { MuteButton } from '../../../components/account/mute-button';
import { SubmitButton } from '../../../components/forms/submit-button';
import { formAction } from '../../../forms/form-action.server';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/users';
import { loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta() {
  return [{ title: 'Users · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  return loaded(await context.services.atlas.people.users());
}

const statusFormSchema = userStatusSchema.extend({ userId: z.coerce.number().int().positive() });

/** Enables, disables or sets back to pending one operator user. */
export const action = formAction({
  schema: statusFormSchema,
  guard: ({ context, request }) => requireAtlas(context, request),
  run: ({ userId, status }, { context }) => context.services.atlas.people.setUserStatus(userId, { status }),
  onSuccess: (value, { input }) => ({ ok: true as const, userId: input.userId, message: value.message }),
});

const STATUS_LABELS = { enabled: 'Enabled', pending: 'Pending', disabled: 'Disabled' } as const;

interface Answer {
  ok: boolean;
  message?: string;
  userId?: number;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

/** The operator users: status (with who may change it), team, permissions, and mute. */
export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const answeredId = answer?.userId ?? Number(answer?.values?.userId ?? 0);
  return (
    <div className="atlas-people">
      <h1>Users</h1>
      <ul className="atlas-cards" data-testid="user-list">
        {loaderData.users.map((user) => {
          const mine = answeredId === user.id ? answer : undefined;
          const error = mine && !mine.ok ? (mine.errors?.status?.[0] ?? mine.message) : undefined;
          const errorId = `user-${user.id}-error`;
          return (
            <li key={user.id} className="atlas-card" data-testid="user-row" data-email={user.email}>
              <h2 className="atlas-card-title">{user.name}</h2>
              <p className="atlas-card-meta">
                {user.email}
                {user.team ? ` · ${user.team}` : ''}
              </p>
              <p className="atlas-badges">
                <span className={`atlas-badge atlas-badge-${user.status}`} data-testid="user-status">
                  {user.statusLabel}
                </span>
              </p>
              <p className="atlas-card-meta">
                Permissions: {user.permissions.length > 0 ? user.permissions.join(', ') : 'none'}
              </p>
              <div className="atlas-card-actions">
                <MuteButton userId={user.id} name={user.name} mutedAt={user.mutedAt} />
                {user.isMe ? null : (
                  <Form method="post" className="atlas-inline-form">
                    <input type="hidden" name="userId" value={user.id} />
                    <label htmlFor={`user-${user.id}-status`}>Status of {user.name}</label>
                    <select
                      id={`user-${user.id}-status`}
                      name="status"
                      defaultValue={mine?.values?.status ?? user.status}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    >
                      {USER_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {STATUS_LABELS[status]}
                        </option>
                      ))}
                    </select>
                    <SubmitButton className="button button-small">Save status</SubmitButton>
                  </Form>
                )}
              </div>
              {error ? (
                <p id={errorId} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
              {mine?.ok && mine.message ? (
                <p className="form-status form-status-success" role="status">
                  {mine.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
