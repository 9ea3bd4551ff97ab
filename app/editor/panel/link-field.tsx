import { useId, useState } from 'react';
import { fieldError } from '../../../core/page-editor/fields';
import { type LinkChoice, MENU_ACTIONS } from '../../../core/store';
import { type FieldProps, textOf } from './field-props';
import { describedBy, FieldShell } from './field-shell';
import { ACTION_NAME_MESSAGE, actionHref, LINK_TYPE_LABELS, linkTextOf, linkTypeOf } from './link-kinds';
import { LinkSearch } from './link-search';
import { usePanel } from './panel-context';

/** A typed value with a button that uses it, refusing it with `check`'s message. */
function CustomEntry({
  label,
  button,
  placeholder,
  check,
  onUse,
}: {
  label: string;
  button: string;
  placeholder: string;
  check: (typed: string) => { value: string } | { message: string };
  onUse: (value: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const use = () => {
    const outcome = check(typed);
    if ('message' in outcome) {
      setProblem(outcome.message);
      return;
    }
    setProblem(null);
    setTyped('');
    onUse(outcome.value);
  };
  return (
    <div className={`panel-custom-entry${problem ? ' panel-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="panel-inline">
        <input
          id={id}
          type="text"
          value={typed}
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, problem)}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              use();
            }
          }}
        />
        <button type="button" className="panel-button" onClick={use}>
          {button}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="panel-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const checkAction = (typed: string) => {
  const href = actionHref(typed);
  return href ? { value: href } : { message: ACTION_NAME_MESSAGE };
};

/**
 * A link (§2 link picker): the store's products, collections, blog, pages and studio links by search, a
 * custom link, or a custom action ('@name', an in-app event). Shows the chosen one as text, href and type.
 */
export function LinkField({ field, id, path, value, error, onChange }: FieldProps) {
  const { type } = usePanel();
  const href = textOf(value);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<LinkChoice | null>(null);
  const shown =
    picked?.href === href ? picked : href ? { text: linkTextOf(href), href, type: linkTypeOf(href) } : null;
  const use = (choice: LinkChoice) => {
    setPicked(choice);
    setOpen(false);
    onChange(choice.href);
  };
  const checkLink = (typed: string) => {
    const link = typed.trim();
    const message = link ? fieldError(type, path, link) : 'Please enter a link';
    return message ? { message } : { value: link };
  };
  return (
    <FieldShell id={id} label={field.label} error={error} as="fieldset">
      <div className="panel-link-current" id={id}>
        {shown ? (
          <dl className="panel-link-summary">
            <dt>Type</dt>
            <dd>{LINK_TYPE_LABELS[shown.type]}</dd>
            <dt>Text</dt>
            <dd>{shown.text}</dd>
            <dt>Link</dt>
            <dd className="panel-link-href">{shown.href}</dd>
          </dl>
        ) : (
          <p className="panel-none">No link</p>
        )}
        <div className="panel-inline">
          <button
            type="button"
            className="panel-button"
            aria-expanded={open}
            aria-controls={`${id}-picker`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close' : shown ? 'Change link' : 'Choose a link'}
          </button>
          {shown ? (
            <button type="button" className="panel-button" onClick={() => onChange('')}>
              Remove link
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <div id={`${id}-picker`} className="panel-link-picker">
          <LinkSearch onPick={use} />
          <CustomEntry
            label="Or a custom link"
            button="Use this link"
            placeholder="https://…"
            check={checkLink}
            onUse={(link) => use({ text: link, href: link, type: linkTypeOf(link) })}
          />
          <CustomEntry
            label="Or a custom action (an in-app event)"
            button="Use this action"
            placeholder="@open-chat"
            check={checkAction}
            onUse={(action) => use({ text: linkTextOf(action), href: action, type: 'action' })}
          />
        </div>
      ) : null}
    </FieldShell>
  );
}

/** An in-app action ('@name'): the store's own actions, or a custom one. */
export function ActionField({ field, id, value, error, onChange }: FieldProps) {
  const current = textOf(value);
  return (
    <FieldShell id={id} label={field.label} error={error} as="fieldset">
      <p className="panel-link-current" id={id}>
        {current ? `${linkTextOf(current)} (${current})` : 'No action'}
      </p>
      <div className="panel-inline">
        {MENU_ACTIONS.map((action) => (
          <button
            key={action.href}
            type="button"
            className="panel-button"
            aria-pressed={current === action.href}
            onClick={() => onChange(action.href)}
          >
            {action.text}
          </button>
        ))}
        {current ? (
          <button type="button" className="panel-button" onClick={() => onChange('')}>
            Remove action
          </button>
        ) : null}
      </div>
      <CustomEntry
        label="Custom action"
        button="Use this action"
        placeholder="@open-chat"
        check={checkAction}
        onUse={onChange}
      />
    </FieldShell>
  );
}
