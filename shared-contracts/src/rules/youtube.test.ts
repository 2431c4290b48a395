import { youtubeId } from './youtube.js';

describe('youtubeId', () => {
  it('extracts the id from each accepted form', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?t=12')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('http://www.youtube.com/v/dQw4w9WgXcQ?version=3')).toBe('dQw4w9WgXcQ');
  });

  it('answers null when nothing matches', () => {
    expect(youtubeId('https://www.youtube.com/channel/UC123')).toBeNull();
    expect(youtubeId('https://vimeo.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('just text')).toBeNull();
    expect(youtubeId('')).toBeNull();
  });
});
