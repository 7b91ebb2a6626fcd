import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { publishSample } from './contract.testing.js';

// A fake OpenAI on 127.0.0.1: the real `openai` client in the app talks to it through OPENAI_BASE_URL.
type Mode = 'answer' | 'fabricated' | 'not-covered' | '429' | '500' | 'slow' | 'garbage' | 'suggest';
interface Captured {
  path: string;
  authorization?: string;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

let mode: Mode = 'answer';
const requests: Captured[] = [];
let fake: http.Server;
let fakeUrl: string;
let server: TestServer;

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-test',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const REAL = 'Article 7, Section 7.4 - Mandatory Overtime';
const GOOD = `When not enough volunteers accept, overtime can be required in inverse seniority order, and for no more than two hours past the end of a shift [${REAL}].`;
const INVENTED = 'You may also refuse any overtime after 6 p.m. [Article 31, Section 31.2 - Evening Overtime Waiver].';

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === '429') return send(429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } });
      if (mode === '500') return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
      if (mode === 'slow')
        return void setTimeout(() => send(200, completion(JSON.stringify({ answer: GOOD, citations: [REAL], covered: true }))), 3000);
      if (mode === 'garbage') return send(200, completion('I am not JSON at all'));
      if (mode === 'not-covered')
        return send(
          200,
          completion(
            JSON.stringify({
              answer: 'The contract does not appear to cover this; please ask a shop steward.',
              citations: [],
              covered: false,
            }),
          ),
        );
      if (mode === 'suggest') {
        return send(
          200,
          completion(
            JSON.stringify({
              suggestions: [
                {
                  citation: 'Article 7, Section 7.2 - Distribution of Overtime',
                  reason: 'Overtime went to a junior agent out of seniority order.',
                },
                { citation: 'Article 40, Section 40.1 - Made Up', reason: 'Invented.' },
              ],
            }),
          ),
        );
      }
      const answer = mode === 'fabricated' ? `${GOOD} ${INVENTED}` : GOOD;
      const citations = mode === 'fabricated' ? [REAL, 'Article 31, Section 31.2 - Evening Overtime Waiver'] : [REAL];
      send(200, completion(JSON.stringify({ answer, citations, covered: true })));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  server = await startTestServer({
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: fakeUrl,
    OPENAI_MODEL: 'gpt-test',
    OPENAI_TIMEOUT_MS: '700',
  });
  await publishSample(server.orm);
});

afterAll(async () => {
  await server.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  mode = 'answer';
});

const QUESTION = 'Can my supervisor force me to work overtime?';

async function ask(question = QUESTION) {
  const { client } = await server.signedIn();
  const res = await client.rest('POST', '/api/contract/ask', { question });
  expect(res.status).toBe(200);
  return res.body as { answer: string; confidence: number; sources: string[] };
}

describe('askContract with OpenAI configured', () => {
  it('sends the question and the retrieved passages to the model, and answers with its verified citations', async () => {
    const body = await ask();
    expect(requests).toHaveLength(1);
    const sent = requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('gpt-test');
    const system = sent.body.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Use ONLY the contract passages');
    expect(system).toContain('Cite every claim');
    const user = sent.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain(QUESTION);
    expect(user).toContain(`[${REAL}]`);
    expect(user).toContain('the Company may require overtime in inverse seniority order');
    expect(body.answer).toBe(GOOD);
    expect(body.sources).toEqual([REAL]);
    expect(body.confidence).toBeGreaterThanOrEqual(35);
  });

  it('drops a citation the passages do not contain, with the claim resting on it, and lowers the confidence', async () => {
    const clean = await ask();
    mode = 'fabricated';
    const body = await ask();
    expect(body.answer).toBe(GOOD);
    expect(body.answer).not.toContain('Article 31');
    expect(body.sources).toEqual([REAL]);
    expect(body.confidence).toBeLessThan(clean.confidence);
  });

  it('tells the member plainly when the model finds the passages do not answer', async () => {
    mode = 'not-covered';
    const body = await ask('Can I be forced to work overtime on my birthday?');
    expect(body.sources).toEqual([]);
    expect(body.confidence).toBeLessThan(35);
    expect(body.answer).toContain('does not appear to cover');
  });

  it('falls back to the offline answer on a 429, a 500, a timeout or an unusable reply, without an error', async () => {
    mode = 'answer';
    const offlineQuestion = QUESTION;
    for (const m of ['429', '500', 'garbage'] as Mode[]) {
      mode = m;
      const body = await ask(offlineQuestion);
      expect(body.sources[0]).toBe(REAL);
      expect(body.answer).toContain(`${REAL} says:`);
    }
    mode = 'slow';
    const started = Date.now();
    const body = await ask(offlineQuestion);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(body.answer).toContain(`${REAL} says:`);
    expect(body.sources[0]).toBe(REAL);
  });

  it('does not ask the model about questions the contract has nothing close to', async () => {
    const body = await ask('What is the 401k match?');
    expect(requests).toHaveLength(0);
    expect(body.confidence).toBeLessThan(35);
  });

  it('uses the model for grievance suggestions, keeping only passages it was given', async () => {
    mode = 'suggest';
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/journal/analyze-for-grievance', {
      journalContent: 'Overtime was given to a junior agent although I am senior and on the overtime list.',
    });
    expect(res.status).toBe(200);
    expect(res.body.suggestedArticles).toHaveLength(1);
    expect(res.body.suggestedArticles[0]).toMatchObject({
      article: 'Article 7, Section 7.2 - Distribution of Overtime',
      reason: 'Overtime went to a junior agent out of seniority order.',
    });
    mode = '429';
    const offline = await client.rest('POST', '/api/journal/analyze-for-grievance', {
      journalContent: 'Overtime was given to a junior agent although I am senior and on the overtime list.',
    });
    expect(offline.status).toBe(200);
    expect(offline.body.suggestedArticles[0].reason).toContain('Your description mentions');
  });
});
