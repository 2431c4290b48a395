/** The forms of YouTube link the media panel accepts: watch?v=, embed/, youtu.be/ and /v/. */
const PATTERNS = [
  /[?&]v=([A-Za-z0-9_-]{6,20})/,
  /\/embed\/([A-Za-z0-9_-]{6,20})/,
  /youtu\.be\/([A-Za-z0-9_-]{6,20})/,
  /\/v\/([A-Za-z0-9_-]{6,20})/,
];

/** The video id of a YouTube link, or null when it matches none of the accepted forms. */
export function youtubeId(link: string): string | null {
  const text = link.trim();
  if (!/youtube\.com|youtu\.be|youtube-nocookie\.com/i.test(text)) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  return null;
}
