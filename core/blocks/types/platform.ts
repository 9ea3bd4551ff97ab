import { DASHBOARD, defineBlockType, PLATFORM } from '../registry';
import { colour, link, list, longText, num, oneOf, properties, text, z } from '../schema';

export const appIcon = defineBlockType({
  name: 'appIcon',
  title: 'App icon',
  size: 3,
  compatibility: DASHBOARD,
  defaults: { icon: '', title: '', href: '', color: '', backgroundColor: '' },
  schema: properties({
    icon: text(100),
    title: text(100),
    href: link(),
    color: colour(),
    backgroundColor: colour(),
  }),
});

const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const CODE_MESSAGE = 'May only contain letters, numbers, dashes and underscores';
const code = () =>
  z.optional(
    z.nullable(
      z
        .string({ error: CODE_MESSAGE })
        .check(z.refine((value: string) => value === '' || CODE.test(value), { error: CODE_MESSAGE })),
    ),
  );

export const badge = defineBlockType({
  name: 'badge',
  title: 'Badge',
  size: 3,
  compatibility: DASHBOARD,
  defaults: { code: '', title: '', description: '', image: '' },
  schema: properties({ code: code(), title: text(), description: longText(), image: link() }),
});

export const badgeProgress = defineBlockType({
  name: 'badgeProgress',
  title: 'Badge progress',
  compatibility: DASHBOARD,
  defaults: { group: '', title: '' },
  schema: properties({ group: code(), title: text() }),
});

export const PERIODS = ['week', 'month', 'year'] as const;

export const graph = defineBlockType({
  name: 'graph',
  title: 'Graph',
  compatibility: DASHBOARD,
  defaults: { title: '', metric: 'sales', period: 'month', style: 'line' },
  schema: properties({
    title: text(),
    metric: oneOf(['sales', 'orders', 'revenue', 'profit', 'visitors']),
    period: oneOf(PERIODS),
    style: oneOf(['line', 'bar']),
  }),
});

export const summary = defineBlockType({
  name: 'summary',
  title: 'Summary',
  compatibility: PLATFORM,
  defaults: { title: '', copy: '', points: [] as { title: string; copy: string; icon: string }[] },
  schema: properties({
    title: text(),
    copy: longText(),
    points: list(
      z.object(
        { title: text(), copy: longText(), icon: text(100) },
        { error: 'Each point must be an object' },
      ),
      12,
    ),
  }),
});

export const interactions = defineBlockType({
  name: 'interactions',
  title: 'Interactions',
  compatibility: DASHBOARD,
  defaults: { title: '', limit: 10 },
  schema: properties({ title: text(), limit: num({ min: 1, max: 50, int: true }) }),
});

export const proBenefits = defineBlockType({
  name: 'proBenefits',
  title: 'Pro benefits',
  compatibility: PLATFORM,
  defaults: { title: '', benefits: [] as string[], buttonText: '', href: '' },
  schema: properties({
    title: text(),
    benefits: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(200, 'Must contain no more than 200 characters')),
      20,
    ),
    buttonText: text(100),
    href: link(),
  }),
});

export const affiliateAttribution = defineBlockType({
  name: 'affiliateAttribution',
  title: 'Affiliate attribution',
  compatibility: PLATFORM,
  defaults: { code: '', title: '', copy: '' },
  schema: properties({ code: code(), title: text(), copy: longText() }),
});

export const affiliateSettings = defineBlockType({
  name: 'affiliateSettings',
  title: 'Affiliate settings',
  compatibility: DASHBOARD,
  defaults: { title: '' },
  schema: properties({ title: text() }),
});

export const affiliateStats = defineBlockType({
  name: 'affiliateStats',
  title: 'Affiliate stats',
  compatibility: DASHBOARD,
  defaults: { title: '', period: 'month' },
  schema: properties({ title: text(), period: oneOf([...PERIODS, 'all']) }),
});
