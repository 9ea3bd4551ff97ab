import { z } from 'zod';
import {
  addSearchRedirectSchema,
  SEARCH_TERM_MAX_LENGTH,
} from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

const removeRedirectSchema = z.object({ searchTerm: z.string() });

function SearchRedirectsSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <>
      <p className="dashboard-note">A search for one of these terms goes straight to its page.</p>
      {settings.searchRedirects.length > 0 ? (
        <ul className="settings-rows" aria-label="Search redirects">
          {settings.searchRedirects.map((redirect) => (
            <li key={redirect.searchTerm}>
              <span>
                <strong>{redirect.searchTerm}</strong> → {redirect.destinationUrl}
              </span>
              <AccountForm
                schema={removeRedirectSchema}
                answer={answer?.values?.searchTerm === redirect.searchTerm ? answer : undefined}
                intent="remove-search-redirect"
                labels={{}}
                submitLabel={`Remove the redirect for ${redirect.searchTerm}`}
                secondary
              >
                {() => <input type="hidden" name="searchTerm" value={redirect.searchTerm} />}
              </AccountForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>No search redirects yet.</p>
      )}
      {answer?.intent === 'remove-search-redirect' && answer.ok ? (
        <p className="form-status form-status-success" role="status">
          {answer.message}
        </p>
      ) : null}
      <AccountForm
        schema={addSearchRedirectSchema}
        answer={answer}
        intent="add-search-redirect"
        labels={{ searchTerm: 'Search term', destinationUrl: 'Goes to' }}
        submitLabel="Add the redirect"
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="searchTerm"
              label="Search term"
              maxLength={SEARCH_TERM_MAX_LENGTH}
              errors={errors}
              required
            />
            <Field
              formId={formId}
              name="destinationUrl"
              label="Goes to"
              hint="A page of the store like /collection/hoodies/, or a web address."
              errors={errors}
              required
            />
          </>
        )}
      </AccountForm>
    </>
  );
}

export const searchRedirectsSection: SettingsSectionEntry = {
  id: 'search-redirects',
  title: 'Search redirects',
  Content: SearchRedirectsSettings,
};
