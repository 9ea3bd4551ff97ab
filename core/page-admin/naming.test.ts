import { describe, expect, it } from 'vitest';
import { copyPath, pagePathFrom, previousHomePath } from './naming';

describe('page addresses in the dashboard', () => {
  it('normalises with the page naming rules and makes segments URL-friendly', () => {
    expect(pagePathFrom('About/Team')).toBe('/about/team/');
    expect(pagePathFrom('  /Our Story!/ ')).toBe('/our-story/');
    expect(pagePathFrom('a//b/./../c?x=1#top')).toBe('/a/b/c/');
    expect(pagePathFrom('Café crème')).toBe('/cafe-creme/');
  });
  it('takes the title when the address is empty', () => {
    expect(pagePathFrom('', 'Size Guide')).toBe('/size-guide/');
    expect(pagePathFrom('   ', '!!!')).toBe('/');
  });
  it('suggests a free copy address', () => {
    expect(copyPath('/about/', new Set(['/about/']))).toBe('/about-copy/');
    expect(copyPath('/about/', new Set(['/about-copy/']))).toBe('/about-copy-2/');
    expect(copyPath('/', new Set())).toBe('/home-copy/');
  });
  it('finds a free address for a previous homepage', () => {
    expect(previousHomePath(new Set())).toBe('/previous-home/');
    expect(previousHomePath(new Set(['/previous-home/', '/previous-home-2/']))).toBe('/previous-home-3/');
  });
});
