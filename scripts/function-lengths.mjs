// Counts the functions over 70/80/100/120 lines (tests excluded) in the paths given, and lists
// those over SHOW (default 80): `node scripts/function-lengths.mjs apps/server/src`.
import { ESLint } from 'eslint';
const paths = process.argv.slice(2);
const eslint = new ESLint({
  overrideConfig: [
    {
      rules: {
        'max-lines-per-function': [
          'warn',
          { max: 70, skipBlankLines: false, skipComments: false, IIFEs: true },
        ],
      },
    },
  ],
  ruleFilter: ({ ruleId }) => ruleId === 'max-lines-per-function',
});
const results = await eslint.lintFiles(paths);
const rows = [];
for (const r of results) {
  if (/\.test\.|\/test\/|\.spec\./.test(r.filePath)) continue;
  for (const m of r.messages) {
    if (m.ruleId !== 'max-lines-per-function') continue;
    const n = Number(/\((\d+)\)/.exec(m.message)?.[1]);
    rows.push({
      n,
      where: `${r.filePath.replace(process.cwd() + '/', '')}:${m.line}`,
      msg: m.message.split(' has ')[0],
    });
  }
}
rows.sort((a, b) => b.n - a.n);
console.log(
  `over 70: ${rows.filter((r) => r.n > 70).length}, over 80: ${rows.filter((r) => r.n > 80).length}, over 100: ${rows.filter((r) => r.n > 100).length}, over 120: ${rows.filter((r) => r.n > 120).length}`,
);
for (const r of rows.filter((r) => r.n > (Number(process.env.SHOW) || 80)))
  console.log(r.n, r.where, r.msg);
