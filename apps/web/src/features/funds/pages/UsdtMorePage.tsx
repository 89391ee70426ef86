import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { USDT_MORE } from '../usdt-more-text.ts';
import { FUNDS_TEXT } from '../strings.ts';
import '../funds.css';

/** /usdtmore: TRC20 versus ERC20, so the player sends on the right network (public page). */
export function UsdtMorePage() {
  const navigate = useNavigate();
  return (
    <TitledPage title={FUNDS_TEXT.usdtMoreTitle}>
      <div className="funds-page funds-more">
        <section className="funds-card">
          <h3 className="funds-card__title">{USDT_MORE.introTitle}</h3>
          <p>{USDT_MORE.intro}</p>
        </section>

        <section className="funds-card">
          <table className="funds-compare">
            <caption>{USDT_MORE.tableTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{USDT_MORE.item}</th>
                <th scope="col">TRC20</th>
                <th scope="col">ERC20</th>
              </tr>
            </thead>
            <tbody>
              {USDT_MORE.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.trc20}</td>
                  <td>{row.erc20}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className="funds-card">
          <h3 className="funds-card__title">{USDT_MORE.adviceTitle}</h3>
          <ul className="funds-more__list">
            {USDT_MORE.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section className="funds-card funds-more__warning" role="note">
          <h3 className="funds-card__title">{USDT_MORE.warningTitle}</h3>
          <p>{USDT_MORE.warning}</p>
        </section>

        <Button block color="primary" shape="rounded" onClick={() => void navigate('/recharge1')}>
          {USDT_MORE.goDeposit}
        </Button>
      </div>
    </TitledPage>
  );
}
