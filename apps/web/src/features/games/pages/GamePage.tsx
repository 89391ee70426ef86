import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SERVICE_SHIFTS } from '@app/contract/games-constants';
import { fillMessage, MSG } from '@app/contract/messages';
import { TopBar } from '../../../components/TopBar.tsx';
import { toast } from '../../../lib/feedback.ts';
import { loginPath } from '../../../lib/redirect.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { getAgentLoginUrl } from '../../../api/agent-login-url.ts';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { useGameHeartbeat, type LaunchedGameState } from '../../../api/game-heartbeat.ts';
import { currentServiceShift, getServiceUrl } from '../../../api/service-url.ts';
import { inAppRoute, isSameOrigin, openInNewWindow } from '../../../lib/links.ts';
import { getGameUrl, type GameUrlData, type LaunchTarget } from '../api/launch.ts';
import { GAMES_TEXT } from '../strings.ts';
import { useLeave } from './use-leave.ts';
import { useVisitLoad } from './use-visit-load.ts';
import '../games-pages.css';

/** What /gamePage was asked to show (spec part 1 §2 Game screens). */
type Target =
  | { kind: 'game'; launch: LaunchTarget; title: string }
  | { kind: 'link'; link: 'agent' | 'service'; title: string }
  | { kind: 'app' }
  | { kind: 'invalid'; title: string };

