import { describe, expect, it } from 'vitest';
import { permissionLabel } from './permission-labels';

describe('permission labels', () => {
  it('says what a permission lets someone do, never its internal name', () => {
    expect(permissionLabel('users.mute')).toBe('mute and unmute operator users');
    expect(permissionLabel('users.mute')).not.toContain('.');
  });

  it('reads an unnamed permission as words', () => {
    expect(permissionLabel('shipping.labels')).toBe('shipping labels');
  });
});
