/** Where the demo community lives and dances: real cities and real venues with coordinates. */
export interface Hometown {
  city: string;
  state: string | null;
  country: string;
}

export const HOMETOWNS: Hometown[] = [
  { city: 'New York', state: 'NY', country: 'US' },
  { city: 'Los Angeles', state: 'CA', country: 'US' },
  { city: 'Chicago', state: 'IL', country: 'US' },
  { city: 'Toronto', state: 'ON', country: 'CA' },
  { city: 'Montreal', state: 'QC', country: 'CA' },
  { city: 'London', state: null, country: 'GB-ENG' },
  { city: 'Glasgow', state: null, country: 'GB-SCT' },
  { city: 'Paris', state: null, country: 'FR' },
  { city: 'Berlin', state: null, country: 'DE' },
  { city: 'Amsterdam', state: null, country: 'NL' },
  { city: 'Tokyo', state: null, country: 'JP' },
  { city: 'Seoul', state: null, country: 'KR' },
  { city: 'São Paulo', state: null, country: 'BR' },
  { city: 'Sydney', state: 'NSW', country: 'AU' },
];

export interface Venue {
  address: string;
  lat: number;
  lng: number;
}

export const VENUES: Record<string, Venue> = {
  brooklyn: { address: 'Brooklyn Bridge Park, 334 Furman St, Brooklyn, NY 11201, USA', lat: 40.7003, lng: -73.9967 },
  bronx: { address: 'Bronx Museum of the Arts, 1040 Grand Concourse, Bronx, NY 10456, USA', lat: 40.8306, lng: -73.9197 },
  losAngeles: {
    address: 'The Shrine Auditorium, 665 W Jefferson Blvd, Los Angeles, CA 90007, USA',
    lat: 34.0234,
    lng: -118.2812,
  },
  chicago: { address: 'Millennium Park, 201 E Randolph St, Chicago, IL 60602, USA', lat: 41.8826, lng: -87.6226 },
  toronto: { address: 'Harbourfront Centre, 235 Queens Quay W, Toronto, ON M5J 2G8, Canada', lat: 43.6387, lng: -79.3821 },
  london: { address: 'Southbank Centre, Belvedere Rd, London SE1 8XX, United Kingdom', lat: 51.5058, lng: -0.1166 },
  paris: { address: 'Parc de la Villette, 211 Av. Jean Jaurès, 75019 Paris, France', lat: 48.8897, lng: 2.3936 },
  berlin: { address: 'Tempodrom, Möckernstraße 10, 10963 Berlin, Germany', lat: 52.5009, lng: 13.3815 },
  amsterdam: { address: 'Melkweg, Lijnbaansgracht 234A, 1017 PH Amsterdam, Netherlands', lat: 52.3648, lng: 4.8811 },
  tokyo: { address: 'Shibuya Stream Hall, 3-21-3 Shibuya, Shibuya City, Tokyo 150-0002, Japan', lat: 35.6573, lng: 139.703 },
  seoul: { address: 'Olympic Hall, 424 Olympic-ro, Songpa-gu, Seoul, South Korea', lat: 37.5206, lng: 127.1216 },
};