function integer(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function targetOf(params: URLSearchParams): Target {
  const title = params.get('title')?.trim() ?? '';
  const daili = params.get('dailiD');
  if (daili === '1') return { kind: 'link', link: 'agent', title: title || GAMES_TEXT.agentTitle };
  if (daili === '2') {
    return { kind: 'link', link: 'service', title: title || GAMES_TEXT.serviceTitle };
  }
  if (params.get('app') === '1') return { kind: 'app' };
  const plat = params.get('name')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  if (plat === '' || code === '') return { kind: 'invalid', title: title || GAMES_TEXT.gameTitle };
  const launch: LaunchTarget = {
    plat_name: plat,
    game_type: integer(params.get('type')) ?? 0,
    game_code: code,
  };
  const category = integer(params.get('cat'));
  if (category !== undefined) launch.category_code = category;
  return { kind: 'game', launch, title: title || GAMES_TEXT.gameTitle };
}

/**
 * /gamePage: a game (query name = platform, type, code; cat = the category it was opened from),
 * the agent back office (dailiD=1), customer service (dailiD=2) or the app download (app=1),
 * shown in a frame that fills the screen under the top bar — or, when the launch answers one of
 * this app's own addresses (the house venue's `/#/house/...`), opened in place.
 */
export function GamePage() {
  const [params] = useSearchParams();
  const target = targetOf(params);
  switch (target.kind) {
    case 'app':
      return <Navigate to="/app" replace />;
    case 'game':
      return <GameScreen target={target.launch} title={target.title} />;
    case 'link':
      return <LinkScreen link={target.link} title={target.title} />;
    case 'invalid':
      return (
        <FailedScreen
          title={target.title}
          heading={GAMES_TEXT.launchFailed}
          message={MSG.gameNotFound}
        />
      );
  }
}

/** A game needs a session (spec part 1 §5): 请登录！ and /login, back here afterwards. */
function GameScreen({ target, title }: { target: LaunchTarget; title: string }) {
  const token = useSessionToken();
  if (token === null) return <LoginFirst />;
  return <GameLaunch target={target} title={title} />;
}

function LoginFirst() {
  const location = useLocation();
  useEffect(() => {
    toast(MSG.pleaseLogin);
  }, []);
  return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
}

function GameLaunch({ target, title }: { target: LaunchTarget; title: string }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const leave = useLeave();
  const load = useVisitLoad<GameUrlData>(
    `${location.key}${location.search}`,
    () =>
      getGameUrl(target, { silent: true }).then((data) => {
        // ours: the launch may move the wallet balance into the venue; say how much moved.
        if (data.transferred !== null) toast(GAMES_TEXT.transferred(data.transferred), 'success');
        return data;
      }),
    MSG.launchFailed,
  );
  const gameId = load.status === 'ready' ? load.data.game_id : null;

  // While the game is open the server counts it as open (real "people playing" numbers).
  useGameHeartbeat(gameId);

  // Money may have moved into or out of the venue while playing: the wallet asks again.
  useEffect(
    () => () => {
      void refreshBalances(queryClient);
    },
    [queryClient],
  );

  // Spec part 1 §4 "after opening a game, a download frame is removed after 2 s": not applicable,
  // the game opens in this page's own frame and no download frame is ever created.
  if (load.status === 'loading') return <LoadingScreen title={title} text={GAMES_TEXT.entering} />;
  if (load.status === 'error') {
    return <FailedScreen title={title} heading={GAMES_TEXT.launchFailed} message={load.message} />;
  }
  // ours: the house venue's games are screens of this app (`/#/house/...`): opened in place.
  // The game's screen keeps the heartbeat going with the id it is handed.
  const route = inAppRoute(load.data.url);
  if (route !== null) {
    const state: LaunchedGameState = { launchedGameId: load.data.game_id };
    return <Navigate to={route} replace state={state} />;
  }
  return (
    <FrameScreen
      title={title}
      url={load.data.url}
      frameTitle={GAMES_TEXT.gameFrame}
      onBack={leave}
    />
  );
}

/** Spec part 2 §8: 客服链接{n}不存在, n the shift on duty as the player knows it (1 or 2). */
function missingServiceLink(): string {
  const shift = currentServiceShift();
  return fillMessage(MSG.serviceLinkMissing, {
    n: SERVICE_SHIFTS.findIndex((s) => s.key === shift) + 1,
  });
}

/**
 * The agent back office or customer service in the frame; an in-app link opens in place (the
 * default customer service is the built-in chat, /kefu?chat=1).
 */
function LinkScreen({ link, title }: { link: 'agent' | 'service'; title: string }) {
  const location = useLocation();
  const leave = useLeave();
  const load = useVisitLoad(
    `${location.key}${location.search}`,
    () =>
      link === 'agent'
        ? // A non-agent's answer is the application, with the sentence to show on the way.
          getAgentLoginUrl({ silent: true }).then((answer) => {
            if (answer.message !== '') toast(answer.message);
            return answer;
          })
        : getServiceUrl(currentServiceShift(), { silent: true }),
    link === 'service' ? MSG.serviceLinkFailed : MSG.requestFailed,
  );
  if (load.status === 'loading') return <LoadingScreen title={title} text={GAMES_TEXT.opening} />;
  if (load.status === 'error') {
    return <FailedScreen title={title} heading={GAMES_TEXT.linkFailed} message={load.message} />;
  }
  const url = load.data.url.trim();
  if (url === '') {
    return (
      <FailedScreen
        title={title}
        heading={GAMES_TEXT.linkFailed}
        message={link === 'service' ? missingServiceLink() : MSG.requestFailed}
      />
    );
  }
  const route = inAppRoute(url);
  if (route !== null) return <Navigate to={route} replace />;
  return <FrameScreen title={title} url={url} frameTitle={GAMES_TEXT.linkFrame} onBack={leave} />;
}

function FrameScreen({
  title,
  url,
  frameTitle,
  onBack,
}: {
  title: string;
  url: string;
  frameTitle: string;
  onBack: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const external = !isSameOrigin(url);

  // The venue's own 返回 button: the page in the frame posts {type: 'venue:exit'} to us.
  const onMessage = useCallback(
    (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (typeof data === 'object' && data !== null && data.type === 'venue:exit') onBack();
    },
    [onBack],
  );
  useEffect(() => {
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onMessage]);

  return (
    <div className="game-frame">
      <TopBar className="game-frame__bar" back="" onBack={onBack}>
        {title}
      </TopBar>
      {external && (
        // Many sites refuse to be shown inside another page: offer the way out.
        <div className="game-frame__fallback">
          <button
            type="button"
            className="game-frame__open"
            onClick={() => {
              if (!openInNewWindow(url)) toast(MSG.popupBlocked);
            }}
          >
            {GAMES_TEXT.openInNewWindow}
          </button>
        </div>
      )}
      <iframe
        ref={frame}
        className="game-frame__frame"
        src={url}
        title={frameTitle}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

function LoadingScreen({ title, text }: { title: string; text: string }) {
  const leave = useLeave();
  return (
    <div className="game-frame">
      <TopBar className="game-frame__bar" back="" onBack={leave}>
        {title}
      </TopBar>
      <div className="game-frame__status" role="status">
        <span className="page-loading__spinner" aria-hidden />
        <p>{text}</p>
      </div>
    </div>
  );
}

function FailedScreen({
  title,
  heading,
  message,
}: {
  title: string;
  heading: string;
  message: string;
}) {
  const leave = useLeave();
  return (
    <div className="game-frame">
      <TopBar className="game-frame__bar" back="" onBack={leave}>
        {title}
      </TopBar>
      <div className="game-frame__status" role="alert">
        <ExclamationCircleOutline className="game-frame__icon" aria-hidden />
        <h2 className="game-frame__heading">{heading}</h2>
        <p className="game-frame__error">{message}</p>
        <Button color="primary" shape="rounded" onClick={leave}>
          {GAMES_TEXT.back}
        </Button>
      </div>
    </div>
  );
}
