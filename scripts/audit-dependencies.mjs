#!/usr/bin/env node
/**
 * Dependency audit (issue 11, docs/security.md), run by scripts/test.sh.
 *
 * Policy:
 * - What ships (dependencies, `npm audit --omit=dev`): no high or critical advisory.
 * - Tools that only run on developer and CI machines (devDependencies): no critical advisory;
 *   high ones are listed as warnings, to be fixed by an update compatible with Node 20
 *   (/work/shared/STACK.md) as soon as one exists.
 *
 * The audit asks the npm registry's advisory endpoint. When that endpoint cannot be reached (no
 * network, a proxy that only lets GET through, a registry outage), the audit cannot say anything:
 * the script says so loudly and, unless AUDIT_REQUIRED=1, does not fail the test run for it, so a
 * network problem never passes for a test failure. A release pipeline sets AUDIT_REQUIRED=1.
 *
 * Usage: node scripts/audit-dependencies.mjs
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];

class AuditUnavailableError extends Error {}

/** Runs `npm audit --json` with `args`; returns its report or throws AuditUnavailableError. */
function runAudit(args) {
  const result = spawnSync('npm', ['audit', '--json', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    // The repository's .npmrc turns audits off for installs; this command asks explicitly.
    env: { ...process.env, npm_config_audit: 'true' },
  });
  if (result.error) throw new AuditUnavailableError(result.error.message);
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new AuditUnavailableError(`npm audit answered no report: ${result.stderr.trim()}`);
  }
  // npm exits 1 both when it finds advisories and when it fails; only a report has metadata.
  if (!report.metadata?.vulnerabilities) {
    const reason =
      report.message ?? report.error?.summary ?? 'the audit endpoint returned an error';
    throw new AuditUnavailableError(reason);
  }
  return report;
}

/** The advisories of a report at `minimum` severity or above: "name (severity): title". */
export function findingsAtLeast(report, minimum) {
  const floor = SEVERITIES.indexOf(minimum);
  return Object.values(report.vulnerabilities ?? {})
    .filter((entry) => SEVERITIES.indexOf(entry.severity) >= floor)
    .map((entry) => {
      const titles = (entry.via ?? [])
        .filter((via) => typeof via === 'object' && via.title)
        .map((via) => `${via.title}${via.url ? ` (${via.url})` : ''}`);
      const fix =
        entry.fixAvailable === true
          ? 'fix: npm audit fix'
          : entry.fixAvailable
            ? `fix: ${entry.fixAvailable.name}@${entry.fixAvailable.version}${entry.fixAvailable.isSemVerMajor ? ' (major)' : ''}`
            : 'no fix yet';
      const through = titles.length > 0 ? titles.join('; ') : `through ${entry.via.join(', ')}`;
      return `${entry.name} ${entry.range} (${entry.severity}): ${through} — ${fix}`;
    });
}

function main() {
  let shipped;
  let everything;
  try {
    shipped = runAudit(['--omit=dev']);
    everything = runAudit([]);
  } catch (error) {
    if (!(error instanceof AuditUnavailableError)) throw error;
    const message = `The dependency audit could not run: ${error.message}`;
    if (process.env.AUDIT_REQUIRED === '1') {
      console.error(`${message}\nAUDIT_REQUIRED=1: failing.`);
      process.exitCode = 1;
    } else {
      console.warn(
        `\u26a0 ${message}\n  Nothing was checked. Run it where the registry's advisory endpoint answers` +
          ' (AUDIT_REQUIRED=1 makes this a failure).',
      );
    }
    return;
  }

  const shippedHigh = findingsAtLeast(shipped, 'high');
  const shippedNames = new Set(Object.keys(shipped.vulnerabilities ?? {}));
  const devOnly = (minimum) =>
    findingsAtLeast(
      {
        vulnerabilities: Object.fromEntries(
          Object.entries(everything.vulnerabilities ?? {}).filter(
            ([name]) => !shippedNames.has(name),
          ),
        ),
      },
      minimum,
    );
  const devCritical = devOnly('critical');
  const devHigh = devOnly('high').filter((line) => !devCritical.includes(line));

  const counts = (report) =>
    SEVERITIES.map((severity) => `${report.metadata.vulnerabilities[severity] ?? 0} ${severity}`)
      .reverse()
      .join(', ');
  console.log(`Shipped dependencies: ${counts(shipped)}.`);
  console.log(`All dependencies, tools included: ${counts(everything)}.`);
  for (const line of devHigh) console.warn(`  warning (development tool): ${line}`);

  const failures = [...shippedHigh.map((line) => `shipped: ${line}`), ...devCritical];
  if (failures.length > 0) {
    console.error(`Dependency audit failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('Dependency audit passed (no high or critical advisory in what ships).');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
