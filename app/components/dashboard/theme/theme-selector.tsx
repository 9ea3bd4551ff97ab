import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { themeLabel } from '../../../../core/theme/editor';
import type { ThemeCard } from '../../../../core/theme/selector';
import type { PreviewPage } from '../../../../domain/theme-admin';
import type { FormAnswer } from '../../forms/form';
import { SubmitButton } from '../../forms/submit-button';
import { PreviewFrame } from './preview-frame';
import { useThemePreview } from './use-theme-preview';

interface ThemeSelectorProps {
  storeId: number;
  theme: string;
  overrides: Record<string, string>;
  origin: string;
  previewPages: PreviewPage[];
  cards: ThemeCard[];
}

function ApplyForm({ name, label }: { name: string; label: string }) {
  return (
    <Form method="post" className="theme-apply">
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="theme" value={name} />
      <SubmitButton intent="apply" pendingLabel="Applying…" aria-label={`Apply ${label}`}>
        Apply
      </SubmitButton>
    </Form>
  );
}

/** §2 theme selector: cards of every theme, a preview of one on the store's pages, apply in one click. */
export function ThemeSelector({
  storeId,
  theme,
  overrides,
  origin,
  previewPages,
  cards,
}: ThemeSelectorProps) {
  const answer = useActionData() as FormAnswer | undefined;
  const [previewed, setPreviewed] = useState<string | null>(null);
  const preview = useThemePreview();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const ownSettings = Object.keys(overrides).length;

  useEffect(() => {
    if (previewed) previewHeading.current?.focus();
  }, [previewed]);

  const show = (name: string) => {
    setPreviewed(name);
    preview.request(name);
  };

  return (
    <div className="theme-admin">
      <div className="theme-admin-head">
        <h1>Theme</h1>
        <Link className="button" to={`/dashboard/stores/${storeId}/theme/edit/`}>
          Edit {themeLabel(theme)}
        </Link>
      </div>
      <p className="field-hint">
        Your store uses <strong>{themeLabel(theme)}</strong>
        {ownSettings > 0 ? `, with ${ownSettings} setting${ownSettings === 1 ? '' : 's'} of your own` : ''}.
        Preview a theme on your own pages before you apply it; applying a theme replaces your own settings.
      </p>
      {answer?.intent === 'apply' ? (
        <p
          className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.ok ? answer.message : (answer.message ?? answer.errors?.theme?.[0])}
        </p>
      ) : null}
      {previewed ? (
        <section className="theme-preview-panel" aria-labelledby="theme-preview-heading">
          <div className="theme-preview-panel-head">
            <h2 id="theme-preview-heading" ref={previewHeading} tabIndex={-1}>
              Preview: {themeLabel(previewed)}
            </h2>
            {previewed === theme ? null : <ApplyForm name={previewed} label={themeLabel(previewed)} />}
            <button type="button" className="button" onClick={() => setPreviewed(null)}>
              Close preview
            </button>
          </div>
          {preview.failure ? (
            <p className="form-status form-status-error" role="alert">
              {preview.failure}
            </p>
          ) : null}
          <PreviewFrame
            origin={origin}
            pages={previewPages}
            link={preview.link}
            subject={themeLabel(previewed)}
            loading={preview.loading}
          />
        </section>
      ) : null}
      <ul className="theme-cards">
        {cards.map((card) => (
          <li key={card.name} className="theme-card" aria-current={card.name === theme ? 'true' : undefined}>
            <h2 className="theme-card-name">
              {card.label}
              {card.name === theme ? <span className="theme-card-badge">In use</span> : null}
            </h2>
            <div className="theme-card-swatches" aria-hidden="true">
              {card.swatches.map((swatch) => (
                <span key={swatch.key} className="theme-swatch" style={{ background: swatch.value }} />
              ))}
            </div>
            <p className="theme-card-fonts">
              <span style={{ fontFamily: `'${card.headingFont}', sans-serif` }}>
                Headings {card.headingFont}
              </span>
              <span style={{ fontFamily: `'${card.textFont}', sans-serif` }}>Text {card.textFont}</span>
            </p>
            <div className="theme-card-actions">
              <button
                type="button"
                className="button"
                aria-label={`Preview ${card.label}`}
                onClick={() => show(card.name)}
              >
                Preview
              </button>
              {card.name === theme ? null : <ApplyForm name={card.name} label={card.label} />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
