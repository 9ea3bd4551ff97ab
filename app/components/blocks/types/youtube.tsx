import { useState } from 'react';
import { ratioValue } from '../../../../core/blocks/style';
import { youtubeEmbedUrl, youtubeId } from '../../../../core/blocks/types/content';
import type { BlockComponentProps } from '../context';
import { EmptyBlock, num } from '../shared';

/**
 * YouTube video, privacy-enhanced (youtube-nocookie.com) and lazy: a poster button that becomes the player
 * on click, so nothing is fetched from YouTube before the shopper asks for the video.
 */
export function YoutubeBlock({ properties: p }: BlockComponentProps) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(p.video);
  if (id === null) return <EmptyBlock title="YouTube video" hint="Add a YouTube address." />;
  const ratio = ratioValue(p.ratio, 0.5625);
  const src = youtubeEmbedUrl(id, {
    autoplay: true,
    mute: p.mute === true,
    loop: p.loop === true,
    controls: p.controls !== false,
    start: num(p.start, 0),
  });
  return (
    <div className="block-youtube" style={{ aspectRatio: `1 / ${ratio}` }}>
      {playing && src ? (
        <iframe
          src={src}
          title="YouTube video"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="youtube-poster"
          onClick={() => setPlaying(true)}
          aria-label="Play video"
        >
          <svg className="youtube-play" width="68" height="48" viewBox="0 0 68 48" aria-hidden="true">
            <path
              d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              fill="#f00"
            />
            <path d="M45 24 27 14v20z" fill="#fff" />
          </svg>
        </button>
      )}
    </div>
  );
}
