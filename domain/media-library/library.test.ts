import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '../../core/store';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { collections } from '../catalog/tables';
import { mediaFiles } from '../content/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { LocalMediaStorage } from '../storage';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { divisions } from '../stores/tables';
import { createTestPage, createTestStore } from '../testing/fixtures';
import { deleteLibraryFile, listLibrary, setFileAltText, uploadLibraryFile } from './index';

describe.each(testEngines)('the media library on %s', (engine) => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let media: LocalMediaStorage;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let filesStaff: ServiceContext;
  let productsStaff: ServiceContext;
  let stranger: ServiceContext;
  let png: Buffer;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    mediaDir = await mkdtemp(path.join(tmpdir(), 'media-library-'));
    media = new LocalMediaStorage(mediaDir);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'media-library' });
    other = await createTestStore(db, { subdomain: 'media-library-other' });
    owner = customerContext(db, store, await createTestCustomer(db, { stores: [{ divisionId: store.id }] }));
    filesStaff = customerContext(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['files'] }],
      }),
    );
    productsStaff = customerContext(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
      }),
    );
    stranger = customerContext(
      db,
      store,
      await createTestCustomer(db, { stores: [{ divisionId: other.id }] }),
    );
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('stores a cleaned image under the store and lists it with a thumbnail through the resizer', async () => {
    const file = await uploadLibraryFile(filesStaff, media, {
      name: '../../Team photo.png',
      contentType: 'image/png',
      data: png,
    });
    expect(file).toMatchObject({ name: 'Team photo.png', mimeType: 'image/png', width: 40, height: 30 });
    expect(file.path).toMatch(new RegExp(`^/media/library/${store.id}/[0-9a-f]{32}\\.png$`));
    expect(file.thumbnail).toBe(`/images/${file.path.slice('/media/'.length)}?w=160`);
    const stored = await readFile(path.join(mediaDir, file.path.slice('/media/'.length)));
    expect(stored.includes(Buffer.from('secret place'))).toBe(false);
    const page = await listLibrary(owner, { search: 'team' });
    expect(page.files.map((listed) => listed.id)).toEqual([file.id]);
    expect(page.files[0]?.uses).toEqual([]);
  });

  it('refuses other formats, empty files, fake PDFs and images that are not what they say', async () => {
    const upload = (contentType: string, data: unknown) =>
      uploadLibraryFile(owner, media, { name: 'x', contentType, data });
    await expect(upload('text/html', Buffer.from('<p>'))).rejects.toMatchObject({
      status: 422,
      errors: { file: ['Must upload the following formats: png, jpg, webp, svg, pdf'] },
    });
    await expect(upload('image/png', Buffer.alloc(0))).rejects.toMatchObject({
      errors: { file: [LIBRARY_MESSAGES.empty] },
    });
    await expect(upload('application/pdf', Buffer.from('not a pdf'))).rejects.toMatchObject({
      errors: { file: [LIBRARY_MESSAGES.notPdf] },
    });
    await expect(upload('image/jpeg', png)).rejects.toMatchObject({ status: 422 });
    const pdf = await upload('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf).toMatchObject({ type: 'file', thumbnail: null, width: null });
  });

  it('says where a file is used: logo, collection banner and page blocks, via /media/ or /images/', async () => {
    const file = await uploadLibraryFile(owner, media, {
      name: 'used.png',
      contentType: 'image/png',
      data: png,
    });
    const relative = file.path.slice('/media/'.length);
    await database.db.update(divisions).set({ logo: file.path }).where(eq(divisions.id, store.id));
    await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Summer', urlName: 'summer', banner: `/images/${relative}` });
    await createTestPage(database.db, store.id, {
      url: '/about/',
      blocks: [{ uid: 'b1', type: 'image', properties: { src: `/images/${relative}?w=600` } }],
    } as never);
    const page = await listLibrary(owner, { search: 'used' });
    expect(page.files[0]?.uses).toEqual(
      expect.arrayContaining([
        { kind: 'logo', label: 'Store logo' },
        { kind: 'collection-banner', label: 'Summer' },
        { kind: 'page', label: '/about/' },
      ]),
    );
    await expect(deleteLibraryFile(owner, { fileId: file.id })).rejects.toMatchObject({
      status: 409,
      message: LIBRARY_MESSAGES.inUse(3),
    });
  });

  it('describes and deletes an unused file, and 404s for a file id of another store', async () => {
    const [theirs] = await database.db
      .insert(mediaFiles)
      .values({ divisionId: other.id, name: 'theirs.png', path: '/media/theirs.png', mimeType: 'image/png' })
      .returning();
    const file = await uploadLibraryFile(owner, media, {
      name: 'spare.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.7 spare'),
    });
    await expect(
      setFileAltText(owner, { fileId: String(file.id), altText: ' Price list ' }),
    ).resolves.toEqual({
      message: LIBRARY_MESSAGES.altSaved,
    });
    await expect(setFileAltText(owner, { fileId: theirs?.id, altText: 'mine now' })).rejects.toMatchObject({
      status: 404,
      message: LIBRARY_MESSAGES.noSuchFile,
    });
    await expect(deleteLibraryFile(owner, { fileId: theirs?.id })).rejects.toMatchObject({ status: 404 });
    await expect(deleteLibraryFile(owner, { fileId: file.id })).resolves.toEqual({
      message: LIBRARY_MESSAGES.deleted('spare.pdf'),
    });
    const left = await database.db.select().from(mediaFiles).where(eq(mediaFiles.divisionId, other.id));
    expect(left.map((row) => row.altText)).toEqual(['']);
  });

  it("answers 404 to a stranger and 403 to a team member without 'files'", async () => {
    await expect(listLibrary(stranger)).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(
      uploadLibraryFile(stranger, media, { name: 'x.png', contentType: 'image/png', data: png }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(listLibrary(productsStaff)).rejects.toMatchObject({
      status: 403,
      message: STORE_ADMIN_MESSAGES.missingPermission('files'),
    });
  });
});
