import { type AppLoadContext, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, invalid } from '../../core/errors';
import { formAction, intentForm, multiIntentFormAction } from './form-action.server';

const schema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Please enter your password'),
});

function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return {
    request: new Request('http://demo.localhost/form/', { method: 'POST', body }),
    context: {} as AppLoadContext,
    params: {},
  };
}

/** The body, status and headers of an answer made with react-router's data(). */
function answerOf(result: unknown) {
  const answer = result as { type?: string; data: unknown; init: ResponseInit | null };
  expect(answer.type).toBe('DataWithResponseInit');
  return {
    body: answer.data,
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
  };
}

describe('formAction', () => {
  const signIn = (run: () => Promise<{ ok: true; value: string } | never>) =>
    formAction({ schema, run, onSuccess: (value) => redirect(`/welcome/${value}`) });

  it('answers 422 with the field errors and what was typed, never the password', async () => {
    const action = signIn(async () => ({ ok: true, value: 'x' }));
    const { body, status } = answerOf(await action(post({ email: 'nope', password: '' })));
    expect(status).toBe(422);
    expect(body).toEqual({
      ok: false,
      errors: {
        email: ['Please enter a valid email address'],
        password: ['Please enter your password'],
      },
      values: { email: 'nope' },
    });
  });

  it('calls the service with the parsed input and answers its success', async () => {
    let received: unknown;
    const action = formAction({
      schema,
      run: async (input) => {
        received = input;
        return { ok: true as const, value: 7 };
      },
      onSuccess: (value, { input }) => ({ ok: true as const, message: `${input.email} ${value}` }),
    });
    expect(await action(post({ email: 'a@example.test', password: 'pw' }))).toEqual({
      ok: true,
      message: 'a@example.test 7',
    });
    expect(received).toEqual({ email: 'a@example.test', password: 'pw' });
  });

  it('answers a failed outcome with its status and message, and a 422 with field errors without repeating it', async () => {
    const conflict = formAction({
      schema,
      run: async () => ({ ok: false as const, status: 409, message: 'Already there', errors: {} }),
      onSuccess: () => null,
    });
    const refused = answerOf(await conflict(post({ email: 'a@example.test', password: 'pw' })));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      message: 'Already there',
      values: { email: 'a@example.test' },
    });

    const fieldError = formAction({
      schema,
      run: async () => {
        throw invalid({ email: ['That email is taken'] });
      },
      onSuccess: () => null,
    });
    const invalidAnswer = answerOf(await fieldError(post({ email: 'a@example.test', password: 'pw' })));
    expect(invalidAnswer.status).toBe(422);
    expect(invalidAnswer.body).toEqual({
      ok: false,
      errors: { email: ['That email is taken'] },
      values: { email: 'a@example.test' },
    });
  });

  it('passes Retry-After through from any AppError that carries it (rate_limited)', async () => {
    const limited = Object.assign(new AppError('conflict', 'Too many attempts. Try again in 15 minutes.'), {
      retryAfterSeconds: 900,
    });
    Object.defineProperty(limited, 'status', { value: 429 });
    const action = formAction({
      schema,
      run: async () => {
        throw limited;
      },
      onSuccess: () => null,
    });
    const { body, status, headers } = answerOf(
      await action(post({ email: 'a@example.test', password: 'pw' })),
    );
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('900');
    expect(body).toMatchObject({ ok: false, message: 'Too many attempts. Try again in 15 minutes.' });

    const fromOutcome = formAction({
      schema,
      run: async () => ({
        ok: false as const,
        status: 429,
        message: 'Slow down',
        errors: {},
        retryAfterSeconds: 60,
      }),
      onSuccess: () => null,
    });
    expect(
      answerOf(await fromOutcome(post({ email: 'a@example.test', password: 'pw' }))).headers.get(
        'Retry-After',
      ),
    ).toBe('60');
  });

  it('lets anything but an AppError surface, and runs the guard before reading the form', async () => {
    const broken = formAction({
      schema,
      run: async () => {
        throw new Error('database down');
      },
      onSuccess: () => null,
    });
    await expect(broken(post({ email: 'a@example.test', password: 'pw' }))).rejects.toThrow('database down');

    const guarded = formAction({
      schema,
      guard: () => {
        throw new Response('Not found', { status: 404 });
      },
      run: async () => ({ ok: true as const, value: null }),
      onSuccess: () => null,
    });
    await expect(guarded(post({}))).rejects.toBeInstanceOf(Response);
  });
});

