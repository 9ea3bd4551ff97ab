import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SegmentsEditor } from './segments-editor';

describe('the segments editor', () => {
  it('shows each segment with its links or image, and the schema error at its field', () => {
    const html = renderToString(
      <SegmentsEditor
        segments={[
          { title: 'Ideas', mode: 'list', items: [{ text: 'Chat', link: '@open-chat' }] },
          { title: '', mode: 'image', image: { src: '' } },
        ]}
        path="2"
        errors={{
          '2.segments.1.title': ['This field is required'],
          '2.segments.1.image.src': ['This field is required'],
        }}
        itemName="Blog"
        onChange={() => {}}
      />,
    );
    // React marks where text pieces meet; a reader sees them as one.
    expect(html.replaceAll('<!-- -->', '')).toContain('Segments of Blog');
    expect(html).toContain('value="@open-chat"');
    expect(html).toContain('Image address');
    expect(html.match(/This field is required/g)).toHaveLength(2);
    expect(html).toContain('aria-invalid="true"');
    // Each segment has its drag handle, named with its place (pointer or keyboard).
    expect(html).toContain('aria-label="Move segment Ideas, position 1 of 2"');
    expect(html).toContain('aria-label="Move segment Segment 2, position 2 of 2"');
  });
});
