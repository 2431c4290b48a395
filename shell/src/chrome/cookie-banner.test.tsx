import { fireEvent, render, screen } from '@testing-library/react';
import { CookieBanner } from './cookie-banner';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('CookieBanner', () => {
  beforeEach(clearCookies);

  it('opens when no acceptance cookie exists', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('Allow records consent in a cookie named cookie and closes', () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(document.cookie).toContain('cookie=accepted');
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it('Decline closes without recording consent', () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('cookie=accepted');
  });

  it.each(['Allow', 'Decline'])('%s hands the focus to the page content, not to <body>', (answer) => {
    const main = document.createElement('main');
    main.id = 'sh-content';
    main.tabIndex = -1;
    document.body.append(main);
    render(<CookieBanner />);
    const button = screen.getByRole('button', { name: answer });
    button.focus();
    fireEvent.click(button);
    expect(main).toHaveFocus();
    main.remove();
  });

  it('stays hidden when consent was already given', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'cookie=accepted; path=/';
    render(<CookieBanner />);
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it("follows what the server saw in the page's request, without reading the cookie", () => {
    const read = jest.spyOn(Document.prototype, 'cookie', 'get');
    const { unmount } = render(<CookieBanner consented />);
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
    unmount();
    render(<CookieBanner consented={false} />);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});
