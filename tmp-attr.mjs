import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const out = '/tmp/perf-dist/assets/';
for (const f of process.argv.slice(2)) {
  const code = readFileSync(out + f, 'utf8'); const lines = code.split('\n');
  const smc = new SourceMapConsumer(JSON.parse(readFileSync(out + f + '.map', 'utf8')));
  const per = {}; let prev = null;
  const segs = []; smc.eachMapping(m => segs.push(m));
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i], n = segs[i+1];
    const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine-1].length;
    let key = s.source || '?'; key = key.includes('node_modules') ? key.replace(/.*node_modules\//,'').split('/').slice(0, key.includes('node_modules/@')?2:1).join('/') + (key.includes('zod')? ':'+key.replace(/.*zod\/v4\//,'').split('/').slice(0,2).join('/'):'') : key.replace(/.*src\//,'src/');
    per[key] = (per[key]||0) + (end - s.generatedColumn);
  }
  console.log(f, (code.length/1024).toFixed(1)+'K raw');
  Object.entries(per).sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,v])=>console.log('   ', k, (v/1024).toFixed(1)+'K min'));
}
