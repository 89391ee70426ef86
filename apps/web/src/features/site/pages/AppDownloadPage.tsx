import { Button, Skeleton } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import type { CSSProperties } from 'react';
import { MSG } from '@app/contract/messages';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useAppInfo } from '../../../api/app-info.ts';
import { DOWNLOAD_COLORS } from '../../../theme.ts';

/** Texts of /app (kept here: this screen is the only one of its kind in the site feature). */
const APP_TEXT = {
  title: 'APP下载',
  lead: '扫描二维码，在手机浏览器中打开', // ours
  qrAlt: '下载二维码', // ours
  copy: '复制链接',
  copied: '链接已复制到剪贴板', // spec part 1 §8 Clipboard
  copyFailed: '复制链接失败', // spec part 1 §8 Clipboard
  ios: 'iOS 下载', // ours
  iosQrAlt: 'iOS 下载二维码', // ours
  iosQrCaption: 'iOS 用户扫码下载', // ours
  homeScreenTip: '打开后可通过浏览器菜单“添加到主屏幕”，像 APP 一样使用。', // ours
} as const;

/**
 * /app (spec part 1 §2): the app download. A QR code of appInfo.h5_url (this site's own address
 * when the operator left it empty), a copy-link button, and the iOS download when configured.
 */
export function AppDownloadPage() {
  const info = useAppInfo();
  const link = info.data?.h5_url.trim() || `${window.location.origin}${window.location.pathname}`;
  const iosUrl = info.data?.ios_download_url.trim() ?? '';
  const iosQr = info.data?.ios_download_qrcode.trim() ?? '';

  const copy = async () => {
    const done = await copyText(link);
    toast(done ? APP_TEXT.copied : APP_TEXT.copyFailed, done ? 'success' : 'fail');
  };

  return (
    <TitledPage title={APP_TEXT.title}>
      <section style={styles.card}>
        {info.isPending ? (
          <Skeleton.Paragraph lineCount={8} animated />
        ) : (
          <>
            <h2 style={styles.title}>{info.data?.title || APP_TEXT.title}</h2>
            <p style={styles.lead}>{APP_TEXT.lead}</p>
            <div style={styles.qrBox}>
              <QRCodeSVG
                value={link}
                size={196}
                marginSize={2}
                level="M"
                role="img"
                aria-label={APP_TEXT.qrAlt}
              />
            </div>
            <p style={styles.link}>{link}</p>
            <div style={styles.actions}>
              <Button color="primary" shape="rounded" block onClick={() => void copy()}>
                {APP_TEXT.copy}
              </Button>
              {iosUrl !== '' && (
                <Button
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  block
                  onClick={() => openIos(iosUrl)}
                >
                  {APP_TEXT.ios}
                </Button>
              )}
            </div>
            {iosQr !== '' && (
              <figure style={styles.iosFigure}>
                <img
                  src={iosQr}
                  alt={APP_TEXT.iosQrAlt}
                  width={140}
                  height={140}
                  loading="lazy"
                  style={styles.iosQr}
                />
                <figcaption style={styles.caption}>{APP_TEXT.iosQrCaption}</figcaption>
              </figure>
            )}
            <p style={styles.tip}>{APP_TEXT.homeScreenTip}</p>
          </>
        )}
      </section>
    </TitledPage>
  );
}

function openIos(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else toast(MSG.popupBlocked);
}

/** One small screen of its own: its few styles live with it. */
const styles = {
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: '24px 20px',
    borderRadius: 12,
    background: 'var(--app-card)',
    textAlign: 'center',
  },
  title: { margin: '0 0 6px', fontSize: 20 },
  lead: { margin: '0 0 16px', color: 'var(--app-muted)', fontSize: 13 },
  qrBox: {
    padding: 10,
    borderRadius: 12,
    background: DOWNLOAD_COLORS.card,
    boxShadow: '0 4px 16px rgb(40 50 90 / 12%)',
    lineHeight: 0,
  },
  link: {
    margin: '14px 0 18px',
    fontSize: 13,
    color: 'var(--app-text)',
    wordBreak: 'break-all',
  },
  actions: { display: 'flex', flexDirection: 'column', gap: 10, width: '100%', maxWidth: 320 },
  iosFigure: { margin: '20px 0 0' },
  iosQr: { display: 'block', borderRadius: 8, background: DOWNLOAD_COLORS.iosQr },
  caption: { marginTop: 6, fontSize: 12, color: 'var(--app-muted)' },
  tip: { margin: '18px 0 0', fontSize: 12, color: 'var(--app-muted)', lineHeight: 1.6 },
} satisfies Record<string, CSSProperties>;
