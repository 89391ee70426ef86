/**
 * The game page the launch URL opens (in the platform's iframe): one self-contained HTML page,
 * inline CSS and script, Chinese, 375 px wide. A stake chooser and 下注; each round posts to
 * `play/round` and shows the result and the new balance.
 */

export const STAKES = ['1.00', '5.00', '10.00'] as const;

export interface PlayPageInput {
  sessionId: string;
  gameName: string;
  /** null: the balance could not be read. */
  balance: string | null;
  modeLabel: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#1b1f3a;color:#f4f4f8}
main{max-width:375px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:14px}
h1{font-size:20px;margin:0;text-align:center}
.mode{font-size:12px;color:#a9acc8;text-align:center}
.card{background:#272c52;border-radius:12px;padding:14px;text-align:center}
.label{font-size:13px;color:#a9acc8}
.balance{font-size:26px;font-weight:700;margin-top:4px}
.stakes{display:flex;gap:8px}
.stakes button{flex:1;padding:10px 0;border-radius:8px;border:1px solid #4b5190;background:#272c52;color:#f4f4f8;font-size:16px}
.stakes button[aria-pressed=true]{background:#e0a526;border-color:#e0a526;color:#1b1f3a;font-weight:700}
.bet{padding:14px 0;border:0;border-radius:10px;background:#d9372b;color:#fff;font-size:18px;font-weight:700}
.bet:disabled{opacity:.6}
.result{min-height:28px;font-size:18px;text-align:center}
.win{color:#f5c542}.lose{color:#a9acc8}.error{color:#ff7a6b}
`;

export function playPage(input: PlayPageInput): string {
  const stakeButtons = STAKES.map(
    (stake, i) =>
      `<button type="button" data-stake="${stake}" aria-pressed="${i === 0}">${Number(stake)} 元</button>`,
  ).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.gameName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(input.gameName)}</h1>
<div class="mode">${escapeHtml(input.modeLabel)}</div>
<div class="card"><div class="label">余额（元）</div>
<div class="balance" data-testid="fake-balance">${escapeHtml(input.balance ?? '—')}</div></div>
<div class="label">选择注额</div>
<div class="stakes" role="group" aria-label="注额">${stakeButtons}</div>
<button type="button" class="bet" data-testid="fake-bet">下注</button>
<div class="result" data-testid="fake-result" aria-live="polite"></div>
</main>
<script>${script(input.sessionId)}</script>
</body>
</html>`;
}

function script(sessionId: string): string {
  return `(function(){
var session=${scriptJson(sessionId)};
var stake=${scriptJson(STAKES[0])};
var stakes=document.querySelectorAll('[data-stake]');
var bet=document.querySelector('[data-testid=fake-bet]');
var balance=document.querySelector('[data-testid=fake-balance]');
var result=document.querySelector('[data-testid=fake-result]');
stakes.forEach(function(b){b.addEventListener('click',function(){
stake=b.getAttribute('data-stake');
stakes.forEach(function(o){o.setAttribute('aria-pressed',String(o===b));});});});
function show(text,kind){result.textContent=text;result.className='result '+kind;}
bet.addEventListener('click',function(){
bet.disabled=true;show('开奖中…','lose');
fetch('play/round',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({s:session,amount:stake})})
.then(function(r){return r.json();})
.then(function(a){
if(a.balance!=null)balance.textContent=a.balance;
if(a.status!=='ok'){show(a.message||'下注失败，请稍后再试','error');return;}
if(Number(a.win)>0)show('赢 '+a.win,'win');else show('未中','lose');})
.catch(function(){show('网络异常，请稍后再试','error');})
.finally(function(){bet.disabled=false;});});
})();`;
}

/** The page for a session the fake does not know. */
export function sessionGonePage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>会话无效</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:40px 16px">
<p>游戏会话无效或已过期，请返回重新进入游戏。</p></body></html>`;
}
