import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES } from '../../core/orders';
import { isTooManyAttempts } from '../accounts';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { divisions } from '../stores/tables';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import {
  findOrder,
  invoicePdf,
  loadInvoice,
  loadOrder,
  ORDER_LOOKUP_LIMIT,
  ORDER_NOT_FOUND,
  pdfMoney,
  winAnsi,
} from '.';
import { orders } from './tables';
import { createTestOrder, createTestProductWithVariants, shippedHistory } from './testing';

describe.each(testEngines)('finding orders and their invoices (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let order: Awaited<ReturnType<typeof createTestOrder>>;
  let theirs: Awaited<ReturnType<typeof createTestOrder>>;
  const ctx = () => visitorContext(database.db, store);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { companyName: 'Invoice Store' });
    other = await createTestStore(database.db);
    await database.db
      .update(divisions)
      .set({
        companyInfo: {
          email: 'hello@invoice.test',
          address: '1 Print Street\nBristol BS1 1AA',
          vatNumber: 'GB123456789',
          companyNumber: '01234567',
        },
      })
      .where(eq(divisions.id, store.id));
    const tee = await createTestProductWithVariants(database.db, store.id, {
      name: 'Organic tee',
      price: 2400,
    });
    order = await createTestOrder(database.db, store.id, {
      email: 'Shopper@Example.com',
      history: shippedHistory(3),
      items: [
        { product: tee, colour: 'Navy', size: 'L', quantity: 2 },
        { product: tee, colour: 'White', size: 'S', quantity: 1, price: 1200 },
      ],
    });
    const theirTee = await createTestProductWithVariants(database.db, other.id);
    theirs = await createTestOrder(database.db, other.id, {
      email: 'shopper@example.com',
      items: [{ product: theirTee }],
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads an order of the store by its hash, with its status history and dispatch time', async () => {
    const found = await loadOrder(ctx(), order.hash);
    expect(found).toMatchObject({
      number: order.id,
      status: { code: 'complete' },
      flow: 'normal',
      percentComplete: 100,
    });
    expect(found.history.map((entry) => entry.code)).toEqual([
      'new',
      'paid',
      'processing',
      'packing',
      'complete',
    ]);
    expect(found.dispatchedAt?.getTime()).toBe(found.history[4]?.at.getTime());
  });

  it('answers the same 404 for another store’s order, a deleted order and a malformed hash', async () => {
    for (const hash of [theirs.hash, 'no-such-order-hash', '../../etc', '']) {
      const error = await failure(loadOrder(ctx(), hash));
      expect(isAppError(error) && error.status).toBe(404);
      expect((error as Error).message).toBe(ORDER_NOT_FOUND);
    }
    const deleted = await createTestOrder(database.db, store.id);
    await database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, deleted.id));
    expect(isAppError(await failure(loadOrder(ctx(), deleted.hash)))).toBe(true);
  });

  it('finds an order by its number and email (any case), and only in this store', async () => {
    expect(await findOrder(ctx(), { orderNumber: `#${order.id}`, email: ' shopper@EXAMPLE.com ' })).toEqual({
      hash: order.hash,
    });
    for (const input of [
      { orderNumber: String(order.id), email: 'someone.else@example.com' },
      { orderNumber: String(theirs.id), email: 'shopper@example.com' },
    ]) {
      const error = await failure(findOrder(ctx(), input, { ip: '198.51.100.1' }));
      expect(isAppError(error) && error.status).toBe(422);
      expect(isAppError(error) && error.errors).toEqual({ orderNumber: [ORDER_MESSAGES.orderNotFound] });
    }
  });

  it('stops an address after too many wrong lookups', async () => {
    const client = { ip: '198.51.100.99' };
    for (let n = 0; n < ORDER_LOOKUP_LIMIT.max; n += 1)
      await failure(findOrder(ctx(), { orderNumber: '999999', email: 'x@example.com' }, client));
    const error = await failure(
      findOrder(ctx(), { orderNumber: String(order.id), email: 'shopper@example.com' }, client),
    );
    expect(isTooManyAttempts(error)).toBe(true);
  });

  it('makes the invoice with the company details, lines, VAT rates and VAT lines', async () => {
    const invoice = await loadInvoice(ctx(), order.hash);
    expect(invoice).toMatchObject({
      number: `INV-${order.id}`,
      orderNumber: order.id,
      paid: true,
      currency: 'GBP',
      seller: {
        companyName: 'Invoice Store',
        address: '1 Print Street\nBristol BS1 1AA',
        vatNumber: 'GB123456789',
        companyNumber: '01234567',
        email: 'hello@invoice.test',
      },
      email: 'Shopper@Example.com',
    });
    expect(invoice.lines).toEqual([
      {
        name: 'Organic tee',
        description: 'Navy, L',
        sku: expect.any(String),
        quantity: 2,
        unitPrice: 2400,
        discount: 0,
        vatRate: 20,
        vat: 800,
        net: 4000,
        total: 4800,
      },
      {
        name: 'Organic tee',
        description: 'White, S',
        sku: expect.any(String),
        quantity: 1,
        unitPrice: 1200,
        discount: 0,
        vatRate: 20,
        vat: 200,
        net: 1000,
        total: 1200,
      },
    ]);
    expect(invoice.totals.goods).toBe(6000);
    expect(invoice.totals.vat).toEqual([
      { label: 'VAT on goods at 20%', amount: 1000 },
      { label: 'VAT on delivery', amount: 67 },
    ]);
    expect(invoice.totals.vatTotal).toBe(1067);
    expect(invoice.totals.total).toBe(6399);
    expect(invoice.totals.net).toBe(6399 - 1067);
  });

  it('calls an unpaid order’s invoice a pro forma', async () => {
    const unpaid = await createTestOrder(database.db, store.id, { history: [{ status: 'to_be_paid' }] });
    expect((await loadInvoice(ctx(), unpaid.hash)).paid).toBe(false);
  });

  it('draws the invoice as a PDF with the standard fonts', async () => {
    const pdf = await invoicePdf(await loadInvoice(ctx(), order.hash));
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Invoice INV-${order.id} - Invoice Store`);
    expect(document.getAuthor()).toBe('Invoice Store');
  });

  it('carries a long invoice over to more pages', async () => {
    const many = await createTestOrder(database.db, store.id, {
      items: Array.from({ length: 40 }, (_, n) => ({
        name: `Item ${n} with a rather long name that is cut`,
        quantity: n + 1,
      })),
    });
    const document = await PDFDocument.load(await invoicePdf(await loadInvoice(ctx(), many.hash)));
    expect(document.getPageCount()).toBeGreaterThan(1);
  });

  it('never shows another store’s invoice', async () => {
    const error = await failure(loadInvoice(ctx(), theirs.hash));
    expect(isAppError(error) && error.status).toBe(404);
  });
});

describe('PDF text', () => {
  it('keeps WinAnsi characters and replaces the rest', () => {
    expect(winAnsi('Café – “quoted” £5 €6')).toBe('Café – “quoted” £5 €6');
    expect(winAnsi('₹ 中 😀')).toBe('? ? ?');
    expect(winAnsi('two\nlines')).toBe('two lines');
  });

  it('writes amounts with a symbol the fonts lack as the currency code', () => {
    expect(pdfMoney(1234, 'GBP')).toBe('£12.34');
    expect(pdfMoney(1234, 'EUR')).toBe('€12.34');
    expect(pdfMoney(1500, 'JPY')).toMatch(/^(¥1,500|JPY 1,500)$/);
    expect(pdfMoney(1234, 'INR')).toBe('INR 12.34');
  });
});
