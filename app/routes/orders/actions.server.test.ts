import { describe, expect, it } from 'vitest';
import type { ActionArgs } from '../../forms/form-action.server';
import { backToChangedOrder, savedChange } from './actions.server';

describe('the order-changing pages', () => {
  it('go back to the order saying whether the save changed it', () => {
    const args = { params: { orderHash: 'abc123' } } as unknown as ActionArgs;
    const changed = backToChangedOrder('/edit-order')({ changed: true }, args);
    expect(changed.status).toBe(302);
    expect(changed.headers.get('Location')).toBe('/edit-order/abc123?updated=1');
    const unchanged = backToChangedOrder('/update-address')({ changed: false }, args);
    expect(unchanged.headers.get('Location')).toBe('/update-address/abc123?updated=0');
  });

  it('read that back from the address, and nothing from an address without it', () => {
    expect(savedChange(new Request('http://s.test/edit-order/abc123?updated=1'))).toBe('changed');
    expect(savedChange(new Request('http://s.test/edit-order/abc123?updated=0'))).toBe('unchanged');
    expect(savedChange(new Request('http://s.test/edit-order/abc123'))).toBeNull();
    expect(savedChange(new Request('http://s.test/edit-order/abc123?updated=yes'))).toBeNull();
  });
});
