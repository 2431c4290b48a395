import { feedAddresses } from './feed-address';

describe('feed addresses', () => {
  it('makes the API path absolute on the page’s origin, and its webcal twin', () => {
    expect(feedAddresses('/api/calendar.ics?o=3%2C7', 'https://cypher.example/events/calendar')).toEqual({
      https: 'https://cypher.example/api/calendar.ics?o=3%2C7',
      webcal: 'webcal://cypher.example/api/calendar.ics?o=3%2C7',
    });
  });

  it('keeps an absolute API address (another origin) and plain http', () => {
    expect(feedAddresses('http://localhost:8080/api/calendar/abc.ics', 'http://127.0.0.1:8083/')).toEqual({
      https: 'http://localhost:8080/api/calendar/abc.ics',
      webcal: 'webcal://localhost:8080/api/calendar/abc.ics',
    });
  });
});
