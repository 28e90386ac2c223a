// How fast this machine is right now: the same fixed piece of work in a page with the CPU
// slowed 4×, as the timed lines run. The bench's times move with the machine (the CSV
// dry run read 247 ms one run and 420 ms the next with no code changed), so the report
// prints this beside them: a line that moved with it is the machine, not the code.
import { phoneContext } from './browser.mjs';
import { median } from './lighthouse.mjs';

/** Sorting and copying 200,000 numbers, in ms: the median of `times` runs. */
export async function timeFixedWork(browser, base, times = 5) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/bench-static-link.html`);
    const all = [];
    for (let i = 0; i < times; i++)
      all.push(
        await page.evaluate(() => {
          const start = performance.now();
          const numbers = Array.from({ length: 200_000 }, (_, k) => (k * 7919) % 100_003);
          numbers.sort((a, b) => a - b);
          JSON.parse(JSON.stringify(numbers));
          return performance.now() - start;
        }),
      );
    return median(all);
  } finally {
    await context.close();
  }
}
