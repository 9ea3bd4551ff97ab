import { DASHBOARD, defineBlockType, PLATFORM } from '../registry';

export const appIcon = defineBlockType({
  name: 'appIcon',
  title: 'App icon',
  size: 3,
  compatibility: DASHBOARD,
  defaults: { icon: '', title: '', href: '', color: '', backgroundColor: '' },
});

export const badge = defineBlockType({
  name: 'badge',
  title: 'Badge',
  size: 3,
  compatibility: DASHBOARD,
  defaults: { code: '', title: '', description: '', image: '' },
});

export const badgeProgress = defineBlockType({
  name: 'badgeProgress',
  title: 'Badge progress',
  compatibility: DASHBOARD,
  defaults: { group: '', title: '' },
});

export const PERIODS = ['week', 'month', 'year'] as const;

export const graph = defineBlockType({
  name: 'graph',
  title: 'Graph',
  compatibility: DASHBOARD,
  defaults: { title: '', metric: 'sales', period: 'month', style: 'line' },
});

export const summary = defineBlockType({
  name: 'summary',
  title: 'Summary',
  compatibility: PLATFORM,
  defaults: { title: '', copy: '', points: [] as { title: string; copy: string; icon: string }[] },
});

export const interactions = defineBlockType({
  name: 'interactions',
  title: 'Interactions',
  compatibility: DASHBOARD,
  defaults: { title: '', limit: 10 },
});

export const proBenefits = defineBlockType({
  name: 'proBenefits',
  title: 'Pro benefits',
  compatibility: PLATFORM,
  defaults: { title: '', benefits: [] as string[], buttonText: '', href: '' },
});

export const affiliateAttribution = defineBlockType({
  name: 'affiliateAttribution',
  title: 'Affiliate attribution',
  compatibility: PLATFORM,
  defaults: { code: '', title: '', copy: '' },
});

export const affiliateSettings = defineBlockType({
  name: 'affiliateSettings',
  title: 'Affiliate settings',
  compatibility: DASHBOARD,
  defaults: { title: '' },
});

export const affiliateStats = defineBlockType({
  name: 'affiliateStats',
  title: 'Affiliate stats',
  compatibility: DASHBOARD,
  defaults: { title: '', period: 'month' },
});
