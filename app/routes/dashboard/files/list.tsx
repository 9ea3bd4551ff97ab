import { data, Form, Link } from 'react-router';
import {
  ALT_TEXT_MAX_LENGTH,
  altTextFormSchema,
  deleteFileFormSchema,
  libraryQuerySchema,
  libraryUploadPath,
} from '../../../../core/store/media-library';
import { Uploader } from '../../../components/dashboard/files/uploader';
import { AccountForm, Field, type FormAnswer } from '../../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import filesStyles from '../../../styles/dashboard-files.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/list';

export function links() {
  return [{ rel: 'stylesheet', href: filesStyles }];
}

export function meta() {
  return [{ title: 'Files' }, { name: 'robots', content: 'noindex' }];
}

const USE_LABELS = {
  'product-image': 'Product image',
  'product-meta': 'Product share image',
  'collection-banner': 'Collection banner',
  page: 'Page',
  'blog-banner': 'Blog post',
  logo: 'Logo',
  favicon: 'Favicon',
  'share-image': 'Share image',
} as const;

/** The store's media library: 50 files a page, newest first, searched by name or description. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const url = new URL(request.url);
  const query = libraryQuerySchema.parse({
    q: url.searchParams.get('q') ?? undefined,
    page: url.searchParams.get('page') ?? undefined,
  });
  const outcome = await context.services.dashboard.files.list(storeId, { page: query.page, search: query.q });
  if (!outcome.ok) refuse(outcome);
  return { storeId, library: outcome.value };
}

const answered = (intent: string) => (value: { message: string }) =>
  data<FormAnswer>({ intent, ok: true, message: value.message });

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    'alt-text': intentForm({
      schema: altTextFormSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.files.setAltText(storeIdOf(params.store), input),
      onSuccess: answered('alt-text'),
    }),
    delete: intentForm({
      schema: deleteFileFormSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.files.remove(storeIdOf(params.store), input),
      onSuccess: answered('delete'),
    }),
  },
});

function pageLink(page: number, search: string) {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '.';
}

export default function Files({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, library } = loaderData;
  const answer = actionData as (FormAnswer & { values?: Record<string, string> }) | undefined;
  const answeredFile = Number(answer?.values?.fileId ?? Number.NaN);
  return (
    <div className="files-page">
      <h1>Files</h1>
      <Uploader uploadUrl={libraryUploadPath(storeId)} />
      {answer?.intent === 'delete' ? (
        <p
          className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.message ?? answer.errors?.fileId?.[0]}
        </p>
      ) : null}
      <Form method="get" className="files-search" role="search">
        <label htmlFor="files-search">Search files</label>
        <input id="files-search" type="search" name="q" defaultValue={library.search} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <p className="files-count" aria-live="polite">
        {library.total === 0
          ? library.search
            ? `No files match “${library.search}”.`
            : 'No files yet.'
          : `${library.total} ${library.total === 1 ? 'file' : 'files'}`}
      </p>
      <ul className="files-grid">
        {library.files.map((file) => (
          <li key={file.id} className="files-item">
            <div className="files-thumb">
              {file.thumbnail ? (
                <img src={file.thumbnail} alt={file.altText} width={160} height={160} loading="lazy" />
              ) : (
                <span className="files-doc" aria-hidden="true">
                  PDF
                </span>
              )}
            </div>
            <p className="files-name">
              <a href={file.path} target="_blank" rel="noreferrer">
                {file.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <p className="files-uses">
              {file.uses.length === 0
                ? 'Not used'
                : `Used in: ${file.uses.map((use) => `${USE_LABELS[use.kind]} ${use.label}`).join(', ')}`}
            </p>
            <details className="files-edit">
              <summary>Describe {file.name}</summary>
              <AccountForm
                schema={altTextFormSchema}
                answer={answeredFile === file.id ? answer : undefined}
                intent="alt-text"
                labels={{ altText: 'Description (alt text)' }}
                submitLabel="Save the description"
                secondary
              >
                {(errors, formId) => (
                  <>
                    <input type="hidden" name="fileId" value={file.id} />
                    <Field
                      formId={formId}
                      name="altText"
                      label="Description (alt text)"
                      hint="What the picture shows, for people who cannot see it."
                      defaultValue={file.altText}
                      maxLength={ALT_TEXT_MAX_LENGTH}
                      errors={errors}
                    />
                  </>
                )}
              </AccountForm>
            </details>
            <details className="files-delete">
              <summary>Delete {file.name}</summary>
              {file.uses.length > 0 ? (
                <p>It is still used, so it cannot be deleted. Remove it from those places first.</p>
              ) : (
                <Form method="post">
                  <p>Delete {file.name}? This cannot be undone.</p>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="fileId" value={file.id} />
                  <button type="submit" className="button">
                    Yes, delete {file.name}
                  </button>
                </Form>
              )}
            </details>
          </li>
        ))}
      </ul>
      {library.lastPage > 1 ? (
        <nav className="files-pages" aria-label="Pages of files">
          {library.page > 1 ? (
            <Link to={pageLink(library.page - 1, library.search)}>Previous page</Link>
          ) : null}
          <span>
            Page {library.page} of {library.lastPage}
          </span>
          {library.page < library.lastPage ? (
            <Link to={pageLink(library.page + 1, library.search)}>Next page</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
