import { eq } from 'drizzle-orm';
import type { OnboardingUpdate } from '../../core/pages';
import type { Database } from '../db';
import { divisions, manufacturers } from '../stores';

/** The badge group of the sign-up steps (§6: card, designer, profile, theme, homepage, entrepreneur...). */
export const ONBOARDING_GROUP = 'sign-up';
/** The group marking the one step to do next. */
export const NEXT_STEP_GROUP = 'next-step';

export type Badge = { code: string; unlocked: boolean; groups: string[] };

export interface OnboardingState {
  completed: string[];
  nextStep: string | null;
}

/** The badges after a step is completed and the next one named: pure, for the update below. */
export function applyOnboardingUpdate(badges: readonly Badge[], update: OnboardingUpdate): Badge[] {
  const withGroup = (groups: readonly string[], group: string) =>
    groups.includes(group) ? [...groups] : [...groups, group];
  const next = badges.map((badge) => ({
    ...badge,
    groups: badge.groups.filter((group) => group !== NEXT_STEP_GROUP),
  }));
  const completed = next.find((badge) => badge.code === update.completedStep);
  if (completed) {
    completed.unlocked = true;
    completed.groups = withGroup(completed.groups, ONBOARDING_GROUP);
  } else {
    next.push({ code: update.completedStep, unlocked: true, groups: [ONBOARDING_GROUP] });
  }
  const upcoming = next.find((badge) => badge.code === update.nextStep);
  if (!upcoming) {
    next.push({ code: update.nextStep, unlocked: false, groups: [ONBOARDING_GROUP, NEXT_STEP_GROUP] });
  } else if (!upcoming.unlocked) {
    upcoming.groups = withGroup(withGroup(upcoming.groups, ONBOARDING_GROUP), NEXT_STEP_GROUP);
  }
  return next;
}

/** The onboarding steps done and the one to do next, read from badges. */
export function onboardingState(badges: readonly Badge[]): OnboardingState {
  return {
    completed: badges
      .filter((badge) => badge.unlocked && badge.groups.includes(ONBOARDING_GROUP))
      .map((badge) => badge.code),
    nextStep: badges.find((badge) => !badge.unlocked && badge.groups.includes(NEXT_STEP_GROUP))?.code ?? null,
  };
}

async function projectOf(db: Database, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ manufacturerId: divisions.manufacturerId })
    .from(divisions)
    .where(eq(divisions.id, storeId))
    .limit(1);
  return row?.manufacturerId ?? null;
}

/**
 * Records an onboarding update on the badges of the store's project (manufacturer), row-locked so
 * concurrent saves do not lose each other's badges. Pass the save's transaction. A store without a
 * project has nothing to record: null.
 */
export async function recordOnboarding(
  db: Database,
  storeId: number,
  update: OnboardingUpdate,
): Promise<OnboardingState | null> {
  const manufacturerId = await projectOf(db, storeId);
  if (manufacturerId === null) return null;
  const [project] = await db
    .select({ badges: manufacturers.badges })
    .from(manufacturers)
    .where(eq(manufacturers.id, manufacturerId))
    .for('update')
    .limit(1);
  if (!project) return null;
  const badges = applyOnboardingUpdate(project.badges, update);
  await db.update(manufacturers).set({ badges }).where(eq(manufacturers.id, manufacturerId));
  return onboardingState(badges);
}

/** The badges of the store's project (manufacturer); none without a project. */
export async function readProjectBadges(db: Database, storeId: number): Promise<Badge[]> {
  const manufacturerId = await projectOf(db, storeId);
  if (manufacturerId === null) return [];
  const [project] = await db
    .select({ badges: manufacturers.badges })
    .from(manufacturers)
    .where(eq(manufacturers.id, manufacturerId))
    .limit(1);
  return project?.badges ?? [];
}

/** The onboarding state of the store's project; null without a project. */
export async function readOnboarding(db: Database, storeId: number): Promise<OnboardingState | null> {
  const manufacturerId = await projectOf(db, storeId);
  if (manufacturerId === null) return null;
  const [project] = await db
    .select({ badges: manufacturers.badges })
    .from(manufacturers)
    .where(eq(manufacturers.id, manufacturerId))
    .limit(1);
  return project ? onboardingState(project.badges) : null;
}
