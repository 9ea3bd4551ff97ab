import { Icon, type IconName } from '../chrome/icons';

const ICONS: readonly IconName[] = [
  'search',
  'heart',
  'bag',
  'menu',
  'close',
  'chevronRight',
  'chevronLeft',
  'leaf',
  'returns',
  'recycle',
];

/** A block's named icon when the storefront has it (decorative); nothing otherwise. */
export function BlockIcon({ name, size = 20 }: { name: unknown; size?: number }) {
  return typeof name === 'string' && (ICONS as readonly string[]).includes(name) ? (
    <Icon name={name as IconName} size={size} />
  ) : null;
}
