import { permissionLabel } from '../../../../core/auth';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../../../core/auth/dashboard-permissions';
import { permissionField } from '../../../../core/auth/team';

/** The dashboard areas by the names the navigation gives them. */
export const PERMISSION_TITLES: Readonly<Record<DashboardPermission, string>> = {
  products: 'Products',
  orders: 'Orders',
  pages: 'Pages',
  themes: 'Themes',
  settings: 'Settings',
  files: 'Files',
  marketing: 'Marketing',
  team: 'Team',
};

/** 'Products, Orders' for a member's permissions; 'Everything' for the owner's. */
export function permissionSummary(permissions: readonly string[]): string {
  if (permissions.includes('*')) return 'Everything';
  const titles = permissions.map(
    (permission) => PERMISSION_TITLES[permission as DashboardPermission] ?? permission,
  );
  return titles.length > 0 ? titles.join(', ') : 'Overview only';
}

/**
 * One checkbox per dashboard permission ('perm_orders'), in a fieldset whose id the error summary links to.
 * `offered` limits the choice (a member invites with the permissions they hold).
 */
export function PermissionCheckboxes({
  id,
  legend,
  checked,
  offered = DASHBOARD_PERMISSIONS,
  error,
}: {
  id: string;
  legend: string;
  checked: (permission: DashboardPermission) => boolean;
  offered?: readonly DashboardPermission[];
  error?: string | undefined;
}) {
  return (
    <fieldset
      id={id}
      className={`permission-checkboxes${error ? ' form-field-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ul>
        {offered.map((permission) => (
          <li key={permission}>
            <label>
              <input
                type="checkbox"
                name={permissionField(permission)}
                defaultChecked={checked(permission)}
                aria-describedby={`${id}-${permission}-hint`}
              />
              <span>
                {PERMISSION_TITLES[permission]}
                <span id={`${id}-${permission}-hint`} className="permission-hint">
                  {permissionLabel(permission)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
