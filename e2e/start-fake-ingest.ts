import { startFakeIngest } from '../server/test-support/fake-ingest'

/**
 * Runs the fake Sentry ingest (server/test-support/fake-ingest.ts) on its own, for the browser tests
 * (playwright.config.ts starts it) and for benchmarks with error reporting on: envelopes at
 * POST /api/<project>/envelope/, listed at GET /received (DELETE clears).
 */
const port = Number(process.env.FAKE_INGEST_PORT ?? 8798)

void startFakeIngest({ port }).then(({ origin }) => console.log(`Fake ingest on ${origin}/`))
