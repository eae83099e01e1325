// The load generator, run as a process of its own so that it does not share the server's event
// loop: autocannon with as many connections as member sessions. Reads its job as JSON from argv[2]; prints autocannon's figures as JSON.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2] ?? '{}');
/** @type {{ url: string, durationSeconds: number, sessions: { headers: Record<string,string>, paths: string[] }[] }} */
const { url, durationSeconds, sessions } = job;

let issued = 0;
const result = await autocannon({
  url,
  connections: sessions.length,
  duration: durationSeconds,
  requests: [
    {
      // Request k carries session k mod n: the n connections keep n members' calls in flight.
      setupRequest: (request) => {
        const session = sessions[issued % sessions.length];
        const path = session.paths[Math.floor(issued / sessions.length) % session.paths.length];
        issued += 1;
        return {
          ...request,
          method: 'GET',
          path,
          headers: { ...request.headers, ...session.headers },
        };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
