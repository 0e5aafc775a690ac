import autocannon from 'autocannon';

export interface LoadFigures {
  path: string;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** autocannon against one URL on this machine (loopback only), for a bounded time. */
export async function runLoad(baseUrl: string, path: string, seconds = 10): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: 10,
    duration: seconds,
    pipelining: 1,
  });
  return {
    path,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
