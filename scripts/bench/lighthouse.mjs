// Lighthouse 13 per route, on its desktop preset and its default (throttled phone) profile, in the
// same Chromium every browser run here uses. Scores and timings are Lighthouse's own (simulated
// throttling), so they compare with a bare federated host measured in the same run, not with other
// machines. Each report is kept as JSON under data/bench-lighthouse/ to read the audits that cost
// points; the audits below 0.9 that count for performance are returned as `losing`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { summarizeRuns } from './run-summary.mjs';

const PROFILES = { desktop: desktopConfig, mobile: undefined };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The performance audits that cost points (weight > 0 or an insight), worst first. */
function losingAudits(lhr) {
  const weighted = new Set(lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => weighted.has(audit.id) || /insight$|^render-blocking|^uses-|^unsized|^font-display/.test(audit.id))
    .filter((audit) => !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
    .sort((a, b) => a.score - b.score)
    .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
}

function summary(lhr) {
  const ms = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    cls: ms('cumulative-layout-shift'),
    tbtMs: ms('total-blocking-time'),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    losing: losingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * `{ route, desktop, mobile }` per route, each profile summarized over its runs (`summarizeRuns`):
 * `runs` on the desktop preset, `phoneRuns` on the throttled phone, whose TBT varies most. A route's
 * runs follow each other; `label` names the report files (`<label><route>.<profile>.json`, the
 * last run's).
 */
export async function lighthousePages(origin, routes, { runs = 1, phoneRuns = runs, label = 'cypher', reportDir }) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  fs.mkdirSync(reportDir, { recursive: true });
  const results = [];
  try {
    for (const route of routes) {
      const result = { route };
      for (const [name, config] of Object.entries(PROFILES)) {
        const samples = [];
        for (let i = 0; i < (name === 'mobile' ? phoneRuns : runs); i++) {
          const flags = {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          };
          const { lhr, report } = await lighthouse(origin + route, flags, config);
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${route} (${name}): ${lhr.runtimeError.message}`);
          const file = `${label}${route.replace(/[^a-z0-9]+/gi, '-')}.${name}.json`.replace(/-+\./, '.');
          fs.writeFileSync(path.join(reportDir, file), report);
          samples.push(summary(lhr));
        }
        result[name] = summarizeRuns(samples);
      }
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
