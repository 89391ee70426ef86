import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@app/contract/messages';
import { RequireAuth } from '../../../components/RequireAuth.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { currentServiceShift, serviceUrlQuery } from '../../../api/service-url.ts';
import { ShiftList } from '../components/ShiftList.tsx';
import { openServiceLink, useOpenShift, type OpenOutcome } from '../service-links.ts';
import { SERVICE_TEXT } from '../strings.ts';
import { SupportChatPage } from './SupportChatPage.tsx';
import '../service.css';

/**
 * /kefu (spec part 1 §2). With `chat=1`, the built-in support chat (getservicerurl's answer for a
 * shift whose link the operator has not set; a visitor is sent to log in first). Otherwise it
 * opens the customer-service link of the shift on duty: an external one in a new window, once
 * per visit, an in-app one (the chat) in place.
 */
export function KefuPage() {
  const [params] = useSearchParams();
  if (params.get('chat') === '1') {
    return (
      <RequireAuth>
        <SupportChatPage />
      </RequireAuth>
    );
  }
  return <KefuLinkPage />;
}

/**
 * The link of the shift on duty: opened once per visit; the page stays, with a button to open it
 * again (the browser may have blocked the pop-up) and both shifts.
 */
function KefuLinkPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const openShift = useOpenShift();
  const [shift] = useState(currentServiceShift);
  const link = useQuery(serviceUrlQuery(shift));
  const [outcome, setOutcome] = useState<OpenOutcome | null>(null);
  // StrictMode runs effects twice: the ref keeps it to one window per visit.
  const openedFor = useRef<string | null>(null);
  const url = link.data?.url;

  useEffect(() => {
    if (url === undefined || openedFor.current === location.key) return;
    openedFor.current = location.key;
    setOutcome(openServiceLink(url, navigate, { replace: true, shift }));
  }, [url, location.key, navigate, shift]);

  const openAgain = () => {
    if (url !== undefined) setOutcome(openServiceLink(url, navigate, { shift }));
    else void link.refetch();
  };

  return (
    <TitledPage title={SERVICE_TEXT.kefuTitle}>
      <div className="service-page">
        <section className="service-hero">
          <span className="service-hero__icon" aria-hidden>
            <TeamOutline />
          </span>
          {link.isPending ? (
            <p role="status">{SERVICE_TEXT.openingLink}</p>
          ) : link.isError ? (
            <>
              <p role="alert" className="service-hero__error">
                {MSG.serviceLinkFailed}
              </p>
              <Button color="primary" shape="rounded" onClick={() => void link.refetch()}>
                {SERVICE_TEXT.retry}
              </Button>
            </>
          ) : (
            <>
              <p>
                {outcome === 'window'
                  ? SERVICE_TEXT.openedHint
                  : outcome === 'blocked'
                    ? SERVICE_TEXT.blockedHint
                    : SERVICE_TEXT.kefuIntro}
              </p>
              <Button color="primary" shape="rounded" block onClick={openAgain}>
                {SERVICE_TEXT.openNow}
              </Button>
            </>
          )}
        </section>
        <ShiftList header={SERVICE_TEXT.shifts} onOpen={(key) => void openShift(key)} />
      </div>
    </TitledPage>
  );
}
