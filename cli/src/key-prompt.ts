import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Reads the whole of a piped stdin (`echo $KEY | techcensus login`); its first line is the key. */
async function pipedLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/, 1)[0]?.trim() ?? '';
}

/** Asks on the terminal without echoing what is typed: an API key should not stay on screen. */
function hiddenLine(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.on('SIGINT', () => {
      rl.close();
      process.stderr.write('\n');
      reject(Object.assign(new Error('Cancelled.'), { exitCode: 130 }));
    });
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer.trim());
    });
    muted = true;
  });
}

export function askForKey(): Promise<string> {
  return process.stdin.isTTY ? hiddenLine('API key (from your account page): ') : pipedLine();
}
