// The part of autocannon's API the search benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** A request's path decided as it is sent. */
    requests?: { setupRequest?: (req: { path: string }) => { path: string } }[];
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  }
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
