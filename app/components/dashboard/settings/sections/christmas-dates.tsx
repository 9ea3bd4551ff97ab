import { z } from 'zod';
import { addChristmasCutoffSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import type { SettingsSectionProps } from './settings-section';

const removeCutoffSchema = z.object({ index: z.string() });

/** The last-order dates the Christmas banner shows, each removable, and a form to add one. */
export function ChristmasDates({ settings, answer }: Pick<SettingsSectionProps, 'settings' | 'answer'>) {
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
