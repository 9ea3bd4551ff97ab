import { colour, link, list, longText, num, oneOf, properties, text, z } from '../schema';
import { PERIODS } from '../types/platform';

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

export const platformSchemas = {
  appIcon: properties({
    icon: text(100),
    title: text(100),
    href: link(),
    color: colour(),
    backgroundColor: colour(),
  }),
  badge: properties({ code: code(), title: text(), description: longText(), image: link() }),
  badgeProgress: properties({ group: code(), title: text() }),
  graph: properties({
    title: text(),
    metric: oneOf(['sales', 'orders', 'revenue', 'profit', 'visitors']),
    period: oneOf(PERIODS),
    style: oneOf(['line', 'bar']),
  }),
  summary: properties({
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
  interactions: properties({ title: text(), limit: num({ min: 1, max: 50, int: true }) }),
  proBenefits: properties({
    title: text(),
    benefits: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(200, 'Must contain no more than 200 characters')),
      20,
    ),
    buttonText: text(100),
    href: link(),
  }),
  affiliateAttribution: properties({ code: code(), title: text(), copy: longText() }),
  affiliateSettings: properties({ title: text() }),
  affiliateStats: properties({ title: text(), period: oneOf([...PERIODS, 'all']) }),
};
