import { describe, expect, it } from 'vitest';
import { duplicated, errorsUnder, hasErrorsAt, moved, valueAt, withValueAt } from './values';

describe('panel values', () => {
  it('reads and writes dotted paths without changing the original', () => {
    const properties = { title: 'Hi', media: { image: '/media/a.png' } };
    expect(valueAt(properties, 'media.image')).toBe('/media/a.png');
    expect(valueAt(properties, 'media.video')).toBeUndefined();
    expect(valueAt(properties, 'title.length')).toBeUndefined();
    const next = withValueAt(properties, 'media.video', '/media/v.mp4');
    expect(next).toEqual({ title: 'Hi', media: { image: '/media/a.png', video: '/media/v.mp4' } });
    expect(properties.media).toEqual({ image: '/media/a.png' });
    expect(withValueAt({}, 'columns.xs', 2)).toEqual({ columns: { xs: 2 } });
  });

  it('moves and duplicates list items', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const list = [{ text: 'a' }, { text: 'b' }];
    const copy = duplicated(list, 0);
    expect(copy).toEqual([{ text: 'a' }, { text: 'a' }, { text: 'b' }]);
    expect(copy[1]).not.toBe(list[0]);
  });

  it('finds the errors under a path', () => {
    const errors = { 'actions.0.href': ['Bad link'], 'actions.1.text': ['Too long'], title: ['x'] };
    expect(errorsUnder(errors, 'actions.0')).toEqual({ href: ['Bad link'] });
    expect(hasErrorsAt(errors, 'actions')).toBe(true);
    expect(hasErrorsAt(errors, 'media')).toBe(false);
  });
});
