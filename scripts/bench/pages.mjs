// Part 1 of `npm run bench`: every page of the budget's list, on the demo app exactly
// as `npm start` serves it and on the bare federated host built and served here the same way:
// initial JS, react-dom copies and Chromium's own LCP / CLS / TBT (page-weight.mjs), then Lighthouse's
// desktop and throttled phone profiles (lighthouse.mjs). The last table is issue 7's.
import path from 'node:path';
import { startChild, stopChild } from './child.mjs';
import { serveBareHost } from './bare-host.mjs';
import { lighthousePages } from './lighthouse.mjs';
import { median } from './median.mjs';
import { summarizeRuns } from './run-summary.mjs';
import { measurePages } from './page-weight.mjs';
import { shareAbove } from './share-above.mjs';
import { BARE_HOST_KB, BUDGET_ROUTES, GOAL_KB, fillRoute, seededRouteIds } from './page-budget.mjs';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
/** The phone profile's runs per page: its TBT moves 0-150 ms between runs of the same page. */
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);

/** The budget's routes with their `{…}` replaced by ids of the demo seed. */
async function seededRoutes(origin) {
  const ids = await seededRouteIds(async (path) => {
    const response = await fetch(`${origin}/api${path}`);
    return response.ok ? response.json() : null;
  });
  return BUDGET_ROUTES.map((route) => fillRoute(route, ids));
}

const cell = (value, width) => String(value).padStart(width);
/** The route column: as wide as the longest route (`/battle/3/prelims/groups`) and a space. */
const routeWidth = (rows) => Math.max(22, ...rows.map((row) => row.route.length + 1));
const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : '–');

function printTimeline(bare, pages) {
  console.log(`\nInitial JS and paint per route (first visit, until the network is idle; timings: median of 3)`);
  console.log(
    `bare federated host measured now: ${bare.gzipKb.toFixed(1)} KB gzip (the budget's BARE_HOST_KB: ${BARE_HOST_KB}, goal: at most ${GOAL_KB} KB)`,
  );
  const width = routeWidth(pages);
  console.log(
    `${'route'.padEnd(width)}scripts  gzip KB  × bare  react-dom | desktop LCP ms   CLS  TBT ms | mobile FCP ms  LCP ms   CLS  TBT ms`,
  );
  for (const p of [bare, ...pages]) {
    console.log(
      `${p.route.padEnd(width)}${cell(p.scripts, 7)}${cell(p.gzipKb.toFixed(1), 9)}${cell(ratio(p.gzipKb, bare.gzipKb), 8)}${cell(p.reactDomCopies, 11)} |` +
        `${cell(p.desktop.lcpMs.toFixed(0), 15)}${cell(p.desktop.cls.toFixed(3), 6)}${cell(p.desktop.tbtMs.toFixed(0), 8)} |` +
        `${cell(p.mobile.fcpMs.toFixed(0), 14)}${cell(p.mobile.lcpMs.toFixed(0), 8)}${cell(p.mobile.cls.toFixed(3), 6)}${cell(p.mobile.tbtMs.toFixed(0), 8)}`,
    );
  }
}

const spread = (samples, key) => {
  const values = samples.map((s) => Math.round(s[key]));
  return `${Math.min(...values)}–${Math.max(...values)}`;
};

