import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectNotFound } from '../../forms/testing';
import StoreOverview, { loader, OVERVIEW_SALES_DAYS } from './overview';
import { STORE_LAYOUT_ID } from './store-layout';

const VISITOR = {
  loggedIn: true,
  verified: true,
  eulaSigned: true,
  hasActiveStore: true,
  pro: false,
  turbo: false,
  internal: false,
  dashboardPermissions: ['products'],
  unlockedBadges: [],
  store: {
    comingSoon: false,
    passwordProtected: false,
    underReview: false,
    allowed: true,
    paymentProcessor: 'teemill',
    shopify: false,
  },
};

const OVERVIEW = {
  steps: [
    {
      code: 'product',
      title: 'Add your first product',
      done: false,
      link: { kind: 'dashboard', path: '/dashboard/stores/7/products/' },
      action: 'Add a product',
    },
  ],
  doneCount: 0,
  approval: { status: 'approved', label: 'Approved', reason: null },
  plan: 'free',
};

const SALES = {
  currency: 'GBP',
  days: 30,
  graph: [],
  summary: { orders: 3, revenue: 7500, net: 7500, averageOrder: 2500 },
  interactions: {},
  profitPerMonth: [],
  otherCurrencyOrders: 0,
};

type Outcome = { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** The load context the overview's loader reads: the platform host, a signed-in user, and the services. */
function contextWith(overview: (storeId: number, days: number) => Promise<Outcome>, sales = vi.fn()) {
  return {
    tenant: 'platform',
    store: {},
    services: {
      accounts: { visitorState: async () => VISITOR, user: async () => ({ id: 1 }) },
      dashboard: { stores: { overview }, orders: { sales } },
    },
  } as never;
}

const load = (context: never) =>
  loader({
    context,
    params: { store: '7' },
    request: new Request('http://localhost/dashboard/stores/7/'),
  } as never);

function renderOverview(loaderData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: STORE_LAYOUT_ID,
      path: '/dashboard/stores/:store',
      Component: Outlet,
      children: [{ id: 'overview', index: true, Component: StoreOverview as never }],
    },
  ]);
  const frame = {
    store: {
      id: 7,
      companyName: 'Team Store',
      url: 'http://team.localhost',
      manager: { role: 'staff', permissions: ['products'] },
    },
  };
  return renderToStaticMarkup(
    <Stub
      initialEntries={['/dashboard/stores/7/']}
      hydrationData={{ loaderData: { [STORE_LAYOUT_ID]: frame, overview: loaderData } }}
    />,
  );
}

describe('the store overview route', () => {
  it('asks the domain for the overview with the sales of the last 30 days, and no separate figures', async () => {
    const overview = vi.fn(async () => ({ ok: true as const, value: { ...OVERVIEW, sales: SALES } }));
    const sales = vi.fn();
    const data = await load(contextWith(overview, sales));
    expect(overview).toHaveBeenCalledWith(7, OVERVIEW_SALES_DAYS);
    expect(sales).not.toHaveBeenCalled();
    expect(renderOverview(data)).toContain('Sales in the last 30 days');
  });

  it("shows a member without the 'orders' permission the overview without any sales figure", async () => {
    const overview = vi.fn(async () => ({ ok: true as const, value: { ...OVERVIEW, sales: null } }));
    const sales = vi.fn();
    const data = await load(contextWith(overview, sales));
    expect(data).toMatchObject({ sales: null });
    expect(sales).not.toHaveBeenCalled();
    const html = renderOverview(data);
    expect(html).toContain('Add your first product');
    expect(html).not.toContain('Sales in the last');
    expect(html).not.toContain('overview-sales-summary');
    expect(html).not.toContain('£75.00');
  });

  it("answers another owner's store with 404", async () => {
    const overview = vi.fn(async () => ({
      ok: false as const,
      status: 404,
      message: 'There is no store at this address.',
    }));
    await expectNotFound(load(contextWith(overview)));
  });
});
