import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { contrastWarnings } from '../../../../core/theme/contrast';
import {
  normaliseHex,
  overridesProblems,
  parentValue,
  propertyLabel,
  referenceChoices,
  resetOverride,
  themeEditorGroups,
  themeLabel,
} from '../../../../core/theme/editor';
import type { ThemePropertyKey } from '../../../../core/theme/properties';
import { THEMES } from '../../../../core/theme/registry';
import { resolveThemeSafely } from '../../../../core/theme/validate';
import type { PreviewPage } from '../../../../domain/theme-admin';
import type { FormAnswer } from '../../forms/form';
import { SubmitButton } from '../../forms/submit-button';
import { PreviewFrame } from './preview-frame';
import { PropertyRow, propertyFieldId } from './property-row';
import { useThemePreview } from './use-theme-preview';

interface ThemeEditorProps {
  storeId: number;
  theme: string;
  overrides: Record<string, string>;
  origin: string;
  previewPages: PreviewPage[];
}

const GROUPS = themeEditorGroups();
const PREVIEW_DELAY_MS = 400;

const normalised = (draft: Record<string, string>) =>
  Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, normaliseHex(value)]));

/** The server's errors ('overrides.primary.color') keyed by property. */
function serverProblems(answer: FormAnswer | undefined): Record<string, string[]> {
  if (!answer || answer.ok || answer.intent !== 'save') return {};
  return Object.fromEntries(
    Object.entries(answer.errors ?? {}).map(([key, messages]) => [key.replace(/^overrides\./, ''), messages]),
  );
}

/** §2 theme editor: the store's own settings over its theme, grouped as §3 lists them, previewed live. */
export function ThemeEditor({ storeId, theme, overrides, origin, previewPages }: ThemeEditorProps) {
  const answer = useActionData() as FormAnswer | undefined;
  const [draft, setDraft] = useState<Record<string, string>>(overrides);
  const [submitted, setSubmitted] = useState(false);
  const preview = useThemePreview();
  const parentName = themeLabel(theme);
  const parent = useMemo(
    () =>
      Object.fromEntries(
        GROUPS.flatMap((group) => group.properties).map((p) => [p.key, parentValue(theme, p.key, THEMES)]),
      ),
    [theme],
  );
  const clean = useMemo(() => normalised(draft), [draft]);
  const problems = useMemo(() => overridesProblems(theme, clean, THEMES), [theme, clean]);
  const valid = Object.keys(problems).length === 0;
  const resolved = useMemo(
    () => resolveThemeSafely(theme, THEMES, valid ? clean : {}),
    [theme, clean, valid],
  );
  const warnings = valid ? contrastWarnings(resolved) : [];
  const shownProblems = { ...serverProblems(answer), ...problems };
  const { request } = preview;

  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => request(theme, clean), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request, theme, clean, valid]);

  const setValue = (key: ThemePropertyKey, value: string) => {
    setSubmitted(false);
    setDraft((current) =>
      value === parent[key] ? resetOverride(current, key) : { ...current, [key]: value },
    );
  };

  const problemLines = Object.entries(shownProblems);
  return (
    <div className="theme-admin">
      <div className="theme-admin-head">
        <h1>Edit {parentName}</h1>
        <Link className="button" to={`/dashboard/stores/${storeId}/theme/`}>
          Choose another theme
        </Link>
      </div>
      <div className="theme-editor-layout">
        <Form
          method="post"
          noValidate
          className="theme-editor"
          onSubmit={(event) => {
            setSubmitted(true);
            if (!valid) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="overrides" value={JSON.stringify(draft)} />
          {problemLines.length > 0 && (submitted || answer?.intent === 'save') ? (
            <div className="error-summary" role="alert" tabIndex={-1}>
              <h2 className="error-summary-title">There is a problem</h2>
              <ul>
                {problemLines.map(([key, messages]) => (
                  <li key={key}>
                    <a href={`#${propertyFieldId(key)}`}>
                      {propertyLabel(key)}: {messages.join(' ')}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {answer?.intent === 'save' && answer.ok ? (
            <p className="form-status form-status-success" role="status">
              {answer.message}
            </p>
          ) : null}
          <div className="theme-contrast" aria-live="polite">
            {warnings.length > 0 ? (
              <div className="theme-contrast-warning">
                <h2>Hard to read</h2>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning.pair.text}>{warning.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {GROUPS.map((group, index) => (
            <details key={group.group} className="theme-group" open={index === 0}>
              <summary>{group.label}</summary>
              {group.properties.map((property) => (
                <PropertyRow
                  key={property.key}
                  property={property}
                  value={draft[property.key] ?? parent[property.key] ?? ''}
                  resolved={resolved[property.key] ?? ''}
                  overridden={Object.hasOwn(draft, property.key)}
                  references={referenceChoices(property.key, theme, valid ? clean : {}, THEMES)}
                  problems={shownProblems[property.key]}
                  parentLabel={parentName}
                  onValue={(value) => setValue(property.key, value)}
                  onReset={() => setDraft((current) => resetOverride(current, property.key))}
                />
              ))}
            </details>
          ))}
          <div className="theme-editor-save">
            <SubmitButton intent="save">Save theme settings</SubmitButton>
          </div>
        </Form>
        <section className="theme-editor-preview" aria-label="Live preview">
          {preview.failure ? (
            <p className="form-status form-status-error" role="alert">
              {preview.failure}
            </p>
          ) : null}
          <PreviewFrame
            origin={origin}
            pages={previewPages}
            link={preview.link}
            subject="your changes"
            loading={preview.loading}
          />
        </section>
      </div>
    </div>
  );
}
