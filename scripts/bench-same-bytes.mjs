// The ceiling of an answer-cache hit (npm run bench): a bare node:http server, in its own process, that
// answers each path with the exact bytes and headers the site's cache answered it with (captured by the
// bench beforehand). A hit can be no faster than this on the same machine and the same client; the
// reference's few bytes of JSON say nothing about what moving a 15 KB page costs the socket and the client.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.ANSWERS, 'utf8'))).map(([url, a]) => [
    url,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
