import { Report, summarize } from './harness.js';
import { signUp } from './support/sign-up.js';
import { startPlatform } from './support/platform.js';

// API keys (issue 29): what a Bearer key costs per request over the session cookie, on the
// same cheap route (GET /api/user/current-id), requests interleaved one at a time so both see
// the same machine. Target: bearer p50 <= cookie p50 + 0.5 ms (the key lookup is cached like
// the session's). BENCH_API_KEY_REQUESTS=500 shortens the run.

const REQUESTS = Number(process.env.BENCH_API_KEY_REQUESTS ?? 3000);
const report = new Report('api-keys');
const platform = await startPlatform({
  services: ['credits'],
  envFor: { gateway: { API_KEY_RATE_LIMIT_PER_MINUTE: String(REQUESTS * 10) } },
});
try {
  const user = await signUp(platform.url);
  const made = await fetch(`${platform.url}/api/developer/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify({ name: 'bench', scopes: ['agents:read'] }),
  });
  const { secret } = (await made.json()) as { secret: string };
  const cookie = { cookie: user.cookie };
  const bearer = { authorization: `Bearer ${secret}` };

  const timed = async (headers: Record<string, string>) => {
    const start = performance.now();
    const response = await fetch(`${platform.url}/api/user/current-id`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    return performance.now() - start;
  };
  for (let n = 0; n < 200; n++) await Promise.all([timed(cookie), timed(bearer)]); // warm both paths
  const cookieTimes: number[] = [];
  const bearerTimes: number[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    // Alternate which goes first, so neither always follows the other.
    if (n % 2 === 0) {
      cookieTimes.push(await timed(cookie));
      bearerTimes.push(await timed(bearer));
    } else {
      bearerTimes.push(await timed(bearer));
      cookieTimes.push(await timed(cookie));
    }
  }
  const withCookie = summarize(cookieTimes);
  const withKey = summarize(bearerTimes);
  const added = withKey.p50 - withCookie.p50;
  console.log(`cookie p50 ${withCookie.p50.toFixed(3)} ms, bearer p50 ${withKey.p50.toFixed(3)} ms (+${added.toFixed(3)} ms)`);
  report.add({
    name: 'GET /api/user/current-id with a Bearer key, p50',
    unit: 'ms',
    figure: withKey.p50,
    baseline: withCookie.p50,
    lowerIsBetter: true,
  });
  report.add({
    name: 'GET /api/user/current-id with a Bearer key, p99',
    unit: 'ms',
    figure: withKey.p99,
    baseline: withCookie.p99,
    lowerIsBetter: true,
  });
  report.note(`target: a key adds <= 0.5 ms p50 over the cookie: +${added.toFixed(3)} ms, ${added <= 0.5 ? 'met' : 'missed'}`);
  report.print();
  console.log(`saved ${await report.save({ requests: REQUESTS })}`);
} finally {
  await platform.stop();
}
