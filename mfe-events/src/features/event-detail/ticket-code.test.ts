import { dancerOfTicketCode, ticketCode } from './ticket-code';

describe('ticket QR code', () => {
  it("holds the check-in page on the site's own origin and reads back the dancer", () => {
    const code = ticketCode({}, 12, 345);
    expect(code).toBe(`${window.location.origin}/event/12/checkin?dancer=345`);
    expect(dancerOfTicketCode(code, 12)).toBe(345);
  });

  it("uses the Cypher site's address when the page is a partner's widget", () => {
    expect(ticketCode({ siteUrl: (path) => `https://cypher.example${path}` }, 12, 345)).toBe(
      'https://cypher.example/event/12/checkin?dancer=345',
    );
  });

  it('refuses a code of another event, a bad dancer id or text that is no address', () => {
    expect(dancerOfTicketCode(ticketCode({}, 13, 345), 12)).toBeNull();
    expect(dancerOfTicketCode(`${window.location.origin}/event/12/checkin?dancer=0`, 12)).toBeNull();
    expect(dancerOfTicketCode('hello', 12)).toBeNull();
  });
});
