/**
 * What a block form answers when it was posted without JavaScript: its outcome and a way back to the page
 * it was on. Messages are §8's; a validation error lists what to fix.
 */
export function FormResult({
  title,
  ok,
  message,
  errors = {},
  back,
  backText,
}: {
  title: string;
  /** The back link's text ('Back to the page' after success, 'Go back and try again' otherwise). */
  backText?: string;
  ok: boolean;
  message: string;
  errors?: Readonly<Record<string, readonly string[]>>;
  back: string;
}) {
  const problems = [...new Set(Object.values(errors).flat())].filter((problem) => problem !== message);
  return (
    <main className="form-result">
      <h1>{title}</h1>
      <p className={ok ? 'form-success' : 'form-failure'} role={ok ? 'status' : 'alert'}>
        {message}
      </p>
      {problems.length > 0 ? (
        <ul className="form-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <a className="button button-primary" href={back}>
          {backText ?? (ok ? 'Back to the page' : 'Go back and try again')}
        </a>
      </p>
    </main>
  );
}

/** A block form route's page: the action's answer, or, when opened without a form post, that nothing was sent. */
export function BlockFormAnswer({
  title,
  answer,
}: {
  title: string;
  answer: Omit<Parameters<typeof FormResult>[0], 'title'> | undefined;
}) {
  if (!answer)
    return (
      <FormResult
        title={title}
        ok={false}
        message="Nothing was sent: use the form on the page."
        back="/"
        backText="Go to the store"
      />
    );
  return <FormResult title={title} {...answer} />;
}
