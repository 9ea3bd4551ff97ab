import { darkStore } from './dark-store';
import { demoStore } from './demo-store';
import { proStore } from './pro-store';
import type { SeedStore } from './types';

/** The three showcase stores: main, pro and dark variants. */
export const seedStores: SeedStore[] = [demoStore, proStore, darkStore];

export type { SeedCollection, SeedColour, SeedMenuItem, SeedProduct, SeedStore } from './types';