function printLighthouse(bare, scored) {
  console.log(
    `\nLighthouse 13 per route (simulated throttling; each figure the median of its runs: desktop ${LIGHTHOUSE_RUNS}, ` +
      `phone ${PHONE_RUNS}, the bare host's twice as many, half before and half after the pages; reports in data/bench-lighthouse/;\n` +
      `TBT > bare: the share of (run, bare host run) pairs in which the page's phone TBT is higher, ties half: 0.5 = alike, 1 = every run above)`,
  );
  // Lighthouse simulates a phone by multiplying each observed task by 4 on any machine: the slower
  // the machine, the more tasks pass 50 ms, so TBT figures compare within a run and by this index.
  const pagesIndex = median(scored.map((r) => r.mobile.benchmarkIndex));
  console.log(
    `CPU benchmark index (Lighthouse's, median of the phone runs): bare host ${Math.round(bare.mobile.benchmarkIndex)}, ` +
      `pages ${Math.round(pagesIndex)} (the median of the pages' medians)`,
  );
  const width = routeWidth(scored);
  console.log(
    `${'route'.padEnd(width)}| desktop score  LCP ms   CLS  TBT ms | mobile score  LCP ms  TBT ms  TBT runs  LCP × bare  TBT × bare  TBT > bare | a11y  best practices`,
  );
  const bareTbt = bare.mobile.samples.map((s) => s.tbtMs);
  for (const r of [bare, ...scored]) {
    const { desktop: d, mobile: m } = r;
    const above = shareAbove(
      m.samples.map((s) => s.tbtMs),
      bareTbt,
    );
    console.log(
      `${r.route.padEnd(width)}|${cell(d.score, 14)}${cell(d.lcpMs.toFixed(0), 8)}${cell(d.cls.toFixed(3), 6)}${cell(d.tbtMs.toFixed(0), 8)} |` +
        `${cell(m.score, 13)}${cell(m.lcpMs.toFixed(0), 8)}${cell(m.tbtMs.toFixed(0), 8)}${cell(spread(m.samples, 'tbtMs'), 10)}` +
        `${cell(ratio(m.lcpMs, bare.mobile.lcpMs), 12)}${cell(ratio(m.tbtMs, bare.mobile.tbtMs), 12)}${cell(above.toFixed(2), 12)} |` +
        `${cell(d.accessibility, 6)}${cell(d.bestPractices, 16)}`,
    );
  }
  console.log('\nWhat costs the desktop score points (audits below 0.9):');
  for (const r of scored) if (r.desktop.losing.length) console.log(`  ${r.route}: ${r.desktop.losing.join(', ')}`);
}

/** Issue 7's table, filled in from this run: weight from the timeline run, the rest Lighthouse's. */
function printIssueTable(bare, bareScored, pages, scored) {
  console.log('\n| route | JS gzip | × bare | Lighthouse desktop | mobile LCP × bare | mobile TBT × bare |');
  console.log('|---|---|---|---|---|---|');
  pages.forEach((p, i) => {
    const { desktop: d, mobile: m } = scored[i];
    const cls = d.cls > 0.02 ? ` (CLS ${d.cls.toFixed(2)})` : '';
    console.log(
      `| \`${p.route}\` | ${p.gzipKb.toFixed(0)} KB | ${ratio(p.gzipKb, bare.gzipKb)} | ${d.score}${cls} | ` +
        `${ratio(m.lcpMs, bareScored.mobile.lcpMs)} | ${ratio(m.tbtMs, bareScored.mobile.tbtMs)} |`,
    );
  });
}

export async function benchPages({ root, port }) {
  const reportDir = path.join(root, 'data', 'bench-lighthouse');
  const bareOrigin = `http://127.0.0.1:${port + 4}`;
  // The bare host is scored before and after the pages and its runs pooled, so a machine that
  // grows busier or quieter during the run moves both sides of `× bare` alike.
  const scoreBare = (label) =>
    lighthousePages(bareOrigin, ['/'], { runs: LIGHTHOUSE_RUNS, phoneRuns: PHONE_RUNS, label, reportDir });
  const bareServer = await serveBareHost(port + 4);
  let bare;
  let bareScored;
  let pages;
  let scored;
  try {
    const [bareBefore] = await scoreBare('bare-before');
    const app = await startChild(
      path.join(root, 'scripts', 'e2e', 'serve-fresh.mjs'),
      { E2E_APP_PORT: String(port) },
      /e2e app on/,
    );
    const origin = `http://127.0.0.1:${port}`;
    try {
      const routes = await seededRoutes(origin);
      pages = await measurePages(origin, routes);
      scored = await lighthousePages(origin, routes, { runs: LIGHTHOUSE_RUNS, phoneRuns: PHONE_RUNS, reportDir });
    } finally {
      await stopChild(app);
    }
    [bare] = await measurePages(bareOrigin, ['/'], { ready: 'h1' });
    const [bareAfter] = await scoreBare('bare');
    bareScored = {
      desktop: summarizeRuns([...bareBefore.desktop.samples, ...bareAfter.desktop.samples]),
      mobile: summarizeRuns([...bareBefore.mobile.samples, ...bareAfter.mobile.samples]),
    };
  } finally {
    bareServer.close();
  }
  bare.route = 'bare federated host';
  bareScored.route = bare.route;

  printTimeline(bare, pages);
  printLighthouse(bareScored, scored);
  printIssueTable(bare, bareScored, pages, scored);
}
