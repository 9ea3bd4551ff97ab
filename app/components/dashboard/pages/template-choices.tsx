import type { FieldErrors } from '../../forms/form-data';
import { firstError } from '../../forms/form-data';

export interface TemplateChoice {
  id: string;
  name: string;
  description: string;
}

/** The new page's starting point: radio cards, each a template's name over its one-line description. */
export function TemplateChoices({
  formId,
  choices,
  selected,
  errors,
}: {
  formId: string;
  choices: TemplateChoice[];
  selected: string;
  errors: FieldErrors | undefined;
}) {
  const error = firstError(errors, 'template');
  return (
    <fieldset
      className={`pages-admin-templates${error ? ' form-field-invalid' : ''}`}
      aria-describedby={error ? `${formId}-template-error` : undefined}
    >
      <legend className="form-label">Start from</legend>
      {error ? (
        <p id={`${formId}-template-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ul className="pages-admin-template-list">
        {choices.map((choice) => (
          <li key={choice.id}>
            <input
              type="radio"
              id={`${formId}-template-${choice.id}`}
              name="template"
              value={choice.id}
              defaultChecked={choice.id === selected}
              aria-describedby={`${formId}-template-${choice.id}-description`}
            />
            <label htmlFor={`${formId}-template-${choice.id}`}>
              <span className="pages-admin-template-name">{choice.name}</span>
              <span
                id={`${formId}-template-${choice.id}-description`}
                className="pages-admin-template-description"
              >
                {choice.description}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
