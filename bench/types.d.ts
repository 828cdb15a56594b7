// The little of autocannon's API the load process uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Result = {
      requests: { total: number };
      duration: number;
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
    /** A request as `requests[].setupRequest` receives and returns it. */
    type Request = { method?: string; path?: string; headers?: object; body?: string | Buffer };
    type Instance = {
      on(
        event: 'response',
        listener: (c: unknown, status: number, b: number, ms: number) => void,
      ): void;
    };
  }
  function autocannon(
    options: object,
    done: (err: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}
