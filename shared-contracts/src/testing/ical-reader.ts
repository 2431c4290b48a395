/**
 * Reads iCalendar text the way a calendar app does, for tests of the .ics answers: unfolds lines,
 * nests components, and turns a `DTSTART;TZID=…` time into its instant with the VTIMEZONE
 * observance in force at that local time.
 */
export interface IcalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcalComponent {
  name: string;
  props: IcalProperty[];
  children: IcalComponent[];
}

/** 20261122T130000 read as if it were UTC (milliseconds). */
const localMs = (stamp: string) =>
  Date.UTC(
    +stamp.slice(0, 4),
    +stamp.slice(4, 6) - 1,
    +stamp.slice(6, 8),
    +stamp.slice(9, 11),
    +stamp.slice(11, 13),
    +stamp.slice(13, 15),
  );
const offsetMinutes = (offset: string) => (offset[0] === '-' ? -1 : 1) * (+offset.slice(1, 3) * 60 + +offset.slice(3, 5));

export function readIcal(text: string) {
  const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const root: IcalComponent = { name: 'ROOT', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const child: IcalComponent = { name: value, props: [], children: [] };
      stack[stack.length - 1].children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} closes another component`);
    } else {
      const pairs = params.map((param) => param.split('=') as [string, string]);
      stack[stack.length - 1].props.push({ name, params: Object.fromEntries(pairs), value });
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('Not one closed VCALENDAR');
  const calendar = root.children[0];
  const prop = (component: IcalComponent, name: string) => component.props.find((p) => p.name === name)!;

  /** The instant a TZID time stands for. */
  function instantOf(property: IcalProperty): string {
    const zone = calendar.children.find((c) => c.name === 'VTIMEZONE' && prop(c, 'TZID').value === property.params.TZID);
    if (!zone) throw new Error(`No VTIMEZONE for ${property.params.TZID}`);
    const local = localMs(property.value);
    const inForce = zone.children
      .map((o) => ({ start: localMs(prop(o, 'DTSTART').value), to: offsetMinutes(prop(o, 'TZOFFSETTO').value) }))
      .filter((o) => o.start <= local)
      .sort((a, b) => a.start - b.start);
    return new Date(local - inForce[inForce.length - 1].to * 60_000).toISOString();
  }

  return {
    calendar,
    events: calendar.children.filter((c) => c.name === 'VEVENT'),
    zones: calendar.children.filter((c) => c.name === 'VTIMEZONE').map((c) => prop(c, 'TZID').value),
    prop,
    instantOf,
  };
}
