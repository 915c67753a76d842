import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const [,, src, out, x, y, w, h] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: Number(w) + Number(x), height: 1000 } });
await p.setContent(`<body style="margin:0"><img src="data:image/png;base64,${readFileSync(src).toString('base64')}"></body>`);
await p.screenshot({ path: out, clip: { x: +x, y: +y, width: +w, height: +h }, fullPage: true });
await b.close();
