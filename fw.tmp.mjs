import { readFileSync } from "node:fs";
const L = await import("/work/main/dist/src/extract/metadata/language.js");
const outs = readFileSync("/tmp/out-new.jsonl","utf8").trim().split("\n").map(l=>JSON.parse(l)).map(o=>(o.result?.content ?? o.content ?? "").slice(0,600)).filter(t=>t.length>100);
console.log(outs.length);
for (let r=0;r<5;r++){ let t=performance.now(); let x=0; for (const s of outs) if (L.functionWordsLanguage(s)) x++; console.log(((performance.now()-t)/outs.length*1000).toFixed(2),"us", x); }
