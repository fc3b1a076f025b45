/**
 * A small Prometheus registry written by hand (text exposition format 0.0.4): counters and histograms
 * with labels, and gauges read at scrape time. Enough for this server's handful of metrics, with no
 * dependency. https://prometheus.io/docs/instrumenting/exposition_formats/
 */

export const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;

/** A label value as the format wants it: backslash, double quote and line feed escaped. */
export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** HELP text: backslash and line feed escaped. */
function escapeHelp(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** A series' identity while counting: the label values in order (escaped only when scraped). */
function seriesKey(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${labels[name]}\u0000`;
  return key;
}

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

/** Numbers as Prometheus reads them (Go's ParseFloat: +Inf, -Inf, NaN). */
function number(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** Sample lines (without HELP/TYPE); may be empty. */
  samples(): Promise<string[]> | string[];
}

export class Counter<L extends string = never> {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Record<L, string> = {} as Record<L, string>, by = 1): void {
    const key = seriesKey(labels);
    const entry = this.values.get(key);
    if (entry) entry.value += by;
    else this.values.set(key, { labels, value: by });
  }

  samples(): string[] {
    return [...this.values.values()].map((e) => `${this.name}${labelText(e.labels)} ${number(e.value)}`);
  }
}

export class Histogram<L extends string = never> {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending; +Inf is added. */
    readonly buckets: readonly number[],
  ) {}

  observe(labels: Record<L, string>, value: number): void {
    const key = seriesKey(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) s.counts[i]! += 1;
    s.sum += value;
    s.count += 1;
  }

  samples(): string[] {
    const lines: string[] = [];
    for (const s of this.series.values()) {
      this.buckets.forEach((le, i) => {
        lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: number(le) })} ${s.counts[i]}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
      lines.push(`${this.name}_sum${labelText(s.labels)} ${number(s.sum)}`);
      lines.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return lines;
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];

  counter<L extends string = never>(name: string, help: string): Counter<L> {
    const counter = new Counter<L>(name, help);
    this.metrics.push({ name, help, type: 'counter', samples: () => counter.samples() });
    return counter;
  }

  histogram<L extends string = never>(name: string, help: string, buckets: readonly number[]): Histogram<L> {
    const histogram = new Histogram<L>(name, help, buckets);
    this.metrics.push({ name, help, type: 'histogram', samples: () => histogram.samples() });
    return histogram;
  }

  /** A value read when scraped; `read` returning undefined leaves the sample out (e.g. the query failed). */
  gauge(name: string, help: string, read: () => number | undefined | Promise<number | undefined>): void {
    this.metrics.push({
      name,
      help,
      type: 'gauge',
      samples: async () => {
        const value = await read();
        return value === undefined ? [] : [`${name} ${number(value)}`];
      },
    });
  }

  /** A counter whose value lives elsewhere (read when scraped). */
  counterFrom(name: string, help: string, read: () => number): void {
    this.metrics.push({ name, help, type: 'counter', samples: () => [`${name} ${number(read())}`] });
  }

  /** The whole exposition: for each metric its HELP and TYPE lines, then its samples; ends with a newline. */
  async text(): Promise<string> {
    const blocks = await Promise.all(
      this.metrics.map(async (m) => [
        `# HELP ${m.name} ${escapeHelp(m.help)}`,
        `# TYPE ${m.name} ${m.type}`,
        ...(await m.samples()),
      ]),
    );
    return `${blocks.flat().join('\n')}\n`;
  }
}
