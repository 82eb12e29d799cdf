/** What load.ts and its load generator (load-worker.ts) say to each other over IPC. */

export interface TLoadPlan {
  portal: string;
  hello: string;
  connections: number;
  loadSeconds: number;
  soakSeconds: number;
  ratioRounds: number;
  ratioRoundSeconds: number;
  password: string;
}

export const OPERATIONS = [
  'sign-in',
  'my-files',
  'pricing',
  'view-file',
  'supplier-confirm',
  'travel-app',
] as const;
export type TOperation = (typeof OPERATIONS)[number];

export interface TOpStats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
}

export interface TPhaseResult {
  name: 'load' | 'soak';
  seconds: number;
  requests: number;
  ops: Record<string, TOpStats>;
  overall: TOpStats;
}

export interface TRatioResult {
  target: string;
  /** Requests per second in each round. */
  rounds: number[];
  /** The mean of the rounds. */
  perSecond: number;
  /** The median of the rounds' ratios to the hello-world of the same round. */
  ratio: number;
  /** The lowest and highest of those per-round ratios. */
  ratioRange: [number, number];
  errors: number;
}

export type TWorkerMessage =
  | { type: 'phase'; name: 'setup' | 'ratio' | 'load' | 'soak' | 'done'; at: number }
  | {
      type: 'result';
      setup: { bookings: number; supplierLinks: number; files: number; seconds: number };
      ratio: TRatioResult[];
      phases: TPhaseResult[];
      errors: string[];
    };

/** The middle value (the mean of the two middle ones for an even count); used on both sides. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