describe('multiIntentFormAction', () => {
  const action = multiIntentFormAction({
    fallback: 'login',
    intents: {
      login: intentForm({
        schema,
        run: async (input) => ({ ok: true as const, value: input.email }),
        onSuccess: (value) => ({ ok: true as const, who: value }),
      }),
      resend: intentForm({
        schema: z.object({}),
        run: async () => ({ ok: false as const, status: 409, message: 'Already verified', errors: {} }),
        onSuccess: () => null,
      }),
    },
  });

  it('routes by the posted intent, and stamps the intent on its answers', async () => {
    expect(await action(post({ email: 'a@example.test', password: 'pw' }))).toEqual({
      ok: true,
      who: 'a@example.test',
    });
    const resend = answerOf(await action(post({ intent: 'resend' })));
    expect(resend.status).toBe(409);
    expect(resend.body).toMatchObject({ intent: 'resend', ok: false, message: 'Already verified' });
    const invalidLogin = answerOf(await action(post({ intent: 'login', email: 'x', password: 'pw' })));
    expect(invalidLogin.body).toMatchObject({ intent: 'login', errors: { email: expect.any(Array) } });
  });

  it('refuses an intent the page does not have', async () => {
    const { status, body } = answerOf(await action(post({ intent: 'delete-everything' })));
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, errors: { intent: expect.any(Array) } });
  });
});

describe('failureState', () => {
  const twoFactor = formAction({
    schema: z.object({ code: z.string().min(6, 'Six digits'), challenge: z.string() }),
    failureState: (form, failed) =>
      failed?.errors.challenge
        ? { intent: 'login', errors: {}, message: failed.message }
        : { step: 'two-factor', challenge: String(form.get('challenge') ?? '') },
    run: async (input) => {
      if (input.challenge === 'gone') throw invalid({ challenge: ['Too long.'] }, 'Too long.');
      throw invalid({ code: ['Wrong code'] });
    },
    onSuccess: () => redirect('/'),
  });

  it('keeps a refused form on its step, for a schema refusal and a failed call alike', async () => {
    const refused = answerOf(await twoFactor(post({ code: '1', challenge: 'c1' })));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      step: 'two-factor',
      challenge: 'c1',
      errors: { code: ['Six digits'] },
    });
    const failed = answerOf(await twoFactor(post({ code: '123456', challenge: 'c2' })));
    expect(failed.body).toMatchObject({
      step: 'two-factor',
      challenge: 'c2',
      errors: { code: ['Wrong code'] },
    });
  });

  it('may send the person back to another form with a message of its own', async () => {
    const { body, status } = answerOf(await twoFactor(post({ code: '123456', challenge: 'gone' })));
    expect(status).toBe(422);
    expect(body).toEqual({
      intent: 'login',
      ok: false,
      errors: {},
      message: 'Too long.',
      values: { code: '123456' },
    });
  });
});

describe('an asynchronous failureState', () => {
  it('reads the call context to add what the page shows next to the reason', async () => {
    const action = formAction({
      schema: z.object({ country: z.string() }),
      failureState: async (_form, failed, { context }) =>
        failed ? { fresh: await (context as unknown as { price(): Promise<number> }).price() } : {},
      run: async () => ({ ok: false as const, status: 409, message: 'Prices changed', errors: {} }),
      onSuccess: () => null,
    });
    const request = post({ country: 'GB' });
    const context = { price: async () => 2600 } as unknown as AppLoadContext;
    const { body, status } = answerOf(await action({ ...request, context }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'Prices changed', fresh: 2600 });
  });
});
