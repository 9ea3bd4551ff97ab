import { data } from 'react-router';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/upload';

/**
 * The Files page posts each chosen file here as the raw body (its type in Content-Type, its name in
 * X-File-Name), one request per file so each has its own progress. Answers JSON.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requirePlatformDashboard(context, request);
  const encodedName = request.headers.get('x-file-name') ?? '';
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    name = encodedName;
  }
  const outcome = await context.services.dashboard.files.upload(storeIdOf(params.store), {
    name,
    contentType: request.headers.get('content-type'),
    data: Buffer.from(await request.arrayBuffer()),
  });
  if (!outcome.ok) {
    const message = outcome.errors.file?.[0] ?? outcome.message;
    return data({ ok: false as const, message }, { status: outcome.status });
  }
  const file = outcome.value;
  return data({
    ok: true as const,
    file: { id: file.id, name: file.name, path: file.path, thumbnail: file.thumbnail },
  });
}
