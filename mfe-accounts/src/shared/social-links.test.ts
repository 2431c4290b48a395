import { handleOf, socialLinks } from './social-links';

test('keeps the handle of a pasted address', () => {
  expect(handleOf('instagram', 'https://instagram.com/bgirl.ana')).toBe('bgirl.ana');
  expect(handleOf('instagram', 'www.instagram.com/bgirl.ana')).toBe('bgirl.ana');
  expect(handleOf('facebook', '  crew  ')).toBe('crew');
  expect(handleOf('website', 'http://cypher.dance/about')).toBe('cypher.dance/about');
});

test('links only the socials given, over https', () => {
  const links = socialLinks({
    email: 'a@b.c',
    facebook: null,
    instagram: 'ana',
    twitter: '',
    youtube: 'UC1',
    website: 'ana.dance',
  });
  expect(links).toEqual([
    { key: 'instagram', label: 'Instagram', href: 'https://instagram.com/ana' },
    { key: 'youtube', label: 'YouTube channel', href: 'https://youtube.com/channel/UC1' },
    { key: 'website', label: 'Website', href: 'https://ana.dance' },
  ]);
});
