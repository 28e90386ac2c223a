import * as sass from 'sass';
import zlib from 'node:zlib';
const parts = process.argv.slice(2);
let prev = 0, acc = `@import './src/styles/bootstrap-setup';\n`;
for (const p of parts) {
  acc += `@import '${p}';\n`;
  const css = sass.compileString(acc, { loadPaths: ['node_modules', '.'], style: 'compressed', logger: sass.Logger.silent, url: new URL('file:///work/main/x.scss') }).css;
  const gz = zlib.gzipSync(css, { level: 9 }).length;
  console.log(String(gz - prev).padStart(6), String(gz).padStart(6), p);
  prev = gz;
}
